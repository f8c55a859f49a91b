import Foundation
import TransitKitCore

/// One RestService call, paired with the `responseObject` element it returns; the core's
/// ``HTTPClient/perform(_:)`` runs it.
///
/// The URL shape is `{base}{Method}/{arg}/{arg}/?aid=…[&devInfo=…][&cid=…][&tkn=…]`: arguments are
/// path segments and every client ends the path with a slash before `?`. Every call but
/// GetDeviceToken carries the device token as `tkn`, redacted everywhere; ``TramTrackerClient``
/// sets it with ``authorized(by:)`` (and replaces it once when the server refuses it).
///
/// ```swift
/// let reply = try await http.perform(TramTrackerEndpoint.routeSummaries(configuration).authorized(by: token))
/// reply.items   // [TramTrackerWireRouteSummary]
/// ```
struct TramTrackerEndpoint<Element: Decodable & Sendable>: Endpoint {
    typealias Wire = TramTrackerWireReply<Element>

    let method: TramTrackerMethod
    /// The path segments after the method.
    let arguments: [String]
    let configuration: TramTrackerClient.Configuration
    /// Query items after `aid` (`devInfo`, `cid`).
    var query: [(String, String)] = []
    var token: Secret?

    /// The RestService method, first path segment ("GetNextPredictedRoutesCollection").
    var operation: String { method.rawValue }
    /// Every call but GetDeviceToken, the call that hands the token out.
    var needsToken: Bool { method != .deviceToken }

    /// The query item that carries the device token.
    static var tokenQueryItem: String { "tkn" }

    /// The device token; an empty one (or none) fails the call with `.unauthorized` before
    /// anything is sent.
    var credential: Secret? { needsToken ? token ?? Secret("", name: "device token") : nil }

    /// This call with `token` as its `tkn`.
    func authorized(by token: Secret) -> Self {
        var endpoint = self
        endpoint.token = token
        return endpoint
    }

    func request() throws(TransitError) -> HTTPRequest {
        var items = [("aid", configuration.aid)] + query
        if needsToken, let token { items.append((Self.tokenQueryItem, token.revealed)) }
        let url = try URLBuilder.url(
            base: configuration.baseURL, path: [operation] + arguments, query: items, trailingSlash: true)
        return HTTPRequest(
            url: url, headers: ["Accept": "application/json"], cacheLifetime: method.cacheLifetime,
            provider: TramTrackerClient.providerID, operation: operation,
            redaction: Redaction(queryItems: [Self.tokenQueryItem]))
    }

    /// `hasError: true` in a 2xx body (the RestService's way of failing). Other statuses are
    /// left to the status check, as their bodies are gateway pages more often than envelopes.
    func errorInBody(_ response: HTTPResponse, for request: HTTPRequest) -> TransitError? {
        guard response.isSuccess else { return nil }
        return TramTrackerDecoder.reportedError(in: response.body, source: .init(request, status: response.status))
    }

    func decode(_ response: HTTPResponse, for request: HTTPRequest) throws(TransitError) -> Wire {
        try TramTrackerDecoder.reply(
            Element.self, from: response.body, shape: method.shape,
            source: .init(request, status: response.status))
    }
}
