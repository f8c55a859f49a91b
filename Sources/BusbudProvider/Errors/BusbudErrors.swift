import Foundation
import TransitKitCore

/// Busbud's error bodies as `TransitError`s. No real error body was ever recorded; client code
/// shows `{"error": {"type", "details"}}` (and a plain-string `error` in mocks), with types
/// `Unauthorized` and `InputInvalid`. Anything else falls back to the status. An `error` inside a
/// 2xx is found by the one decode (``BusbudDecoder/decode(_:for:)``).
enum BusbudErrors {
    /// A non-2xx response: `Unauthorized` and `InputInvalid` decide the kind whatever the
    /// status; otherwise the status does.
    static func failure(_ response: HTTPResponse, request: HTTPRequest, now: Date) -> TransitError {
        let body = BusbudDecoder.errorBody(response.body)
        let kind: TransitError.Kind
        switch body?.error.type?.lowercased() {
        case "unauthorized": kind = .unauthorized
        case "inputinvalid": kind = .invalidArgument
        default: kind = .forStatus(response.status)
        }
        let message = body.map(\.error.message) ?? HTTPClient.snippet(of: response.body)
        return TransitError(
            kind, request: request, status: response.status, providerMessage: message,
            detail: detail(for: kind, status: response.status, request: request),
            retryAfter: response.retryAfter(now: now)) // capped at a day by the core
    }

    private static func endpoint(_ request: HTTPRequest) -> String { request.operation ?? BusbudEndpoint.initOperation }

    private static func detail(for kind: TransitError.Kind, status: Int, request: HTTPRequest) -> String {
        let endpoint = endpoint(request)
        switch kind {
        case .unauthorized: return "\(endpoint): the X-Busbud-Token was refused"
        case .invalidArgument: return "\(endpoint): Busbud rejected the geohashes, date or passenger counts"
        case .notFound:
            return endpoint.hasSuffix("poll")
                ? "\(endpoint): the search is unknown or has expired" : "\(endpoint): unknown city pair"
        case .rateLimited: return "\(endpoint): too many requests"
        default:
            return (300..<400).contains(status)
                ? "\(endpoint): a redirect that was not followed" : "\(endpoint): the server failed"
        }
    }
}
