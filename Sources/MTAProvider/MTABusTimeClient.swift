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
/// ```
public struct MTABusTimeClient: Sendable {
    public static let providerID: ProviderID = "mta"

    /// What every MTA client states about itself: id, name, New York's zone (every time is
    /// shown in it, whatever the device's zone) and the attribution MTA's terms ask for.
    public static let facts = ProviderDescriptor.Facts(
        id: providerID, name: "MTA Bus Time", timeZone: .agency("America/New_York", standardOffset: -5),
        attribution: "Real-time and schedule data: MTA Bus Time (bustime.mta.info), Metropolitan Transportation Authority")

    /// America/New_York: the zone of every stop and prediction (``facts``' zone).
    public static var newYork: TimeZone { facts.timeZone }

    /// What this client was built from (the key shows as `REDACTED`).
    public let configuration: Configuration
    let http: HTTPClient
    /// The routes short ids are looked up in, loaded on first need and kept (shared by copies
    /// of this client).
    let directory = MTARouteDirectory()

    /// A client from a full configuration; the user agent is added to every request.
    public init(configuration: Configuration) {
        self.configuration = configuration
        http = HTTPClient(provider: Self.providerID, transport: configuration.transport,
                          userAgent: configuration.userAgent, now: configuration.now)
    }

    /// A client with the usual options; see ``Configuration`` for the rest. Never throws: an
    /// empty key fails the first call with `.unauthorized`, before any request.
    public init(apiKey: String, userAgent: UserAgent, transport: any Transport = URLSessionTransport(),
                clock: AnyClock = .continuous, now: Now = .system)
    {
        self.init(configuration: Configuration(apiKey: Secret(apiKey, name: "API key"), userAgent: userAgent,
                                               transport: transport, clock: clock, now: now))
    }

    /// ``facts`` with the capabilities this client conforms to.
    public var descriptor: ProviderDescriptor { ProviderDescriptor(of: self, facts: Self.facts) }

    /// The configured clock: live sequences (`liveVehicles`, `livePredictions`) wait on it.
    public var clock: AnyClock { configuration.clock }
}
