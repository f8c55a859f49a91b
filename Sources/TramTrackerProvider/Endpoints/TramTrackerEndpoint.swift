import Foundation
import TransitKitCore

/// One RestService call (a ``TramTrackerCall``), decoded as `Element`s; the core's
/// ``HTTPClient/perform(_:)`` runs it.
///
/// The URL shape is `{base}{Method}/{arg}/{arg}/?aid=…[&devInfo=…][&cid=…][&tkn=…]`: arguments are
/// path segments and every client ends the path with a slash before `?`. Every call but
/// GetDeviceToken carries the device token as `tkn`, redacted everywhere; ``TramTrackerClient``
/// sets it with ``authorized(by:)`` (and replaces it once when the server refuses it).
///
/// ```swift
/// let endpoint = TramTrackerEndpoint<TramTrackerWireRouteSummary>(.routeSummaries, configuration: configuration)
/// let reply = try await http.perform(endpoint.authorized(by: token))
/// reply.items   // [TramTrackerWireRouteSummary]
/// ```
///
/// An error the RestService reports inside a 2xx body (`hasError: true`) is found by the one
/// decode (``TramTrackerDecoder``); other statuses are left to the core's status check, as
/// their bodies are gateway pages more often than envelopes.
struct TramTrackerEndpoint<Element: TramTrackerWireElement>: Endpoint {
    typealias Wire = TramTrackerWireReply<Element>

    let call: TramTrackerCall
    let configuration: TramTrackerClient.Configuration
    var token: Secret?

    init(_ call: TramTrackerCall, configuration: TramTrackerClient.Configuration, token: Secret? = nil) {
        self.call = call
        self.configuration = configuration
        self.token = token
    }

    var operation: String { call.name }

    /// The query item that carries the device token.
    static var tokenQueryItem: String { "tkn" }

    /// The device token; an empty one (or none) fails the call with `.unauthorized` before
    /// anything is sent.
    var credential: Secret? { call.needsToken ? token ?? Secret("", name: "device token") : nil }

    /// This call with `token` as its `tkn`.
    func authorized(by token: Secret) -> Self {
        var endpoint = self
        endpoint.token = token
        return endpoint
    }

    /// Query items after `aid`: `devInfo` on GetDeviceToken only; `cid` on
    /// GetNextPredictedRoutesCollection only, the one call known to need it (NearbyTrams,
    /// tramhunter).
    var query: [(String, String)] {
        switch call {
        case .deviceToken: return [("devInfo", configuration.devInfo)]
        case .nextPredictedRoutes: return configuration.cid.map { [("cid", $0)] } ?? []
        default: return []
        }
    }

    func request() throws(TransitError) -> HTTPRequest {
        var items = [("aid", configuration.aid)] + query
        if call.needsToken, let token { items.append((Self.tokenQueryItem, token.revealed)) }
        let url = try URLBuilder.url(
            base: configuration.baseURL, path: [operation] + call.arguments, query: items, trailingSlash: true)
        return HTTPRequest(
            url: url, headers: ["Accept": "application/json"], cacheLifetime: call.cacheLifetime,
            provider: TramTrackerClient.providerID, operation: operation,
            redaction: Redaction(queryItems: [Self.tokenQueryItem]))
    }

    func decode(_ response: HTTPResponse, for request: HTTPRequest) throws(TransitError) -> Wire {
        try TramTrackerDecoder.decode(response, for: request)
    }
}
