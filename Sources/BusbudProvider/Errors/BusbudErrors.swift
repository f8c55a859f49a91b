import Foundation
import TransitKitCore

/// Busbud's non-2xx responses as `TransitError`s. No real error body was ever recorded; client
/// code shows `{"error": {"type", "details"}}` (and a plain-string `error` in mocks), with
/// types `Unauthorized` and `InputInvalid`. Anything else falls back to the status.
enum BusbudErrors {
    static func error(for response: HTTPResponse, request: HTTPRequest, now: Date) -> TransitError {
        let body = try? JSONDecoder().decode(WireErrorBody.self, from: response.body)
        let kind: TransitError.Kind
        switch body?.error.type?.lowercased() {
        case "unauthorized": kind = .unauthorized
        case "inputinvalid": kind = .invalidArgument
        default: kind = .forStatus(response.status)
        }
        let message = body.map(\.error.message) ?? HTTPClient.snippet(of: response.body)
        return TransitError(kind, request: request, status: response.status, providerMessage: message,
                            detail: detail(for: kind, request: request),
                            retryAfter: response.retryAfter(now: now))  // capped at a day by the core
    }

    private static func detail(for kind: TransitError.Kind, request: HTTPRequest) -> String {
        let endpoint = request.operation ?? "x-departures"
        switch kind {
        case .unauthorized: return "\(endpoint): the X-Busbud-Token was refused"
        case .invalidArgument: return "\(endpoint): Busbud rejected the geohashes, date or passenger counts"
        case .notFound: return endpoint.hasSuffix("poll")
            ? "\(endpoint): the search is unknown or has expired" : "\(endpoint): unknown city pair"
        case .rateLimited: return "\(endpoint): too many requests"
        default: return "\(endpoint): the server failed"
        }
    }
}
