import Foundation
import TransitKitCore

/// Any OneBusAway server's "where" API behind TransitKit's capabilities, from a
/// ``OneBusAwayRegion`` (base URL, stated zone, coverage, what real time it serves) and a key.
///
/// - `PredictionSource`: arrivals-and-departures-for-stop, with a `TimeWindow` sent as
///   `minutesBefore`/`minutesAfter`/`time`;
/// - `TripSource`: trip-for-vehicle; ``tripDetails(_:serviceDate:)`` for a trip by id;
/// - `VehicleSource`: trips-for-route; `AreaVehicleSource`: trips-for-location;
/// - ``vehicles(ofAgency:)``, ``agency(_:)``, ``arrival(at:trip:serviceDate:vehicle:stopSequence:)``.
///
/// Every time is shown in the zone the answer names (its agencies' `timezone`, a trip's
/// `schedule.timeZone`), else the region's. A region without "where" real time (MTA: SIRI
/// only) answers schedule rows, each `.scheduled`.
///
/// ```swift
/// let seattle = OneBusAwayClient(region: .pugetSound, apiKey: key, userAgent: try UserAgent(app: "RideHome/2.1 (me@example.com)"))
/// let board = try await seattle.predictions(at: ["1_75414"], routes: nil, within: .next(.seconds(1800)))
/// let run = try await seattle.trip(of: "1_3686")
/// ```
public struct OneBusAwayClient: TransitProvider {
    /// What this client was built from (the key shows as `REDACTED`).
    public let configuration: Configuration
    let http: HTTPClient
    /// The routes of every covered agency, loaded the first time a bare route id ("75") has to
    /// become the server's (`1_100269`), then kept (shared by copies of this client).
    let directory = MTARouteDirectory()

    /// A client from a full configuration; the user agent is added to every request.
    public init(configuration: Configuration) {
        self.configuration = configuration
        http = HTTPClient(
            provider: configuration.region.id, transport: configuration.transport,
            userAgent: configuration.userAgent, now: configuration.now)
    }

    /// A client for `region` with the usual options. Never throws: an empty key fails the
    /// first call with `.unauthorized`, before any request.
    public init(
        region: OneBusAwayRegion, apiKey: String, userAgent: UserAgent, transport: any Transport = LiveTransport(),
        clock: AnyClock = .continuous, now: Now = .system
    ) {
        self.init(
            configuration: Configuration(
                region: region, apiKey: Secret(apiKey, name: "API key"), userAgent: userAgent, transport: transport,
                clock: clock, now: now))
    }

    /// The region's id, name, stated zone, attribution and coverage.
    public var facts: ProviderDescriptor.Facts { configuration.region.facts }

    /// ``facts`` with the capabilities this client conforms to.
    public var descriptor: ProviderDescriptor { ProviderDescriptor(of: self, facts: facts) }

    /// The configured clock: live sequences wait on it.
    public var clock: AnyClock { configuration.clock }

    /// Runs one "where" call.
    func perform<Wire: MTAWire>(_ call: MTACall, as wire: Wire.Type) async throws(TransitError) -> Wire {
        try await http.perform(OneBusAwayEndpoint(call, configuration: configuration, as: wire))
    }
}
