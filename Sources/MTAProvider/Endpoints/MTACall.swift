import Foundation
import TransitKitCore

/// The MTA Bus Time calls TransitKit makes, one case per call with its arguments: the SIRI
/// real-time calls (`/api/siri/…`) and the OneBusAway "where" calls (`/api/where/…`).
/// ``MTAEndpoint`` turns one into a request.
enum MTACall: Sendable {
    /// `vehicle-monitoring`: one line (qualified id, optionally one direction "0"/"1"), one
    /// vehicle, or — with neither — every bus in the city. `maximumOnwardCalls` caps the
    /// `OnwardCall`s the server sends at detail level `calls` (nil: all of them).
    case vehicleMonitoring(
        line: Route.ID?, direction: Direction.ID? = nil, vehicle: VehiclePosition.ID? = nil,
        detail: MTADetailLevel = .normal, maximumOnwardCalls: Int? = nil)
    /// `stop-monitoring` for one stop (`MTA_308209` or the bare code), optionally filtered by
    /// a qualified line and a direction on the server; `maximumStopVisits` caps the visits
    /// across lines and must be positive; `minimumStopVisitsPerLine` lets the server go past
    /// that cap until every line has that many (positive too).
    case stopMonitoring(
        stop: Stop.ID, line: Route.ID? = nil, direction: Direction.ID? = nil, maximumStopVisits: Int? = nil,
        minimumStopVisitsPerLine: Int? = nil, detail: MTADetailLevel = .normal)
    /// `routes-for-agency/{agency}`.
    case routesForAgency(Agency.ID)
    /// `route/{id}`.
    case route(Route.ID)
    /// `stop/{id}` (qualified).
    case stop(Stop.ID)
    /// `stops-for-route/{id}`, with or without its polylines.
    case stopsForRoute(Route.ID, polylines: Bool)
    /// `agencies-with-coverage`.
    case agenciesWithCoverage
    /// `stops-for-location`: around a point or in a box, optionally one stop code, at most
    /// `maxCount` stops.
    case stopsForLocation(MTASearchArea, code: String?, maxCount: Int?)
    /// `routes-for-location`: the routes with a stop around a point or in a box, optionally
    /// those the server's name search finds for `query`, at most `maxCount`.
    case routesForLocation(MTASearchArea, query: String?, maxCount: Int?)
    /// `schedule-for-stop/{id}`: the stop's timetable for the service day `date`.
    case scheduleForStop(Stop.ID, date: CalendarDate)
    /// `current-time`: the server's clock.
    case currentTime
    /// `agency/{id}`.
    case agency(Agency.ID)
    /// `arrivals-and-departures-for-stop/{id}`: arrivals `minutesBefore`…`minutesAfter` around
    /// `time` (the server's now when nil); the server's defaults are 5 and 35 minutes.
    case arrivalsAndDeparturesForStop(Stop.ID, minutesBefore: Int? = nil, minutesAfter: Int? = nil, time: Date? = nil)
    /// `arrival-and-departure-for-stop/{id}`: one trip's arrival, named by trip, service date
    /// and optionally vehicle and stop sequence (a loop visits a stop twice).
    case arrivalAndDepartureForStop(Stop.ID, trip: String, serviceDate: Date, vehicle: String?, stopSequence: Int?)
    /// `trip-details/{tripId}` with its status and schedule, on `serviceDate` (the server's
    /// today when nil).
    case tripDetails(String, serviceDate: Date?)
    /// `trip-for-vehicle/{vehicleId}`: the trip a vehicle is serving, with status and schedule.
    case tripForVehicle(VehiclePosition.ID)
    /// `trips-for-location`: the active trips in a box, with their status.
    case tripsForLocation(MTASearchArea)
    /// `trips-for-route/{routeId}`: the active trips of a route, with their status.
    case tripsForRoute(Route.ID)
    /// `vehicles-for-agency/{agencyId}`: every vehicle of an agency with its trip status.
    case vehiclesForAgency(Agency.ID)

    /// The API the call goes to.
    enum API: Sendable {
        case siri, `where`
    }

    var api: API {
        switch self {
        case .vehicleMonitoring, .stopMonitoring: return .siri
        default: return .where
        }
    }

    /// The API's name of the call, in the URL and in errors and logs.
    var operation: String {
        switch self {
        case .vehicleMonitoring: return "vehicle-monitoring"
        case .stopMonitoring: return "stop-monitoring"
        case .routesForAgency: return "routes-for-agency"
        case .route: return "route"
        case .stop: return "stop"
        case .stopsForRoute: return "stops-for-route"
        case .agenciesWithCoverage: return "agencies-with-coverage"
        case .stopsForLocation: return "stops-for-location"
        case .routesForLocation: return "routes-for-location"
        case .scheduleForStop: return "schedule-for-stop"
        case .currentTime: return "current-time"
        case .agency: return "agency"
        case .arrivalsAndDeparturesForStop: return "arrivals-and-departures-for-stop"
        case .arrivalAndDepartureForStop: return "arrival-and-departure-for-stop"
        case .tripDetails: return "trip-details"
        case .tripForVehicle: return "trip-for-vehicle"
        case .tripsForLocation: return "trips-for-location"
        case .tripsForRoute: return "trips-for-route"
        case .vehiclesForAgency: return "vehicles-for-agency"
        }
    }

    /// The id a "where" call puts after its method in the path; nil for the others.
    var pathID: String? {
        switch self {
        case .routesForAgency(let agency): return agency.rawValue
        case .route(let route): return route.rawValue
        case .stop(let stop): return stop.rawValue
        case .stopsForRoute(let route, _): return route.rawValue
        case .scheduleForStop(let stop, _): return stop.rawValue
        case .agency(let agency), .vehiclesForAgency(let agency): return agency.rawValue
        case .arrivalsAndDeparturesForStop(let stop, _, _, _), .arrivalAndDepartureForStop(let stop, _, _, _, _):
            return stop.rawValue
        case .tripDetails(let trip, _): return trip
        case .tripForVehicle(let vehicle): return vehicle.rawValue
        case .tripsForRoute(let route): return route.rawValue
        default: return nil
        }
    }

    /// The call's own query items (the key and `version` are added by ``MTAEndpoint``), or
    /// `.invalidArgument` (naming `provider`) for an argument the server would misread.
    func parameters(provider: ProviderID = MTABusTimeClient.providerID) throws(TransitError) -> [(String, String)] {
        do {
            return try parameters()
        } catch {
            var error = error
            error.provider = provider
            throw error
        }
    }

    private func parameters() throws(TransitError) -> [(String, String)] {
        if let pathID { try Self.requireID(pathID, operation, operation: operation) }
        switch self {
        case .vehicleMonitoring(let line, let direction, let vehicle, let detail, let maximumOnwardCalls):
            var query: [(String, String)] = []
            if let vehicle { query.append(("VehicleRef", vehicle.rawValue)) }
            if let line {
                try Self.requireID(line.rawValue, "line", operation: operation)
                query.append(("LineRef", line.rawValue))
                if let direction { query.append(("DirectionRef", direction.rawValue)) }
            }
            query.append(("VehicleMonitoringDetailLevel", detail.rawValue))
            if let maximumOnwardCalls {
                try Self.requirePositive(maximumOnwardCalls, "maximumOnwardCalls", operation: operation)
                query.append(("MaximumNumberOfCallsOnwards", String(maximumOnwardCalls)))
            }
            return query
        case .stopMonitoring(let stop, let line, let direction, let maximumStopVisits, let minimumPerLine, let detail):
            try Self.requireID(stop.rawValue, "stop", operation: operation)
            var query: [(String, String)] = [("MonitoringRef", stop.rawValue)]
            if let line { query.append(("LineRef", line.rawValue)) }
            if let direction { query.append(("DirectionRef", direction.rawValue)) }
            if let maximumStopVisits {
                try Self.requirePositive(maximumStopVisits, "maximumStopVisits", operation: operation)
                query.append(("MaximumStopVisits", String(maximumStopVisits)))
            }
            if let minimumPerLine {
                try Self.requirePositive(minimumPerLine, "minimumStopVisitsPerLine", operation: operation)
                query.append(("MinimumStopVisitsPerLine", String(minimumPerLine)))
            }
            query.append(("StopMonitoringDetailLevel", detail.rawValue))
            return query
        case .stopsForRoute(_, let polylines):
            return [("includePolylines", polylines ? "true" : "false")]
        case .stopsForLocation(let area, let text, let maxCount), .routesForLocation(let area, let text, let maxCount):
            var query = try area.validated(operation: operation).queryItems
            if let text { query.append(("query", text)) }
            if let maxCount {
                try Self.requirePositive(maxCount, "maxCount", operation: operation)
                query.append(("maxCount", String(maxCount)))
            }
            return query
        case .scheduleForStop(_, let date):
            // Always sent: left out, the server picks its own today, which is not the day the
            // caller meant near midnight or in another zone.
            return [("date", date.description)]
        case .arrivalsAndDeparturesForStop(_, let before, let after, let time):
            var query: [(String, String)] = []
            if let before {
                try Self.requireNotNegative(before, "minutesBefore", operation: operation)
                query.append(("minutesBefore", String(before)))
            }
            if let after {
                try Self.requireNotNegative(after, "minutesAfter", operation: operation)
                query.append(("minutesAfter", String(after)))
            }
            if let time { query.append(("time", Self.milliseconds(time))) }
            return query
        case .arrivalAndDepartureForStop(_, let trip, let serviceDate, let vehicle, let stopSequence):
            try Self.requireID(trip, "tripId", operation: operation)
            var query: [(String, String)] = [("tripId", trip), ("serviceDate", Self.milliseconds(serviceDate))]
            if let vehicle, !vehicle.trimmingCharacters(in: .whitespaces).isEmpty { query.append(("vehicleId", vehicle)) }
            if let stopSequence { query.append(("stopSequence", String(stopSequence))) }
            return query
        case .tripDetails(_, let serviceDate):
            var query: [(String, String)] = [("includeStatus", "true"), ("includeSchedule", "true"), ("includeTrip", "true")]
            if let serviceDate { query.append(("serviceDate", Self.milliseconds(serviceDate))) }
            return query
        case .tripForVehicle:
            return [("includeStatus", "true"), ("includeSchedule", "true"), ("includeTrip", "true")]
        case .tripsForLocation(let area):
            return try area.validated(operation: operation).queryItems + [("includeStatus", "true"), ("includeSchedule", "false")]
        case .tripsForRoute:
            return [("includeStatus", "true"), ("includeSchedule", "false")]
        case .routesForAgency, .route, .stop, .agenciesWithCoverage, .currentTime, .agency, .vehiclesForAgency:
            return []
        }
    }

    /// A day for the "where" calls whose answers change with the schedule, not between two
    /// calls, so a ``CacheMiddleware`` in the transport reuses them (Docs/StopFinding.md);
    /// the "for-location" calls are left out (every place is a new URL), live SIRI data too.
    var cacheLifetime: Duration? {
        switch self {
        case .routesForAgency, .stopsForRoute, .stop, .route, .agenciesWithCoverage, .scheduleForStop: return .seconds(86_400)
        case .agency: return .seconds(86_400)
        case .vehicleMonitoring, .stopMonitoring, .stopsForLocation, .routesForLocation, .currentTime,
            .arrivalsAndDeparturesForStop, .arrivalAndDepartureForStop, .tripDetails, .tripForVehicle,
            .tripsForLocation, .tripsForRoute, .vehiclesForAgency:
            return nil
        }
    }

    private static func requirePositive(_ value: Int, _ field: String, operation: String) throws(TransitError) {
        guard value > 0 else {
            throw TransitError(
                .invalidArgument, provider: MTABusTimeClient.providerID, operation: operation,
                detail: "\(field): \(value) must be positive")
        }
    }

    private static func requireNotNegative(_ value: Int, _ field: String, operation: String) throws(TransitError) {
        guard value >= 0 else {
            throw TransitError(
                .invalidArgument, provider: MTABusTimeClient.providerID, operation: operation,
                detail: "\(field): \(value) must not be negative")
        }
    }

    /// An instant as OneBusAway takes it: epoch milliseconds.
    static func milliseconds(_ date: Date) -> String {
        String(Int64((date.timeIntervalSince1970 * 1000).rounded()))
    }

    static func accept(_ format: MTAWhereFormat) -> HTTPHeaders {
        ["Accept": format == .xml ? "application/xml, text/xml" : "application/json"]
    }

    /// `.invalidArgument` for an id that is empty or only spaces: the server would answer
    /// with a vague error, or with the whole city.
    static func requireID(_ value: String, _ field: String, operation: String) throws(TransitError) {
        guard !value.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw TransitError(
                .invalidArgument, provider: MTABusTimeClient.providerID, operation: operation,
                detail: "\(field): an id is required")
        }
    }
}
