import Foundation
import TransitKitCore

/// Busbud's intercity coach search (`x-departures`): origin and destination city geohashes, a
/// local calendar date and passengers in; departures arriving over several polls out.
///
/// ```swift
/// let busbud = BusbudClient(token: env["BUSBUD_TOKEN"] ?? "",
///                           userAgent: try UserAgent(app: "Osheaga/1.0 (me@example.com)"))
/// let query = DepartureQuery(origin: "dr5reg", destination: "f25dvk",
///                            date: try CalendarDate("2016-07-29"),
///                            passengers: Passengers(adults: 1), currency: "CAD", language: "en")
/// for try await snapshot in busbud.departures(query) {
///     show(snapshot.departures)              // first results after one round trip
///     if snapshot.isFinal { break }
/// }
/// let final = try await busbud.searchDepartures(query)   // or just wait for the end
/// ```
///
/// Polling follows the server: `index` is the running total of departures received, the wait
/// is `metadata.interval` or 2 s, failures that can succeed on a retry back off with jitter,
/// and the search stops at the configured budget or when the search's `ttl` runs out —
/// delivering what arrived, marked incomplete, never throwing it away. The budget is shared
/// with any `RetryMiddleware` in the transport (`RetryBudget`), so the two
/// never multiply.
public struct BusbudClient: TransitProvider {
    /// `busbud`: the provider named in every `TransitError` this client throws.
    public static let providerID: ProviderID = "busbud"
    /// Production, `https://napi.busbud.com` (Busbud has no sandbox).
    public static let defaultBaseURL = URL(string: "https://napi.busbud.com") ?? URL(fileURLWithPath: "/")
    /// `https://busbud.imgix.net`, where every absolute picture template recorded lives
    /// (operator logos, 2021 city pictures). A city `image_url` sent as a bare path
    /// (`/images/promos/city-blocks/new-york.jpg`) is resolved against it; no recording shows
    /// the host those older paths were served from, so that much is assumed.
    public static let imageHost = URL(string: "https://busbud.imgix.net") ?? URL(fileURLWithPath: "/")

    /// What Busbud is. Departures carry each station's own zone; Montréal, Busbud's home, is
    /// only the default for display.
    public static let facts = ProviderDescriptor.Facts(
        id: providerID, name: "Busbud",
        timeZone: .agency("America/Montreal", standardOffset: -5),
        attribution: "Departures from Busbud (busbud.com)")

    /// What the client was built with (the token shows as `REDACTED`).
    public let configuration: Configuration
    let http: HTTPClient

    /// A client for `configuration`; nothing is checked or sent until a search starts.
    public init(configuration: Configuration) {
        self.configuration = configuration
        // Every request names the token header in its redaction; HTTPClient scrubs whatever
        // the transport below throws, even an error that quotes the token back.
        http = HTTPClient(
            provider: Self.providerID, transport: configuration.transport,
            userAgent: configuration.userAgent, now: configuration.now)
    }

    /// The usual setup: token, user agent, and optionally a transport and clock.
    public init(
        token: String, userAgent: UserAgent, transport: any Transport = LiveTransport(),
        clock: AnyClock = .continuous
    ) {
        self.init(
            configuration: Configuration(
                token: Secret(token, name: "partner token"), userAgent: userAgent,
                transport: transport, clock: clock))
    }

    /// Busbud answers departure searches only (derived from the conformances).
    public var descriptor: ProviderDescriptor { ProviderDescriptor(of: self, facts: Self.facts) }

    /// The configured clock: polls, backoffs and the search budget are measured on it.
    public var clock: AnyClock { configuration.clock }
}
