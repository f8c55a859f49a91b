/// Sends one request and returns the server's response, whatever its status.
///
/// `LiveTransport` is the live one; `MockTransport` and `ReplayTransport` (in
/// TransitKitTesting) answer without a network. Non-2xx statuses are responses, not errors:
/// deciding what a 404 means is the provider's job. Failures to get any response at all throw
/// a ``TransitError`` of kind `.transport` or `.cancelled`.
public protocol Transport: Sendable {
    /// Sends `request` and returns the response whatever its status; throws only when no response
    /// could be had (`.transport`, `.cancelled`, `.tooLarge`).
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// Wraps a transport call: change the request, retry, wait, log, or answer by itself.
///
/// ```swift
/// struct Stamp: Middleware {
///     func intercept(_ request: HTTPRequest,
///                    next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse {
///         var request = request
///         request.headers["X-Trace"] = "1"
///         return try await next(request)
///     }
/// }
/// ```
public protocol Middleware: Sendable {
    /// Handles `request`: call `next` (at most once, unless retrying) to pass it on, or answer by itself.
    func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse
}

/// A transport behind a chain of middlewares. The first middleware sees the request first and
/// the response last.
///
/// ```swift
/// let transport = MiddlewareTransport(LiveTransport(), [
///     UserAgentMiddleware(UserAgent(app: "MyApp/1.0 (me@example.com)")),
///     RetryMiddleware(),
///     ThrottleMiddleware(maxRequests: 10, per: .seconds(1)),
/// ])
/// ```
public struct MiddlewareTransport: Transport {
    /// The transport that finally sends the request.
    public let base: any Transport
    /// The middlewares, outermost first.
    public let middlewares: [any Middleware]

    /// Wraps `base` in `middlewares`; the first one sees the request first.
    public init(_ base: any Transport, _ middlewares: [any Middleware]) {
        self.base = base
        self.middlewares = middlewares
    }

    /// Passes `request` through the middlewares, then to `base`.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let terminal: @Sendable (HTTPRequest) async throws -> HTTPResponse = { [base] in
            try await base.send($0)
        }
        let chain = middlewares.reversed().reduce(terminal) { next, middleware in
            { @Sendable request in try await middleware.intercept(request, next: next) }
        }
        return try await chain(request)
    }
}
