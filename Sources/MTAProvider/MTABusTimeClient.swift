import Foundation
import TransitKitCore

/// MTA Bus Time (New York): SIRI real-time (vehicles, arrivals, situations) and the
/// OneBusAway "where" API (agencies, routes, stops, polylines) behind TransitKit's capabilities.
///
/// Route ids may be written as a rider does (`B63`, `b63`) or as the server does
/// (`MTA NYCT_B63`); answers always carry the server's. A short id is looked up once per client
/// in the routes of ``Configuration/agencies`` (two routes-for-agency requests), then kept.
///
/// ```swift
/// let mta = MTABusTimeClient(apiKey: key, userAgent: try UserAgent(app: "RideHome/2.1 (me@example.com)"))
/// let routes = MTARouteSearch.filter(try await mta.routes(), matching: "b63")
/// let shape = try await mta.shape(of: "MTA NYCT_B63")             // stops + polylines per direction
/// for try await buses in mta.liveVehicles(on: ["B63"]) {          // every 20 s
///     draw(buses)
/// }
/// let status = try await mta.status(of: ["B63"])                  // green / yellow / red
/// let near = try await mta.stops(near: here, radius: 400, limit: 10)  // stops-for-location, nearest first
/// let run = try await mta.trip(of: "MTA NYCT_353")                 // its next stops, with times
/// ```
public struct MTABusTimeClient: TransitProvider {
    public static let providerID: ProviderID = "mta"

    /// What every MTA client states about itself: id, name, New York's zone (every time is
    /// shown in it, whatever the device's zone) and the attribution MTA's terms ask for.
    public static let facts = ProviderDescriptor.Facts(
        id: providerID, name: "MTA Bus Time", timeZone: .agency("America/New_York", standardOffset: -5),
        attribution: "Real-time and schedule data: MTA Bus Time (bustime.mta.info), Metropolitan Transportation Authority",
        coverage: newYorkCity)

    /// Where MTA Bus Time has buses: the five boroughs of New York City (the city's boundary runs
    /// 40.477…40.918 N, 74.259…73.700 W), grown to the coverage boxes the server gives MTA NYCT
    /// and MTABC (agencies-with-coverage-1.json reaches 40.933 N) and by about a kilometre on
    /// every side. ``coverageArea()`` asks the server for its current boxes instead.
    public static let newYorkCity = CoverageArea(south: 40.46, west: -74.27, north: 40.95, east: -73.68)

    /// America/New_York: the zone of every stop and prediction (``facts``' zone).
    public static var newYork: TimeZone { facts.timeZone }

    /// What this client was built from (the key shows as `REDACTED`).
    public let configuration: Configuration
    let http: HTTPClient
    /// The routes short ids are looked up in, loaded on first need and kept (shared by copies
    /// of this client).
    let directory = MTARouteDirectory()
    /// The stops of every route of the configured agencies, built on first need for name search
    /// (and for "near" where stops-for-location cannot list them all); shared by copies.
    public let stopIndex: StopIndex

    /// A client from a full configuration; the user agent is added to every request.
    public init(configuration: Configuration) {
        self.configuration = configuration
        http = HTTPClient(
            provider: Self.providerID, transport: configuration.transport,
            userAgent: configuration.userAgent, now: configuration.now)
        stopIndex = StopIndex(provider: Self.providerID, maximumAge: configuration.stopIndexMaximumAge, now: configuration.now)
    }

    /// A client with the usual options; see ``Configuration`` for the rest. Never throws: an
    /// empty key fails the first call with `.unauthorized`, before any request.
    public init(
        apiKey: String, userAgent: UserAgent, transport: any Transport = LiveTransport(),
        clock: AnyClock = .continuous, now: Now = .system
    ) {
        self.init(
            configuration: Configuration(
                apiKey: Secret(apiKey, name: "API key"), userAgent: userAgent,
                transport: transport, clock: clock, now: now))
    }

    /// ``facts`` with the capabilities this client conforms to.
    public var descriptor: ProviderDescriptor { ProviderDescriptor(of: self, facts: Self.facts) }

    /// The "where" half of this client as a ``OneBusAwayClient`` of the ``OneBusAwayRegion/mtaNewYork``
    /// profile (this client's base URL, key, user agent, transport, clock and "where" format):
    /// the OneBusAway calls ``MTABusTimeClient`` has no capability for (trip-details,
    /// trip-for-vehicle, trips-for-route, vehicles-for-agency, arrivals-and-departures-for-stop,
    /// agency). MTA strips real time from "where", so their rows are the schedule's.
    ///
    /// ```swift
    /// let timetable = try await mta.oneBusAway.arrivals(at: ["MTA_308209"], minutesBefore: 0, minutesAfter: 60)
    /// ```
    public var oneBusAway: OneBusAwayClient {
        OneBusAwayClient(
            configuration: .init(
                region: OneBusAwayRegion.mtaNewYork.at(configuration.baseURL), apiKey: configuration.apiKey,
                userAgent: configuration.userAgent, transport: configuration.transport, clock: configuration.clock,
                now: configuration.now, format: configuration.whereFormat,
                maxConcurrentRequests: configuration.maxConcurrentRequests))
    }

    /// The configured clock: live sequences (`liveVehicles`, `livePredictions`) wait on it.
    public var clock: AnyClock { configuration.clock }
}
