import Foundation
import TransitKitCore

/// Decoding without a client, for payloads an app already holds (and for fuzzing and
/// benchmarks): each body goes through `HTTPClient.interpret` with the endpoint a client's call
/// uses (its error reading, status check and `MTADecoder`), then `MTAMapper`, so an error body throws its `TransitError`
/// here too ("No such stop: …" is `.notFound`).
///
/// ```swift
/// let buses = try MTAPayloads.vehicles(fromVehicleMonitoring: data)   // [VehiclePosition]
/// ```
public enum MTAPayloads {
    /// Vehicle positions from a SIRI vehicle-monitoring body (v1 or v2 JSON).
    public static func vehicles(fromVehicleMonitoring body: Data) throws(TransitError) -> [VehiclePosition] {
        MTAMapper.vehicles(try siri(body, operation: "vehicle-monitoring"))
    }

    /// Predictions from a SIRI stop-monitoring body, sorted by time, shown in New York time,
    /// with the situations that came with them as the board's alerts.
    public static func predictions(fromStopMonitoring body: Data) throws(TransitError) -> PredictionBoard {
        MTAMapper.board([(stop: nil, delivery: try siri(body, operation: "stop-monitoring"))])
    }

    /// The run of every bus of a SIRI vehicle-monitoring body asked at detail level `calls`:
    /// position, next stops in travel order (monitored call, then onward calls), the situations.
    public static func trips(fromVehicleMonitoring body: Data) throws(TransitError) -> [VehicleTrip] {
        MTAMapper.trips(try siri(body, operation: "vehicle-monitoring"))
    }

    /// Service alerts from the situations of any SIRI body (JSON or XML).
    public static func alerts(fromSiri body: Data) throws(TransitError) -> [ServiceAlert] {
        MTAMapper.alerts(try siri(body, operation: "situation-exchange").situations)
    }

    /// The timetable rows of a schedule-for-stop body (`.scheduled` predictions, soonest first,
    /// in the zone of the agencies it names: New York for MTA's), with its `currentTime` as the
    /// board's `serverTime`.
    ///
    /// ```swift
    /// let board = try MTAPayloads.schedule(fromScheduleForStop: data)
    /// ```
    public static func schedule(fromScheduleForStop body: Data) throws(TransitError) -> PredictionBoard {
        let answer = try interpret(
            MTAWhereClocked<MTAWireWhereEntry<MTAWireWhereStopSchedule>>.self,
            .scheduleForStop("payload", date: payloadDay), body, status: 200)
        return MTAMapper.schedule(
            answer.payload, filter: RouteFilter(nil), serverTime: answer.serverTime, receivedAt: nil,
            zone: MTAMapper.zone(answer.payload.references, for: answer.payload.entry.stopId, fallback: MTABusTimeClient.newYork))
    }

    /// The routes of a routes-for-location body, with `limitExceeded` and `outOfRange`.
    public static func routes(fromRoutesForLocation body: Data) throws(TransitError) -> MTANearbyRoutes {
        let place = MTASearchArea.around(Coordinate(latitude: 0, longitude: 0), radius: nil)
        return MTAMapper.nearbyRoutes(
            try interpret(MTAWireWhereRouteList.self, .routesForLocation(place, query: nil, maxCount: nil), body, status: 200))
    }

    /// The routes of a routes-for-agency body (JSON or XML), in the server's order.
    public static func routes(fromRoutesForAgency body: Data) throws(TransitError) -> [Route] {
        try interpret(MTAWireWhereRouteList.self, .routesForAgency("payload"), body, status: 200).list.map(MTAMapper.route)
    }

    /// The route of a route/{id} body (JSON or XML).
    public static func route(fromRoute body: Data) throws(TransitError) -> Route {
        MTAMapper.route(try interpret(MTAWireWhereEntry<MTAWireWhereRoute>.self, .route("payload"), body, status: 200).entry)
    }

    /// The stop of a stop/{id} body (JSON or XML), in the zone of the agencies it names (New
    /// York when it names none).
    public static func stop(fromStop body: Data) throws(TransitError) -> Stop {
        let answer = try interpret(MTAWireWhereEntry<MTAWireWhereStop>.self, .stop("payload"), body, status: 200)
        return MTAMapper.stop(
            answer.entry, zone: MTAMapper.zone(answer.references, for: answer.entry.id, fallback: MTABusTimeClient.newYork))
    }

    /// The stops of a stops-for-location body, with `limitExceeded` and `outOfRange`.
    public static func stops(fromStopsForLocation body: Data) throws(TransitError) -> MTANearbyStops {
        let place = MTASearchArea.around(Coordinate(latitude: 0, longitude: 0), radius: nil)
        return MTAMapper.nearbyStops(
            try interpret(MTAWireWhereStopList.self, .stopsForLocation(place, code: nil, maxCount: nil), body, status: 200))
    }

    /// The shape of a stops-for-route body (JSON or XML, v1 or v2): its polylines and one
    /// branch per direction, stops in travel order — what `shape(of:)` answers.
    ///
    /// ```swift
    /// let shape = try MTAPayloads.shape(fromStopsForRoute: data)
    /// print(shape.route, shape.branches.map { $0.direction?.name ?? "" })
    /// ```
    public static func shape(fromStopsForRoute body: Data) throws(TransitError) -> RouteShape {
        let call = MTACall.stopsForRoute("payload", polylines: true)
        let payload = try interpret(MTAWireWhereStopsForRoute.self, call, body, status: 200)
        return try MTAMapper.shape(payload, route: "payload", request: placeholderRequest(call.operation))
    }

    /// The agencies of an agencies-with-coverage body (JSON or XML), each with its area.
    public static func coverage(fromAgenciesWithCoverage body: Data) throws(TransitError) -> [MTAAgencyCoverage] {
        MTAMapper.coverage(try interpret(MTAWireWhereAgenciesWithCoverage.self, .agenciesWithCoverage, body, status: 200))
    }

    /// The server's clock from a current-time body: `entry.time`, else the envelope's
    /// `currentTime`.
    public static func serverTime(fromCurrentTime body: Data) throws(TransitError) -> Date {
        let answer = try interpret(
            MTAWhereClocked<MTAWireWhereEntry<MTAWireWhereCurrentTime>>.self, .currentTime, body, status: 200)
        return try MTAMapper.serverTime(answer, request: placeholderRequest(MTACall.currentTime.operation))
    }

    /// A SIRI body as `call`'s answer at `status`: its error, or its delivery.
    static func siri(_ body: Data, operation: String, status: Int = 200) throws(TransitError) -> MTAWireSiriDelivery {
        let call: MTACall =
            operation == "stop-monitoring" ? .stopMonitoring(stop: "payload") : .vehicleMonitoring(line: nil)
        return try interpret(MTAWireSiriDelivery.self, call, body, status: status)
    }

    /// A "where" body as an endpoint's answer at `status`: its error, or its payload.
    static func `where`<Payload: MTAWherePayload>(
        _ type: Payload.Type, _ body: Data, operation: String,
        status: Int = 200
    ) throws(TransitError) -> Payload {
        try interpret(type, .agenciesWithCoverage, body, status: status, operation: operation)
    }

    /// `body` through `HTTPClient.interpret` as the answer to `call` — the same body-error
    /// reading, status check and decode a client's request goes through — with errors naming
    /// the call on the live host, without a key.
    static func interpret<Wire: MTAWire>(
        _ type: Wire.Type, _ call: MTACall, _ body: Data, status: Int, operation: String? = nil
    ) throws(TransitError) -> Wire {
        guard let configuration = offlineConfiguration else {
            throw TransitError(.invalidArgument, detail: "the offline configuration could not be built")
        }
        let endpoint = MTAEndpoint(call, configuration: configuration, as: type)
        let request = placeholderRequest(operation ?? call.operation)
        return try HTTPClient.interpret(endpoint, HTTPResponse(status: status, body: body), for: request)
    }

    /// The day named in an offline call: never sent, only part of the call's description.
    static let payloadDay = CalendarDate(Date(timeIntervalSince1970: 0), in: MTABusTimeClient.newYork)

    /// Built once for every door.
    private static let offlineConfiguration = try? MTABusTimeClient.Configuration(
        apiKey: Secret("offline"), userAgent: UserAgent(app: "TransitKit-payloads/1.0 (offline)"))

    static func placeholderRequest(_ operation: String) -> HTTPRequest {
        HTTPRequest(url: MTABusTimeClient.defaultBaseURL, provider: MTABusTimeClient.providerID, operation: operation)
    }
}
