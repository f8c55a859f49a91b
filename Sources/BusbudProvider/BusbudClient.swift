import Foundation
import TransitKitCore

/// Busbud's intercity coach search (`x-departures`): origin and destination city geohashes, a
/// local calendar date and passengers in; departures arriving over several polls out.
///
/// ```swift
/// let busbud = BusbudClient(token: env["BUSBUD_TOKEN"] ?? "",
///                               userAgent: UserAgent(app: "Osheaga/1.0 (me@example.com)"))
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
/// is `metadata.interval` or 2 s, failures back off with jitter, and the search stops at the
/// configured budget or when the search's `ttl` runs out — delivering what arrived, marked
/// incomplete, never throwing it away.
public struct BusbudClient: DepartureSearch {
    /// `busbud`: the provider named in every `TransitError` this client throws.
    public static let providerID: ProviderID = "busbud"
    /// Production, `https://napi.busbud.com` (Busbud has no sandbox).
    public static let defaultBaseURL = URL(string: "https://napi.busbud.com") ?? URL(fileURLWithPath: "/")

    /// What the client was built with (its description and mirror hide the token).
    public let configuration: Configuration
    let http: HTTPClient

    /// A client for `configuration`; nothing is checked or sent until a search starts.
    public init(configuration: Configuration) {
        self.configuration = configuration
        // Every request names the token header in its redaction; HTTPClient scrubs whatever
        // the transport below throws, even an error that quotes the token back.
        http = HTTPClient(provider: Self.providerID,
                          transport: MiddlewareTransport(configuration.transport, [UserAgentMiddleware(configuration.userAgent)]))
    }

    /// The usual setup: token, user agent, and optionally a transport and clock.
    public init(token: String, userAgent: UserAgent, transport: any Transport = URLSessionTransport(),
                clock: AnyClock = .continuous)
    {
        self.init(configuration: Configuration(token: token, userAgent: userAgent, transport: transport, clock: clock))
    }

    /// Busbud answers departure searches only; times are shown in each station's own zone,
    /// the descriptor's zone (Montréal, Busbud's home) is only a default for display.
    public var descriptor: ProviderDescriptor {
        ProviderDescriptor(id: Self.providerID, name: "Busbud",
                           timeZone: TimeZone(identifier: "America/Montreal") ?? .gmt,
                           attribution: "Departures from Busbud (busbud.com)",
                           capabilities: [.departureSearch])
    }

    /// Snapshots of the search: one after the first response and one after each poll, the
    /// last one ``DepartureSnapshot/isFinal``. Invalid queries fail before any request. No
    /// request is made after the consumer stops iterating.
    public func departures(_ query: DepartureQuery) -> AsyncThrowingStream<DepartureSnapshot, any Error> {
        let updates = search(query)
        return AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    for try await update in updates { continuation.yield(update.snapshot) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }

    /// ``departures(_:)`` with what only Busbud says: city names, the raw departure count and,
    /// when the search stopped early, the error that stopped it.
    public func search(_ query: DepartureQuery) -> AsyncThrowingStream<BusbudSearchUpdate, any Error> {
        AsyncThrowingStream { continuation in
            let task = Task {
                do {
                    try configuration.checkToken()
                    let run = try SearchRun(client: self, query: ValidatedQuery(query))
                    try await run.run { continuation.yield($0) }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}

extension BusbudClient {
    /// The configured clock: polls and backoffs wait on it.
    public var clock: AnyClock { configuration.clock }
}
