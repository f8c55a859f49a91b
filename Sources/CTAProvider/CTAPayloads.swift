import Foundation
import TransitKitCore

/// Bus Tracker payloads an app already holds — a cache, a file, a body fetched by its own
/// networking — decoded and mapped without a client, by the same decoder and mapper the client
/// uses: per-item errors become notes, whole-call errors inside the body (bad key, quota…) are
/// thrown as typed `TransitError`s, and a field that does not fit is `.decoding` naming its
/// path. Errors name the call (`operation`) the payload answers.
///
/// ```swift
/// let board = try CTAPayloads.predictions(getpredictionsBytes)     // sorted, with notes
/// let buses = try CTAPayloads.vehicles(getvehiclesBytes)
/// ```
///
/// `now` only dates the `retryAfter` of a quota error (midnight in Chicago) and the board's
/// `receivedAt`.
public enum CTAPayloads {
    /// A `getpredictions` body as a board: rows sorted by time, hidden rows (`dyn` 16/17)
    /// dropped, per-stop messages as notes, and as the server time `tm` when the body has one,
    /// else the latest row `tmstmp`.
    public static func predictions(_ data: Data, now: Now = .system) throws(TransitError) -> PredictionBoard {
        let date = now.date()
        let answer = try answer(data, call: .getpredictions, now: date)
        return PredictionBoard(
            predictions: try CTAMapper.predictions(answer), notes: answer.notes,
            serverTime: CTAMapper.serverTime(answer), receivedAt: date)
    }

    /// A `getvehicles` body, in the order sent.
    public static func vehicles(_ data: Data, now: Now = .system) throws(TransitError) -> [VehiclePosition] {
        try CTAMapper.vehicles(try answer(data, call: .getvehicles, now: now.date()))
    }

    /// A `getservicebulletins` body, one alert per bulletin name, high priority first (not
    /// scoped: the payload does not say which routes were asked for).
    public static func alerts(_ data: Data, now: Now = .system) throws(TransitError) -> [ServiceAlert] {
        try CTAMapper.alerts(try answer(data, call: .getservicebulletins, now: now.date())).merged()
    }

    /// A `getroutes` body, in CTA's order.
    public static func routes(_ data: Data, now: Now = .system) throws(TransitError) -> [Route] {
        CTAMapper.routes(try answer(data, call: .getroutes, now: now.date()))
    }

    /// A `getdirections` body, v2 or v3 shape.
    public static func directions(_ data: Data, now: Now = .system) throws(TransitError) -> [Direction] {
        CTAMapper.directions(try answer(data, call: .getdirections, now: now.date()))
    }

    /// A `getstops` body, in the order sent (alphabetical, for CTA).
    public static func stops(_ data: Data, now: Now = .system) throws(TransitError) -> [Stop] {
        CTAMapper.stops(try answer(data, call: .getstops, now: now.date()))
    }

    /// A `getpatterns` body as the shape of `route`: one branch per pattern.
    public static func shape(_ data: Data, route: Route.ID, now: Now = .system) throws(TransitError) -> RouteShape {
        CTAMapper.shape(route: route, patterns: CTAMapper.patterns(try answer(data, call: .getpatterns, now: now.date())))
    }

    /// A `gettime` body: CTA's clock, from either of its shapes (local time or epoch ms).
    public static func time(_ data: Data, now: Now = .system) throws(TransitError) -> Date {
        try CTAMapper.time(try answer(data, call: .gettime, now: now.date()))
    }

    /// A `getdetours` or `getenhanceddetours` body (v3), in CTA's order, cancelled ones included.
    public static func detours(_ data: Data, now: Now = .system) throws(TransitError) -> [Detour] {
        try CTAMapper.detours(try answer(data, call: .getdetours, now: now.date()))
    }

    /// A `getlocalelist` body.
    public static func languages(_ data: Data, now: Now = .system) throws(TransitError) -> [CTABusTrackerClient.Language] {
        CTAMapper.languages(try answer(data, call: .getlocalelist, now: now.date()))
    }

    /// The body as an answer to `call`: ``CTAEndpoint``'s own steps through
    /// `HTTPClient.interpret` (the quota reply, the status, then ``CTADecoder``) on an HTTP 200
    /// that came from nowhere in particular, for a configuration without a key, on the live host.
    static func answer(_ data: Data, call: CTACall, now: Date) throws(TransitError) -> CTAAnswer {
        let response = HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: data)
        let endpoint = CTAEndpoint(call, configuration: try offlineConfiguration(now: now))
        guard let request = offlineRequests[call] else { return try HTTPClient.interpret(endpoint, response, now: .fixed(now)) }
        return try HTTPClient.interpret(endpoint, response, for: request, now: .fixed(now))
    }

    /// The request each call's errors name, built once: building its URL cost 14–20 % of
    /// decoding and mapping a small answer. The request depends on the call alone (no key,
    /// v3, the live host), never on `now`.
    private static let offlineRequests: [CTACall: HTTPRequest] = {
        guard let configuration = try? offlineConfiguration(now: Date(timeIntervalSince1970: 0)) else { return [:] }
        return Dictionary(
            uniqueKeysWithValues: CTACall.allCases.compactMap { call in
                (try? CTAEndpoint(call, configuration: configuration).request()).map { (call, $0) }
            })
    }()

    /// No key (so errors name the bare call), v3, the live host; `now` dates a quota reply.
    static func offlineConfiguration(now: Date) throws(TransitError) -> CTABusTrackerClient.Configuration {
        CTABusTrackerClient.Configuration(
            apiKey: Secret("", name: "API key"), userAgent: try UserAgent(app: "CTAPayloads"), now: .fixed(now))
    }
}
