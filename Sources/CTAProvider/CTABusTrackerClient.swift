import Foundation
import TransitKitCore

/// The CTA Bus Tracker API (v3 by default, v2 on request) behind TransitKit's capabilities:
/// routes, directions and stops, predictions, service bulletins, vehicles and route shapes.
///
/// Callers pass any number of stops, vehicles or routes: the client cuts them into calls of
/// at most 10 ids, runs up to ``Configuration/maxConcurrentRequests`` at once, and merges the
/// answers. Per-item answers such as "No service scheduled" come back as notes, whole-call
/// failures (bad key, daily quota, server error) as typed ``TransitError``s. Times are
/// America/Chicago. The key never appears in a URL, error or log line TransitKit prints.
///
/// ```swift
/// let cta = try CTABusTrackerClient(apiKey: key, userAgent: UserAgent(app: "RideHome/2.1 (me@example.com)"))
/// guard let eastbound = try await cta.directions(of: "74").first else { return }
/// let stops = try await cta.stops(on: "74", direction: eastbound.id)       // in travel order
/// let board = try await cta.predictions(at: stops.map(\.id), routes: ["74"])  // batched by 10
/// let lines = board.predictions.map { "\($0.route) \($0.countdown(now: Date())?.text ?? "")" }
/// let status = try await cta.status(of: ["74"])                             // green / yellow / red
/// ```
public struct CTABusTrackerClient: TransitProvider {
    /// `"cta"`.
    public static let providerID: ProviderID = "cta"

    /// What the client was built from; prints and dumps with the key redacted.
    public let configuration: Configuration
    /// `cta`, "CTA Bus Tracker", America/Chicago, and the five capabilities it answers.
    public let descriptor: ProviderDescriptor
    let http: HTTPClient
    let builder: CTARequestBuilder

    /// A client for `configuration`. Nothing is sent until a call is made.
    public init(configuration: Configuration) {
        self.configuration = configuration
        descriptor = ProviderDescriptor(
            id: Self.providerID, name: "CTA Bus Tracker", timeZone: CTATime.zone,
            attribution: "Data provided by Chicago Transit Authority",
            capabilities: [.routeCatalog, .predictions, .alerts, .vehicles, .routeShapes])
        http = HTTPClient(provider: Self.providerID,
                          transport: MiddlewareTransport(configuration.transport, [UserAgentMiddleware(configuration.userAgent)]))
        builder = CTARequestBuilder(configuration: configuration)
    }

    /// A client with the default base URL and options.
    public init(apiKey: String, userAgent: UserAgent, version: APIVersion = .v3,
                transport: any Transport = URLSessionTransport(), clock: AnyClock = .continuous, now: Now = .system)
    {
        self.init(configuration: Configuration(apiKey: apiKey, userAgent: userAgent, version: version,
                                               transport: transport, clock: clock, now: now))
    }

    /// CTA's clock (`gettime`). `prdctdn` is computed against it, so apps whose device clock
    /// drifts can compare.
    public func serverTime() async throws(TransitError) -> Date {
        try CTAResponses.time(try await fetch(.gettime))
    }

    /// Sends one call and decodes it: a non-2xx status becomes its typed error (HTTP 429 →
    /// `.rateLimited`), a 200 carrying a whole-call error too; item errors ride along as notes.
    func fetch(_ call: CTACall, _ query: [(String, String)] = []) async throws(TransitError) -> CTARawAnswer {
        let request = try builder.request(call, query)
        guard !configuration.apiKey.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw TransitError(.unauthorized, request: request, detail: "apiKey is empty; Bus Tracker needs a key on every call")
        }
        let response = try await http.send(request)
        let now = configuration.now.date()
        if !response.isSuccess {
            if let text = response.text, text.lowercased().contains("transaction limit") {
                throw CTADecoder.quotaError(message: HTTPClient.snippet(of: response.body) ?? text, request: request,
                                            status: response.status, now: now)
            }
            try http.checkStatus(response, for: request, now: now)
        }
        let payload = try CTADecoder.decode(response.body, request: request, status: response.status, now: now)
        return CTARawAnswer(payload: payload, request: request)
    }

    /// Runs `call` once per batch of ≤ 10 ids, `maxConcurrentRequests` at a time.
    func fetchBatched(_ call: CTACall, ids: [String], name: String, extra: [(String, String)] = [])
        async throws(TransitError) -> [CTARawAnswer]
    {
        let batches = CTARequestBuilder.batches(ids)
        let client = self
        let extra = extra.map { Pair(name: $0.0, value: $0.1) }
        return try await batches.concurrentMap(limit: configuration.maxConcurrentRequests, provider: Self.providerID) { (batch) throws(TransitError) in
            try await client.fetch(call, [(name, batch)] + extra.map { ($0.name, $0.value) })
        }
    }

    /// A v3-only call made on v2 fails here, before any request.
    func requireV3(_ operation: String) throws(TransitError) {
        guard configuration.version == .v3 else {
            throw TransitError(.unsupported, provider: Self.providerID, operation: operation,
                               detail: "\(operation) needs Bus Tracker v3; this client is configured for v2")
        }
    }
}

/// A decoded answer and the request that produced it (for errors that name the endpoint).
struct CTARawAnswer: Sendable {
    let payload: CTAPayload
    let request: HTTPRequest

    var body: CTAResponseBody { payload.body }
    var notes: [ProviderNote] { payload.notes }
}

struct Pair: Sendable {
    let name: String
    let value: String
}

extension CTABusTrackerClient {
    /// The configured clock: live sequences (`liveVehicles`, `livePredictions`) wait on it.
    public var clock: AnyClock { configuration.clock }
}
