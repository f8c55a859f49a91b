import Foundation
import TransitKitCore

/// BusTime payloads of any deployment (``BusTimeProfile``): the same doors as the CTA ones,
/// with every wall-clock time read in the profile's zone and errors naming the profile's id.
///
/// ```swift
/// let buses = try CTAPayloads.vehicles(bytes, profile: .pittsburgh)   // times in America/New_York
/// ```
extension CTAPayloads {
    /// A `getpredictions` body of `profile`'s server, as ``predictions(_:now:)`` maps CTA's.
    public static func predictions(_ data: Data, profile: BusTimeProfile, now: Now = .system) throws(TransitError) -> PredictionBoard {
        let date = now.date()
        let answer = try answer(data, call: .getpredictions, profile: profile, now: date)
        return PredictionBoard(
            predictions: try CTAMapper.predictions(answer), notes: answer.notes,
            serverTime: CTAMapper.serverTime(answer), receivedAt: date)
    }

    /// A `getvehicles` body of `profile`'s server, in the order sent.
    public static func vehicles(_ data: Data, profile: BusTimeProfile, now: Now = .system) throws(TransitError) -> [VehiclePosition] {
        try CTAMapper.vehicles(try answer(data, call: .getvehicles, profile: profile, now: now.date()))
    }

    /// A `getdetours` or `getenhanceddetours` body of `profile`'s server: dates in its zone,
    /// directions as its ``BusTimeProfile/detourDirections`` says.
    public static func detours(_ data: Data, profile: BusTimeProfile, now: Now = .system) throws(TransitError) -> [Detour] {
        try CTAMapper.detours(try answer(data, call: .getdetours, profile: profile, now: now.date()))
    }

    /// A `getrtpidatafeeds` body: the feeds of a multi-feed server, in its order.
    public static func dataFeeds(
        _ data: Data, profile: BusTimeProfile = .cta, now: Now = .system
    ) throws(TransitError) -> [CTABusTrackerClient.DataFeed] {
        CTAMapper.dataFeeds(try answer(data, call: .getrtpidatafeeds, profile: profile, now: now.date()))
    }

    /// The body as `profile`'s answer to `call`, by the client's own steps (no key).
    static func answer(_ data: Data, call: CTACall, profile: BusTimeProfile, now: Date) throws(TransitError) -> CTAAnswer {
        let response = HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: data)
        let configuration = CTABusTrackerClient.Configuration(
            apiKey: Secret("", name: "API key"), userAgent: try UserAgent(app: "CTAPayloads"), profile: profile,
            now: .fixed(now))
        return try HTTPClient.interpret(CTAEndpoint(call, configuration: configuration), response, now: .fixed(now))
    }
}
