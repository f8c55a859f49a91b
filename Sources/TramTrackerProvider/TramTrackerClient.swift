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
/// let board = try await client.predictions(at: ["1234", "2234"], routes: ["78"])
/// for p in board.predictions {
///     row.detail = p.countdown(now: Date())?.text   // "9:23 am (3 min)", in Melbourne time
///     // 78  Balaclava  9:23 am (3 min)
/// }
/// ```
public struct TramTrackerClient: TransitProvider, Sendable {
    /// `tramtracker`: names this provider in errors, notes and the CLI.
    public static let providerID: ProviderID = "tramtracker"

    /// Times are shown in Melbourne, whatever the device's zone.
    public static let melbourne: TimeZone =
        // tzdata ships with Foundation; the fixed +10:00 fallback only avoids a force unwrap.
        TimeZone(identifier: "Australia/Melbourne") ?? TimeZone(secondsFromGMT: 10 * 3600) ?? TimeZone.current

    /// What the client was made with.
    public let configuration: TramTrackerConfiguration
    let http: HTTPClient
    let tokens: DeviceTokenProvider

    /// A client; nothing is sent until the first call (the device token is fetched then).
    public init(configuration: TramTrackerConfiguration) {
        self.configuration = configuration
        let http = HTTPClient(
            provider: Self.providerID,
            transport: MiddlewareTransport(configuration.transport, [UserAgentMiddleware(configuration.userAgent)]))
        self.http = http
        self.tokens = DeviceTokenProvider(store: configuration.tokenStore) {
            try await Self.fetchDeviceToken(http: http, configuration: configuration)
        }
    }

    /// The usual case: the live service, your user agent, an in-memory token.
    public init(userAgent: UserAgent, transport: any Transport = URLSessionTransport(),
                tokenStore: any TokenStore = InMemoryTokenStore(), clock: AnyClock = .continuous, now: Now = .system)
    {
        self.init(configuration: TramTrackerConfiguration(userAgent: userAgent, transport: transport, clock: clock,
                                                          now: now, tokenStore: tokenStore))
    }

    /// Melbourne time zone; predictions, route catalogue and alerts.
    public var descriptor: ProviderDescriptor {
        ProviderDescriptor(id: Self.providerID, name: "Yarra Trams tramTRACKER", timeZone: Self.melbourne,
                           attribution: "Tram data: Yarra Trams tramTRACKER (unofficial API)",
                           capabilities: [.predictions, .routeCatalog, .alerts])
    }

    // MARK: - Requests

    /// GetDeviceToken: the one call made without a token.
    static func fetchDeviceToken(http: HTTPClient, configuration: TramTrackerConfiguration) async throws(TransitError)
        -> String
    {
        let endpoint = TramTrackerEndpoint.deviceToken
        let request = try RequestBuilder.request(endpoint, configuration: configuration, token: nil)
        let response = try await http.send(request)
        try http.checkStatus(response, for: request, now: configuration.now.date())
        let decoded = try ResponseDecoder.single(WireDeviceToken.self, from: response.body, endpoint: endpoint,
                                                 request: request)
        guard let token = decoded.value?.DeviceToken.trimmingCharacters(in: .whitespacesAndNewlines), !token.isEmpty else {
            throw TransitError(.decoding, request: request,
                               detail: "GetDeviceToken: responseObject[0].DeviceToken is missing or empty")
        }
        return token
    }

    /// The device token, as a `TransitError` when it cannot be had.
    func deviceToken() async throws(TransitError) -> String {
        do { return try await tokens.token() } catch let error as TransitError {
            throw error
        } catch is CancellationError {
            throw TransitError(.cancelled, provider: Self.providerID, operation: "GetDeviceToken")
        } catch {
            throw TransitError(.transport, provider: Self.providerID, operation: "GetDeviceToken",
                               detail: String(describing: error))
        }
    }

    /// Sends `endpoint` with the device token and decodes the answer. A token error fetches a
    /// new token and tries once more; a second token error is thrown, never looped on.
    func perform<Value>(_ endpoint: TramTrackerEndpoint,
                        decode: (Data, HTTPRequest) throws(TransitError) -> Value) async throws(TransitError) -> Value
    {
        let token = try await deviceToken()
        do {
            return try await attempt(endpoint, token: token, decode: decode)
        } catch where TokenErrors.isTokenError(error) {
            await tokens.reject(token)
            let fresh = try await deviceToken()
            do {
                return try await attempt(endpoint, token: fresh, decode: decode)
            } catch where TokenErrors.isTokenError(error) {
                var error = error
                error.detail = (error.detail ?? endpoint.method) + "; refused again with a freshly fetched device token"
                throw error
            }
        }
    }

    private func attempt<Value>(_ endpoint: TramTrackerEndpoint, token: String,
                                decode: (Data, HTTPRequest) throws(TransitError) -> Value) async throws(TransitError)
        -> Value
    {
        let request = try RequestBuilder.request(endpoint, configuration: configuration, token: token)
        let response = try await http.send(request)
        try http.checkStatus(response, for: request, now: configuration.now.date())
        return try decode(response.body, request)
    }

    func list<T: Decodable & Sendable>(_ type: T.Type, _ endpoint: TramTrackerEndpoint) async throws(TransitError)
        -> ResponseDecoder.Decoded<[T]>
    {
        try await perform(endpoint) { (body, request) throws(TransitError) in
            try ResponseDecoder.list(T.self, from: body, endpoint: endpoint, request: request)
        }
    }

    func single<T: Decodable & Sendable>(_ type: T.Type, _ endpoint: TramTrackerEndpoint) async throws(TransitError)
        -> ResponseDecoder.Decoded<T?>
    {
        try await perform(endpoint) { (body, request) throws(TransitError) in
            try ResponseDecoder.single(T.self, from: body, endpoint: endpoint, request: request)
        }
    }

    static func invalid(_ operation: String, _ detail: String) -> TransitError {
        TransitError(.invalidArgument, provider: providerID, operation: operation, detail: detail)
    }
}

extension TramTrackerClient {
    /// The configured clock: live sequences (`liveVehicles`, `livePredictions`) wait on it.
    public var clock: AnyClock { configuration.clock }
}
