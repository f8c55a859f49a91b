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
                            retryAfter: retryAfter(response, now: now))
    }

    /// The longest wait a `Retry-After` is taken to ask for: a day is past any search budget.
    static let longestRetryAfter = Duration.seconds(86_400)

    /// `Retry-After` as the core reads it, except that numbers of seconds above a day are
    /// capped first: the core converts with `Int64(seconds * 1000)`, which traps from about
    /// 9.2e15 s, and the header is whatever the network sent.
    static func retryAfter(_ response: HTTPResponse, now: Date) -> Duration? {
        if let text = response.headers["Retry-After"]?.trimmingCharacters(in: .whitespaces),
           let seconds = Double(text), seconds.isFinite, seconds > 86_400
        {
            return longestRetryAfter
        }
        return response.retryAfter(now: now).map { min($0, longestRetryAfter) }
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
