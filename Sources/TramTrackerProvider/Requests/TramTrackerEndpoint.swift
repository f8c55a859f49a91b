/// One RestService call: its method name, path arguments and what it sends.
///
/// The URL shape is `{base}{Method}/{arg}/{arg}/?aid=…[&cid=…][&tkn=…]`: arguments are path
/// segments and every client ends the path with a slash before `?`.
enum TramTrackerEndpoint: Hashable, Sendable {
    case deviceToken
    /// `routeNo` "0" means every route.
    case nextPredictedRoutes(stop: String, routeNo: String, lowFloor: Bool)
    case tramRun(tramNo: String)
    case stopInformation(stop: String)
    case routeSummaries
    case routeStops(routeNo: String)
    case stopsByDirection(routeNo: String, isUp: Bool)
    case destinations(routeNo: String)

    var method: String {
        switch self {
        case .deviceToken: return "GetDeviceToken"
        case .nextPredictedRoutes: return "GetNextPredictedRoutesCollection"
        case .tramRun: return "GetNextPredictedArrivalTimeAtStopsForTramNo"
        case .stopInformation: return "GetStopInformation"
        case .routeSummaries: return "GetRouteSummaries"
        case .routeStops: return "GetRouteStopsByRoute"
        case .stopsByDirection: return "GetListOfStopsByRouteNoAndDirection"
        case .destinations: return "GetDestinationsForRoute"
        }
    }

    var pathArguments: [String] {
        switch self {
        case .deviceToken, .routeSummaries: return []
        case let .nextPredictedRoutes(stop, routeNo, lowFloor): return [stop, routeNo, lowFloor ? "true" : "false"]
        case let .tramRun(tramNo): return [tramNo]
        case let .stopInformation(stop): return [stop]
        case let .routeStops(routeNo), let .destinations(routeNo): return [routeNo]
        case let .stopsByDirection(routeNo, isUp): return [routeNo, isUp ? "true" : "false"]
        }
    }

    /// Every call but GetDeviceToken itself needs the device token.
    var needsToken: Bool { self != .deviceToken }

    /// Only the prediction call is known to need `cid` (NearbyTrams, tramhunter).
    var sendsCID: Bool {
        if case .nextPredictedRoutes = self { return true }
        return false
    }

    /// The `responseObject` shape this call is documented to return.
    var shape: ResponseShape {
        switch self {
        case .deviceToken, .stopInformation, .destinations: return .arrayOfOne
        case .tramRun: return .object
        case .nextPredictedRoutes, .routeSummaries, .routeStops, .stopsByDirection: return .array
        }
    }
}

/// What `responseObject` must look like for one endpoint; anything else is a `.decoding`
/// error naming the endpoint.
enum ResponseShape: String, Sendable {
    /// An array, possibly empty.
    case array
    /// An array holding one element; `[]` or null mean "nothing found".
    case arrayOfOne = "array of one"
    /// A single object; `[]` or null mean "nothing found".
    case object = "single object"
}
