import TransitKitCore

// The RestService calls TransitKit makes, each paired with the element type it returns
// (reference §4).

extension TramTrackerEndpoint where Element == TramTrackerWireDeviceToken {
    /// GetDeviceToken: the one call made without a token; `devInfo` is sent with it only.
    static func deviceToken(_ configuration: TramTrackerClient.Configuration) -> Self {
        Self(method: .deviceToken, arguments: [], configuration: configuration, query: [("devInfo", configuration.devInfo)])
    }
}

extension TramTrackerEndpoint where Element == TramTrackerWirePrediction {
    /// GetNextPredictedRoutesCollection: `routeNo` "0" means every route. Only this call is
    /// known to need `cid` (NearbyTrams, tramhunter).
    static func nextPredictedRoutes(
        stop: String, routeNo: String, lowFloor: Bool,
        _ configuration: TramTrackerClient.Configuration
    ) -> Self {
        Self(
            method: .nextPredictedRoutes, arguments: [stop, routeNo, lowFloor ? "true" : "false"],
            configuration: configuration, query: configuration.cid.map { [("cid", $0)] } ?? [])
    }
}

extension TramTrackerEndpoint where Element == TramTrackerWireTramRun {
    /// GetNextPredictedArrivalTimeAtStopsForTramNo: a single object, not an array.
    static func tramRun(tramNo: String, _ configuration: TramTrackerClient.Configuration) -> Self {
        Self(method: .tramRun, arguments: [tramNo], configuration: configuration)
    }
}

extension TramTrackerEndpoint where Element == TramTrackerWireStopInformation {
    static func stopInformation(stop: String, _ configuration: TramTrackerClient.Configuration) -> Self {
        Self(method: .stopInformation, arguments: [stop], configuration: configuration)
    }
}

extension TramTrackerEndpoint where Element == TramTrackerWireRouteSummary {
    static func routeSummaries(_ configuration: TramTrackerClient.Configuration) -> Self {
        Self(method: .routeSummaries, arguments: [], configuration: configuration)
    }
}

extension TramTrackerEndpoint where Element == TramTrackerWireRouteStop {
    /// GetRouteStopsByRoute: both directions, each stop marked by `UpStop`.
    static func routeStops(routeNo: String, _ configuration: TramTrackerClient.Configuration) -> Self {
        Self(method: .routeStops, arguments: [routeNo], configuration: configuration)
    }

    /// GetListOfStopsByRouteNoAndDirection: one direction, in order.
    static func stopsByDirection(routeNo: String, isUp: Bool, _ configuration: TramTrackerClient.Configuration) -> Self {
        Self(method: .stopsByDirection, arguments: [routeNo, isUp ? "true" : "false"], configuration: configuration)
    }
}

extension TramTrackerEndpoint where Element == TramTrackerWireRouteDestinations {
    static func destinations(routeNo: String, _ configuration: TramTrackerClient.Configuration) -> Self {
        Self(method: .destinations, arguments: [routeNo], configuration: configuration)
    }
}
