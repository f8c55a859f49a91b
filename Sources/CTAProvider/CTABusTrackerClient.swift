import Foundation
import TransitKitCore

/// The CTA Bus Tracker API (v3 by default, v2 on request) behind TransitKit's capabilities:
/// routes, directions and stops, predictions, service bulletins, vehicles and route shapes.
///
/// Callers pass any number of stops, vehicles or routes: the client trims them, asks each
/// once, cuts them into calls of at most 10 ids, runs up to
/// ``Configuration/maxConcurrentRequests`` at once, and merges the answers. An empty list is
/// `.invalidArgument` before any request. On a prediction board, a stop CTA has nothing for
/// ("No service scheduled"), does not know ("Invalid parameter provided"), or whose call
/// failed comes back as a note; the call throws only when every call failed. Times are in the
/// configured ``BusTimeProfile``'s zone (America/Chicago for CTA, the default; another agency's
/// BusTime server with `init(apiKey:userAgent:profile:…)`). The key never appears in a URL,
/// error, log line or description.
///
/// Rows carry what riders see besides the time — occupancy (`psgld`), distance to the stop
/// (`dstp`), who may board (`flagstop`, `dyn` 4), trip id and start — and stops near a place
/// or by name come from ``stopIndex``, built from the catalogue calls on first use.
///
/// ```swift
/// let cta = CTABusTrackerClient(apiKey: key, userAgent: try UserAgent(app: "RideHome/2.1 (me@example.com)"))
/// guard let eastbound = try await cta.directions(of: "74").first else { return }
/// let stops = try await cta.stops(on: "74", direction: eastbound.id)       // in travel order
/// let board = try await cta.predictions(at: stops.map(\.id), routes: ["74"])  // batched by 10
/// let lines = board.predictions.map { "\($0.route) \($0.countdown(now: Date())?.text ?? "")" }
/// let status = try await cta.status(of: ["74"])                             // green / yellow / red
/// let near = try await cta.stops(near: here, radius: 400, limit: 10)        // from the stop index
/// let trip = try await cta.trip(of: "8164")                                 // a bus's next stops
/// ```
public struct CTABusTrackerClient: TransitProvider {
    /// `"cta"`.
    public static let providerID: ProviderID = "cta"

    /// `cta`, "CTA Bus Tracker", America/Chicago, the attribution CTA's terms ask for, and
    /// ``coverage``.
    public static let facts = BusTimeProfile.cta.facts

    /// Where CTA buses run: 41.64…42.07 N, 87.94…87.52 W — the City of Chicago's limits (138th
    /// Street in the south, the Indiana line in the east, O'Hare in the west) and, to the north,
    /// the Evanston and Skokie termini (Central Street, Old Orchard). Docs/CTA.md says where the
    /// figures come from; `CoverageTests` holds every recorded stop and pattern point to it.
    public static let coverage = CoverageArea(south: 41.64, west: -87.94, north: 42.07, east: -87.52)

    /// What the client was built from; prints and dumps with the key redacted.
    public let configuration: Configuration
    let http: HTTPClient
    /// Every stop of the network, built from the catalogue calls on the first stop question
    /// (getroutes, then getdirections per route, then getstops per route and direction) and
    /// rebuilt by ``refreshStops()`` or after ``Configuration/stopIndexMaximumAge``. Copies of
    /// the client share it; its `StopIndex/status` says how old it is and what it cost.
    public let stopIndex: StopIndex

    /// A client for `configuration`. Nothing is sent until a call is made.
    public init(configuration: Configuration) {
        self.configuration = configuration
        http = HTTPClient(
            provider: configuration.profile.id, transport: configuration.transport,
            userAgent: configuration.userAgent, now: configuration.now)
        stopIndex = StopIndex(
            provider: configuration.profile.id, maximumAge: configuration.stopIndexMaximumAge,
            now: configuration.now)
    }

    /// A client with the default base URL and options.
    public init(
        apiKey: String, userAgent: UserAgent, version: APIVersion = .v3,
        transport: any Transport = LiveTransport(), clock: AnyClock = .continuous, now: Now = .system
    ) {
        self.init(
            configuration: Configuration(
                apiKey: Secret(apiKey, name: "API key"), userAgent: userAgent,
                version: version, transport: transport, clock: clock, now: now))
    }

    /// A client for the BusTime deployment `profile` (``BusTimeProfile/pittsburgh``…) with the
    /// default options: its base URL, version, zone and feed.
    public init(
        apiKey: String, userAgent: UserAgent, profile: BusTimeProfile,
        transport: any Transport = LiveTransport(), clock: AnyClock = .continuous, now: Now = .system
    ) {
        self.init(
            configuration: Configuration(
                apiKey: Secret(apiKey, name: "API key"), userAgent: userAgent, profile: profile,
                transport: transport, clock: clock, now: now))
    }

    /// The profile's facts (``facts`` for CTA) with the capabilities this client conforms to.
    public var descriptor: ProviderDescriptor { ProviderDescriptor(of: self, facts: configuration.profile.facts) }

    /// The configured profile's id: what errors, notes and the stop index name.
    var providerID: ProviderID { configuration.profile.id }

    /// The configured clock: live sequences (`liveVehicles`, `livePredictions`) wait on it.
    public var clock: AnyClock { configuration.clock }

    /// CTA's clock (`gettime`). `prdctdn` is computed against it, so apps whose device clock
    /// drifts can compare.
    public func serverTime() async throws(TransitError) -> Date {
        try CTAMapper.time(try await fetch(.gettime))
    }

    /// Runs one call through the core pipeline.
    func fetch(_ call: CTACall, _ query: [(String, String)] = []) async throws(TransitError) -> CTAAnswer {
        try call.refuseExclusive(query, provider: providerID)
        return try await http.perform(CTAEndpoint(call, query, configuration: configuration))
    }

    /// A v3-only call made on v2 fails here, before any request.
    func requireV3(_ operation: String) throws(TransitError) {
        guard configuration.version == .v3 else {
            throw TransitError(
                .unsupported, provider: providerID, operation: operation,
                detail: "\(operation) needs Bus Tracker v3; this client is configured for v2")
        }
    }
}
