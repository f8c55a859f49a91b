import Foundation

/// An HTTP request as a value. Providers build them; transports send them.
///
/// It also carries what an error about it needs — the provider, the operation name and which
/// parts are secret — so that every error and log line built from it is redacted.
public struct HTTPRequest: Hashable, Sendable, CustomStringConvertible {
    /// The HTTP methods providers use.
    public enum Method: String, Hashable, Sendable {
        /// A request method, spelled as on the wire.
        case get = "GET"
        case head = "HEAD"
        case post = "POST"
        case put = "PUT"
        case delete = "DELETE"

        /// Methods that are safe to repeat (RFC 9110 §9.2.2).
        public var isIdempotent: Bool { self == .get || self == .head || self == .put || self == .delete }
    }

    /// The HTTP method; `RetryMiddleware` retries only idempotent ones.
    public var method: Method
    /// The full URL, query included; may contain a secret, so print `description`, never this.
    public var url: URL
    /// The request's headers; a secret header must be named in `redaction`.
    public var headers: HTTPHeaders
    /// The body of a POST or PUT; nil for GET.
    public var body: Data?
    /// Overrides the transport's longest silence between bytes for this request.
    public var timeout: Duration?
    /// Overrides the transport's limit on the whole exchange for this request.
    public var deadline: Duration?
    /// Overrides the transport's largest accepted body, in bytes (MTA's whole-city SIRI
    /// answer asks for more than the 8 MiB default).
    public var maximumResponseSize: Int?
    /// How long a successful answer stays fresh in a ``CacheMiddleware``, as the provider
    /// declares it for data that changes rarely (route, stop and pattern catalogues: a day).
    /// It replaces the server's `max-age`, `Expires` and `no-cache`; a `no-store` answer is
    /// still never kept. Nil: the server's headers decide.
    public var cacheLifetime: Duration?
    /// The provider the request belongs to, for errors and logs.
    public var provider: ProviderID?
    /// The API call this request makes ("getpredictions"), for errors and logs.
    public var operation: String?
    /// Which query items and headers are secret; errors and log lines built from this request
    /// replace their values with `REDACTED`.
    public var redaction: Redaction

    /// Creates a request. Providers always pass `provider`, `operation` and `redaction` so that
    /// any error about the request can say where it happened without showing a secret.
    public init(
        method: Method = .get, url: URL, headers: HTTPHeaders = [:], body: Data? = nil,
        timeout: Duration? = nil, deadline: Duration? = nil, maximumResponseSize: Int? = nil,
        cacheLifetime: Duration? = nil, provider: ProviderID? = nil, operation: String? = nil,
        redaction: Redaction = .none
    ) {
        self.method = method
        self.url = url
        self.headers = headers
        self.body = body
        self.timeout = timeout
        self.deadline = deadline
        self.maximumResponseSize = maximumResponseSize
        self.cacheLifetime = cacheLifetime
        self.provider = provider
        self.operation = operation
        self.redaction = redaction
    }

    /// Query items of `url`, decoded.
    public var queryItems: [URLQueryItem] {
        URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    }

    /// The value of the first query item named `name`.
    public func queryValue(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// `url` with each secret query value replaced by `REDACTED`.
    public var redactedURL: String {
        guard !redaction.queryItems.isEmpty,
            var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let items = components.percentEncodedQueryItems
        else { return scrub(url.absoluteString) }
        components.percentEncodedQueryItems = items.map { item in
            redaction.queryItems.contains(item.name.lowercased()) && item.value != nil
                ? URLQueryItem(name: item.name, value: Redaction.placeholder) : item
        }
        return scrub(components.string ?? url.absoluteString)
    }

    /// The values this request must never show: secret query values and header values.
    /// ``scrub(_:)`` finds them in any percent-encoded form too.
    public var secretValues: [String] {
        var values: [String] = []
        for item in queryItems where redaction.queryItems.contains(item.name.lowercased()) {
            if let value = item.value, !value.isEmpty { values.append(value) }
        }
        for field in headers where redaction.headers.contains(field.name.lowercased()) {
            if !field.value.isEmpty { values.append(field.value) }
            // "Basic dTpw", "Bearer t0k": the credential alone can be quoted back too.
            if let space = field.value.firstIndex(of: " ") {
                let credential = field.value[field.value.index(after: space)...].trimmingCharacters(in: .whitespaces)
                if credential.count >= 4 { values.append(credential) }
            }
        }
        return Array(Set(values)).sorted { $0.count > $1.count }
    }

    /// `text` with every secret value of this request replaced by `REDACTED` — raw, or
    /// percent-encoded in any case, once or twice (``SecretScrubber``).
    public func scrub(_ text: String) -> String {
        SecretScrubber.scrub(text, secrets: secretValues)
    }

    /// Headers with secret values replaced, for logs.
    public var redactedHeaders: HTTPHeaders {
        var copy = headers
        for field in headers where redaction.headers.contains(field.name.lowercased()) {
            copy[field.name] = Redaction.placeholder
        }
        return copy
    }

    /// `GET https://…?key=REDACTED` — safe to print.
    public var description: String { "\(method.rawValue) \(redactedURL)" }
}
