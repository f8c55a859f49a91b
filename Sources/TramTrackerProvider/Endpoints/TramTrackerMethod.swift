/// The RestService methods TransitKit calls (reference §4): the name is the URL's first path
/// segment and the operation errors name; the shape is what `responseObject` is documented to be.
enum TramTrackerMethod: String, Sendable, CaseIterable {
    case deviceToken = "GetDeviceToken"
    case nextPredictedRoutes = "GetNextPredictedRoutesCollection"
    case tramRun = "GetNextPredictedArrivalTimeAtStopsForTramNo"
    case stopInformation = "GetStopInformation"
    case routeSummaries = "GetRouteSummaries"
    case routeStops = "GetRouteStopsByRoute"
    case stopsByDirection = "GetListOfStopsByRouteNoAndDirection"
    case destinations = "GetDestinationsForRoute"

    var shape: TramTrackerWireShape {
        switch self {
        case .deviceToken, .stopInformation, .destinations: return .arrayOfOne
        case .tramRun: return .object
        case .nextPredictedRoutes, .routeSummaries, .routeStops, .stopsByDirection: return .array
        }
    }

    /// Catalogue calls (routes, stops, destinations, stop information) change a few times a
    /// year: a ``CacheMiddleware`` in the transport keeps their answers for a day. Predictions,
    /// tram runs and the token are never kept by this declaration.
    var cacheLifetime: Duration? {
        switch self {
        case .routeSummaries, .routeStops, .stopsByDirection, .destinations, .stopInformation: return .seconds(86_400)
        case .deviceToken, .nextPredictedRoutes, .tramRun: return nil
        }
    }
}
