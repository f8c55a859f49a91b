import Foundation
import TransitKitCore

/// MTA Bus Time (New York): SIRI real-time (vehicles, arrivals, situations) and the
/// OneBusAway "where" API (agencies, routes, stops, polylines) behind TransitKit's capabilities.
///
/// ```swift
/// let mta = try MTABusTimeClient(apiKey: key, userAgent: UserAgent(app: "RideHome/2.1 (me@example.com)"))
/// let routes = MTARouteSearch.filter(try await mta.routes(), matching: "b63")
/// let shape = try await mta.shape(of: "MTA NYCT_B63")             // stops + polylines per direction
/// for try await buses in mta.liveVehicles(on: ["MTA NYCT_B63"]) { // every 20 s
///     draw(buses)
/// }
/// let status = try await mta.status(of: ["MTA NYCT_B63"])         // green / yellow / red
/// ```
public struct MTABusTimeClient: Sendable {
    /// What this client was built from (its description shows the key as `REDACTED`).
    public let configuration: Configuration
    let http: HTTPClient

    /// A client from a full configuration; the user agent is added to every request.
    public init(configuration: Configuration) {
        self.configuration = configuration
        let transport = MiddlewareTransport(configuration.transport, [UserAgentMiddleware(configuration.userAgent)])
        self.http = HTTPClient(provider: "mta", transport: transport)
    }

    /// A client with the usual options; see ``Configuration`` for the rest.
    public init(apiKey: String, userAgent: UserAgent, transport: any Transport = URLSessionTransport(),
                clock: AnyClock = .continuous, now: Now = .system) throws(TransitError)
    {
        try self.init(configuration: Configuration(apiKey: apiKey, userAgent: userAgent, transport: transport,
                                                   clock: clock, now: now))
    }

    /// Id `mta`, New York time, attribution, and the capabilities this client conforms to.
    public var descriptor: ProviderDescriptor {
        ProviderDescriptor(
            id: "mta", name: "MTA Bus Time", timeZone: configuration.timeZone,
            attribution: "Real-time and schedule data: MTA Bus Time (bustime.mta.info), Metropolitan Transportation Authority",
            capabilities: [.routeCatalog, .routeShapes, .predictions, .vehicles, .alerts])
    }

    // MARK: Plumbing

    /// Sends a SIRI request and decodes the delivery. Error bodies are read whatever the
    /// status (key errors are SIRI bodies on 401/403/417; validation errors are HTTP 200).
    func siri(_ request: HTTPRequest) async throws(TransitError) -> SiriServiceDelivery {
        let response = try await http.send(request)
        try checkError(response, request: request)
        return try MTADecoders.siri(response.body, request: request, status: response.status)
    }

    /// Sends a "where" request and decodes its envelope.
    func `where`<Payload: Decodable & Sendable>(_ type: Payload.Type, _ request: HTTPRequest) async throws(TransitError)
        -> WhereEnvelope<Payload>
    {
        let response = try await http.send(request)
        try checkError(response, request: request)
        return try MTADecoders.where(type, response.body, request: request, status: response.status)
    }

    private func checkError(_ response: HTTPResponse, request: HTTPRequest) throws(TransitError) {
        guard !response.isSuccess else { return }
        if let error = MTAErrors.fromErrorBody(response, request: request) { throw error }
        try http.checkStatus(response, for: request, now: configuration.now.date())
    }
}

extension MTABusTimeClient {
    /// The configured clock: live sequences (`liveVehicles`, `livePredictions`) wait on it.
    public var clock: AnyClock { configuration.clock }
}
