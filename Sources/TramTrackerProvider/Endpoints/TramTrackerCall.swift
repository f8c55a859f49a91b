import Foundation
import TransitKitCore

/// The RestService calls TransitKit makes (reference §4), each with its arguments: the name is
/// the URL's first path segment and the operation errors name, the arguments the path segments
/// after it.
enum TramTrackerCall: Hashable, Sendable {
    /// GetDeviceToken: the one call made without a token; `devInfo` is sent with it only.
    case deviceToken
    /// GetNextPredictedRoutesCollection: `route` "0" means every route.
    case nextPredictedRoutes(stop: String, route: String, lowFloor: Bool)
    /// GetNextPredictedArrivalTimeAtStopsForTramNo: a single object, not an array.
    case tramRun(tram: String)
    case stopInformation(stop: String)
    case routeSummaries
    /// GetRouteStopsByRoute: both directions, each stop marked by `UpStop`.
    case routeStops(route: String)
    /// GetListOfStopsByRouteNoAndDirection: one direction, in order.
    case stopsByDirection(route: String, isUp: Bool)
    case destinations(route: String)
    /// GetDestinationsForAllRoutes: every route's two destinations in one answer.
    case destinationsForAllRoutes
    /// GetMainRoutesForStop: the main routes that serve a stop.
    case mainRoutesForStop(stop: String)
    /// GetStopsAndRoutesUpdatesSince: the stops and routes changed since a day.
    case stopsAndRoutesUpdatesSince(Date)
    /// GetSchedulesCollection: the next three timetabled passing times at a stop from a time
    /// (`route` "0" for every route).
    case schedules(stop: String, route: String, lowFloor: Bool, from: Date)
    /// GetSchedulesForTrip: the timetabled stops of one trip (a `TripID` of GetSchedulesCollection).
    case tripSchedule(trip: String, at: Date)

    /// Every method name, for tests and documentation.
    static let names = [
        "GetDeviceToken", "GetNextPredictedRoutesCollection", "GetNextPredictedArrivalTimeAtStopsForTramNo",
        "GetStopInformation", "GetRouteSummaries", "GetRouteStopsByRoute", "GetListOfStopsByRouteNoAndDirection",
        "GetDestinationsForRoute", "GetDestinationsForAllRoutes", "GetMainRoutesForStop",
        "GetStopsAndRoutesUpdatesSince", "GetSchedulesCollection", "GetSchedulesForTrip",
    ]

    /// The RestService method, first path segment ("GetNextPredictedRoutesCollection").
    var name: String {
        switch self {
        case .deviceToken: return "GetDeviceToken"
        case .nextPredictedRoutes: return "GetNextPredictedRoutesCollection"
        case .tramRun: return "GetNextPredictedArrivalTimeAtStopsForTramNo"
        case .stopInformation: return "GetStopInformation"
        case .routeSummaries: return "GetRouteSummaries"
        case .routeStops: return "GetRouteStopsByRoute"
        case .stopsByDirection: return "GetListOfStopsByRouteNoAndDirection"
        case .destinations: return "GetDestinationsForRoute"
        case .destinationsForAllRoutes: return "GetDestinationsForAllRoutes"
        case .mainRoutesForStop: return "GetMainRoutesForStop"
        case .stopsAndRoutesUpdatesSince: return "GetStopsAndRoutesUpdatesSince"
        case .schedules: return "GetSchedulesCollection"
        case .tripSchedule: return "GetSchedulesForTrip"
        }
    }

    /// The path segments after the method.
    var arguments: [String] {
        switch self {
        case .deviceToken, .routeSummaries, .destinationsForAllRoutes: return []
        case .nextPredictedRoutes(let stop, let route, let lowFloor): return [stop, route, lowFloor ? "true" : "false"]
        case .tramRun(let tram): return [tram]
        case .stopInformation(let stop), .mainRoutesForStop(let stop): return [stop]
        case .routeStops(let route), .destinations(let route): return [route]
        case .stopsByDirection(let route, let isUp): return [route, isUp ? "true" : "false"]
        case .stopsAndRoutesUpdatesSince(let date): return [TramTrackerDateSince.pathSegment(date)]
        // The `xsd:dateTime` arguments are written as `dateSince` is (Melbourne, no fraction).
        case .schedules(let stop, let route, let lowFloor, let from):
            return [stop, route, lowFloor ? "true" : "false", TramTrackerDateSince.pathSegment(from)]
        case .tripSchedule(let trip, let at): return [trip, TramTrackerDateSince.pathSegment(at)]
        }
    }

    /// Catalogue calls (routes, stops, destinations, stop information) change a few times a
    /// year: a ``CacheMiddleware`` in the transport keeps their answers for a day. Predictions,
    /// tram runs, the token and the incremental update (whose point is to be fresh) are never
    /// kept by this declaration.
    var cacheLifetime: Duration? {
        switch self {
        case .routeSummaries, .routeStops, .stopsByDirection, .destinations, .stopInformation,
            .destinationsForAllRoutes, .mainRoutesForStop:
            return .seconds(86_400)
        case .deviceToken, .nextPredictedRoutes, .tramRun, .stopsAndRoutesUpdatesSince, .schedules, .tripSchedule: return nil
        }
    }

    /// Every call but GetDeviceToken, the call that hands the token out.
    var needsToken: Bool { self != .deviceToken }

    /// tramTRACKER ids are short runs of letters and digits ("1234", "16d", "3a"), fleet
    /// numbers only digits, so anything else is refused up front (`.invalidArgument`) instead
    /// of being sent.
    static func pathID(
        _ value: String, field: String, operation: String, digitsOnly: Bool = false
    )
        throws(TransitError) -> String
    {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        let allowed = trimmed.unicodeScalars.allSatisfy {
            digitsOnly ? ("0"..."9").contains($0) : (("0"..."9").contains($0) || ("a"..."z").contains($0) || ("A"..."Z").contains($0))
        }
        guard !trimmed.isEmpty, trimmed.count <= 8, allowed else {
            throw TransitError(
                .invalidArgument, provider: TramTrackerClient.providerID, operation: operation,
                detail: "\(field): \"\(value)\" is not a tramTRACKER \(field) (\(digitsOnly ? "digits" : "letters and digits"), at most 8)")
        }
        return trimmed
    }

    /// `up` / `down` (what ``TramTrackerClient/directions(of:)`` returns; `true` / `false` too)
    /// as the `isUpDirection` path argument.
    static func isUp(_ direction: Direction.ID, operation: String) throws(TransitError) -> Bool {
        switch direction.rawValue.lowercased() {
        case "up", "true": return true
        case "down", "false": return false
        default:
            throw TransitError(
                .invalidArgument, provider: TramTrackerClient.providerID, operation: operation,
                detail: "direction: \"\(direction)\" is not up or down")
        }
    }
}
