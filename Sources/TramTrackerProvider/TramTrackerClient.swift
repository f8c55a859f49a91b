import Foundation
import TransitKitCore

/// Melbourne's tramTRACKER (Yarra Trams) JSON RestService: next trams at any number of stops,
/// the route catalogue, and the disruption notices that ride on predictions.
///
/// The device token the API wants is fetched once, when first needed, shared by concurrent
/// calls, kept in the configured ``TokenStore``, and refreshed once if the server refuses it.
/// It is a secret: it never appears in errors, logs or descriptions.
///
/// ```swift
/// let client = TramTrackerClient(userAgent: try UserAgent(app: "RideHome/2.1 (me@example.com)"))
/// let board = try await client.nextTrams(at: ["1234", "2234"], routes: ["78"])
/// for p in board.predictions {
///     let countdown = p.countdown(now: board.serverNow(at: Date()))?.text ?? ""   // "9:23 am (3 min)", Melbourne time
///     print(p.routeName ?? "", p.destination ?? "", countdown)                    // 78  Balaclava  9:23 am (3 min)
/// }
/// ```
public struct TramTrackerClient: TransitProvider {
    /// `tramtracker`: names this provider in errors, notes and the CLI.
    public static let providerID: ProviderID = "tramtracker"

    /// What the provider is; times are shown in Melbourne, whatever the device's zone.
    public static let facts = ProviderDescriptor.Facts(
        id: providerID, name: "Yarra Trams tramTRACKER",
        timeZone: .agency("Australia/Melbourne", standardOffset: 10),
        attribution: "Tram data: Yarra Trams tramTRACKER (unofficial API)",
        coverage: network)

    /// Melbourne's tram network as one box: its outermost termini — Bundoora RMIT (route 86,
    /// north, about 37.68° S), East Brighton (route 64, south, about 37.92° S), Airport West and
    /// West Maribyrnong (routes 59 and 57, west, about 144.88° E) and Vermont South (route 75,
    /// east, about 145.18° E) — each widened by about a kilometre and rounded outwards to
    /// 0.01°. No recorded catalogue covers the whole network, so the box is stated, not
    /// derived; every recorded stop lies inside (`StopFinderTests.coverageHoldsEveryRecordedStop`).
    public static let network = CoverageArea(south: -37.94, west: 144.86, north: -37.66, east: 145.21)

    /// The zone every time is shown in (`facts.timeZone`).
    public static var melbourne: TimeZone { facts.timeZone }

    /// What the client was made with.
    public let configuration: Configuration
    let http: HTTPClient
    let tokens: DeviceTokenProvider
    /// Every stop of the network, built from the catalogue calls on the first stop question
    /// (``stopCatalogue()``) and shared by copies of this client; rebuilt by ``refreshStops()``
    /// or, with ``Configuration/stopIndexMaximumAge``, when it got that old.
    public let stopIndex: StopIndex

    /// A client; nothing is sent until the first call (the device token is fetched then).
    /// Never throws: problems are reported by the call that meets them.
    public init(configuration: Configuration) {
        self.configuration = configuration
        let http = HTTPClient(
            provider: Self.providerID, transport: configuration.transport,
            userAgent: configuration.userAgent, now: configuration.now)
        self.http = http
        self.stopIndex = StopIndex(
            provider: Self.providerID, maximumAge: configuration.stopIndexMaximumAge,
            now: configuration.now)
        self.tokens = DeviceTokenProvider(store: configuration.tokenStore) { () async throws(TransitError) -> Secret in
            try await Self.fetchDeviceToken(http: http, configuration: configuration)
        }
    }

    /// The usual case: the live service, your user agent, an in-memory token.
    public init(
        userAgent: UserAgent, transport: any Transport = LiveTransport(),
        tokenStore: any TokenStore = InMemoryTokenStore(), clock: AnyClock = .continuous, now: Now = .system
    ) {
        self.init(
            configuration: Configuration(
                userAgent: userAgent, transport: transport, clock: clock, now: now,
                tokenStore: tokenStore))
    }

    /// Melbourne's zone, and the capabilities this client conforms to.
    public var descriptor: ProviderDescriptor { ProviderDescriptor(of: self, facts: Self.facts) }

    /// The configured clock: live sequences (`liveTrams`, `livePredictions`) wait on it.
    public var clock: AnyClock { configuration.clock }

    // MARK: - The pipeline, with the device token on top

    /// GetDeviceToken: the one call made without a token.
    static func fetchDeviceToken(http: HTTPClient, configuration: Configuration) async throws(TransitError) -> Secret {
        let reply = try await http.perform(TramTrackerEndpoint<TramTrackerWireDeviceToken>(.deviceToken, configuration: configuration))
        let token = Secret(reply.single?.DeviceToken ?? "", name: "device token")
        guard !token.isEmpty else {
            throw TransitError(
                .decoding, provider: providerID, operation: "GetDeviceToken",
                detail: "GetDeviceToken: responseObject[0].DeviceToken is missing or empty")
        }
        return token
    }

    /// Runs `call` through the core pipeline (``HTTPClient/perform(_:)``) with the device
    /// token. A refused token is replaced and the call tried once more; a second refusal is
    /// thrown, never looped on.
    func perform<Element>(
        _ call: TramTrackerCall, as type: Element.Type = Element.self
    ) async throws(TransitError)
        -> TramTrackerWireReply<Element>
    {
        let endpoint = TramTrackerEndpoint<Element>(call, configuration: configuration)
        let token = try await tokens.token()
        do {
            return try await send(endpoint.authorized(by: token))
        } catch  where TramTrackerErrors.isTokenError(error) {
            tokens.reject(token)
            let fresh = try await tokens.token()
            do {
                return try await send(endpoint.authorized(by: fresh))
            } catch  where TramTrackerErrors.isTokenError(error) {
                var error = error
                error.detail = (error.detail ?? endpoint.operation) + "; refused again with a freshly fetched device token"
                throw error
            }
        }
    }

    /// One call through the pipeline. The RestService reports errors inside HTTP 200; the
    /// core takes such an answer back from any `CacheMiddleware` below (`ResponseVerdict`), so a
    /// kept catalogue answer is never an error and the next call asks the server again.
    private func send<Element>(
        _ endpoint: TramTrackerEndpoint<Element>
    ) async throws(TransitError)
        -> TramTrackerWireReply<Element>
    {
        try await http.perform(endpoint)
    }
}
