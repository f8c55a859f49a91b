import Foundation

/// The one error type every TransitKit call throws.
///
/// A stable ``kind`` to switch on, plus context that says what went wrong and where: provider,
/// operation, the URL with secrets redacted, HTTP status, the provider's own message, and a
/// `detail` naming the field. Nothing in it ever contains an API key or token: URLs are
/// redacted and texts scrubbed of secret values when the error is built.
///
/// ```swift
/// do { _ = try await cta.predictions(at: ["1836"], routes: nil) }
/// catch let error as TransitError where error.kind == .rateLimited {
///     try await Task.sleep(for: error.retryAfter ?? .seconds(60))
/// }
/// ```
public struct TransitError: Error, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    /// A stable category. New kinds may be added; switch with a `default`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// The server could not be reached, the connection dropped or timed out.
        public static let transport = Kind("transport")
        /// The server answered with a status that is not a success and fits no other kind.
        public static let httpStatus = Kind("httpStatus")
        /// HTTP 200, but the body carries the provider's error.
        public static let apiError = Kind("apiError")
        /// The body could not be read as the documented shape (wrong type, HTML, empty…).
        public static let decoding = Kind("decoding")
        /// The caller passed something the request cannot be built from.
        public static let invalidArgument = Kind("invalidArgument")
        /// The provider cannot answer this kind of question.
        public static let unsupported = Kind("unsupported")
        /// Too many requests (HTTP 429, a daily quota).
        public static let rateLimited = Kind("rateLimited")
        /// Missing, wrong or expired key or token.
        public static let unauthorized = Kind("unauthorized")
        /// The thing asked for does not exist.
        public static let notFound = Kind("notFound")
        /// The calling task was cancelled.
        public static let cancelled = Kind("cancelled")
        /// A local file (saved routes, recordings) could not be read or written.
        public static let storage = Kind("storage")
        /// The response was larger than the configured limit; the connection was closed.
        public static let tooLarge = Kind("tooLarge")
        /// This machine lacks something every call needs (libcurl could not be loaded and no
        /// fallback was allowed): an install problem, not retryable.
        public static let setup = Kind("setup")

        /// The kind's stable name ("unauthorized"), as shown in messages and CLI output.
        public var description: String { name }
    }

    /// What went wrong, in terms stable across providers; switch on it to decide what to do.
    public var kind: Kind
    /// The provider whose call failed; nil for errors raised before a provider was involved
    /// (an invalid `UserAgent`).
    public var provider: ProviderID?
    /// The call: "getpredictions", "x-departures/poll", "GetDeviceToken".
    public var operation: String?
    /// The request URL with secret query items replaced by `REDACTED`.
    public var redactedURL: String?
    /// The HTTP status, when there was a response.
    public var status: Int?
    /// The provider's own words, scrubbed of secrets.
    public var providerMessage: String?
    /// What was wrong and where, e.g. `"bustime-response.prd[2].prdtm: expected yyyyMMdd HH:mm"`.
    public var detail: String?
    /// How long the server asked us to wait.
    public var retryAfter: Duration?
    /// The error underneath, when there is one. Transport errors are rebuilt without the URL
    /// they carried, so this never holds a secret either.
    public var underlying: (any Error)?

    /// Creates an error. Providers usually use `init(_:request:status:providerMessage:detail:retryAfter:underlying:)`,
    /// which fills in the provider, operation and redacted URL from the request.
    public init(
        _ kind: Kind, provider: ProviderID? = nil, operation: String? = nil,
        redactedURL: String? = nil, status: Int? = nil, providerMessage: String? = nil,
        detail: String? = nil, retryAfter: Duration? = nil, underlying: (any Error)? = nil
    ) {
        self.kind = kind
        self.provider = provider
        self.operation = operation
        self.redactedURL = redactedURL
        self.status = status
        self.providerMessage = providerMessage
        self.detail = detail
        self.retryAfter = retryAfter
        self.underlying = underlying
    }

    /// Builds an error about `request`: provider, operation and redacted URL come from it, and
    /// every text is scrubbed of the request's secret values.
    public init(
        _ kind: Kind, request: HTTPRequest, status: Int? = nil, providerMessage: String? = nil,
        detail: String? = nil, retryAfter: Duration? = nil, underlying: (any Error)? = nil
    ) {
        self.init(
            kind, provider: request.provider, operation: request.operation,
            redactedURL: request.redactedURL, status: status,
            providerMessage: providerMessage.map(request.scrub),
            detail: detail.map(request.scrub), retryAfter: retryAfter,
            underlying: underlying)
    }

    /// Whether trying the same request again may succeed: transport failures, rate limits, and
    /// any server-side status (5xx) — proxies and CDNs in front of an API answer 507 or 520–524
    /// for passing trouble too. Callers bound retries with a budget.
    public var isRetryable: Bool {
        switch kind {
        case .transport, .rateLimited: return true
        case .httpStatus: return status.map { (500...599).contains($0) } ?? false
        default: return false
        }
    }

    /// One line: kind, where, and what. Never contains a secret, never more than one line
    /// (control characters from a server or a user are shown escaped), never unbounded: the
    /// provider's words are cut at 300 characters, the detail at 500, the URL at 400.
    public var description: String {
        var parts: [String] = []
        var head = "TransitError.\(kind)"
        let place = [provider?.rawValue, operation].compactMap { $0 }.joined(separator: " ")
        if !place.isEmpty { head += " (\(PlainText.oneLine(place, limit: 120)))" }
        parts.append(head)
        if let status { parts.append("HTTP \(status)") }
        if let providerMessage, !providerMessage.isEmpty { parts.append("\"\(PlainText.oneLine(providerMessage, limit: 300))\"") }
        if let detail, !detail.isEmpty { parts.append(PlainText.oneLine(detail, limit: 500)) }
        if let retryAfter { parts.append("retry after \(retryAfter.secondsText)") }
        if let redactedURL { parts.append(PlainText.oneLine(redactedURL, limit: 400)) }
        return parts.joined(separator: ": ")
    }

    /// The description followed by the underlying error, for logs and debugging; still free of secrets.
    public var debugDescription: String {
        guard let underlying else { return description }
        return description + " (underlying: \(String(describing: underlying)))"
    }
}

extension TransitError: LocalizedError {
    /// The same one-line description, so `localizedDescription` shows it too.
    public var errorDescription: String? { description }
}

extension TransitError.Kind {
    /// The kind a non-success HTTP status maps to when the provider has nothing better to say.
    public static func forStatus(_ status: Int) -> TransitError.Kind {
        switch status {
        case 401, 403: return .unauthorized
        case 404, 410: return .notFound
        case 429: return .rateLimited
        case 400, 422: return .invalidArgument
        default: return .httpStatus
        }
    }
}

extension Duration {
    /// "2.5 s", for messages.
    var secondsText: String {
        let (seconds, attoseconds) = components
        let value = Double(seconds) + Double(attoseconds) / 1e18
        return value == value.rounded() ? "\(Int64(value)) s" : "\(value) s"
    }
}
