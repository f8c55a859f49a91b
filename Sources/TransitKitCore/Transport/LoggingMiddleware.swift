/// Reports each exchange to a hook the app supplies — the library never prints. Lines are
/// built from the redacted request, so they never contain a secret.
///
/// ```swift
/// LoggingMiddleware { line in logger.debug("\(line)") }
/// // "GET https://…/getroutes?key=REDACTED&format=json → 200 (1843 bytes)"
/// ```
public struct LoggingMiddleware: Middleware {
    /// Receives one line per exchange (or failure); route it to `os.Logger`, swift-log or a test.
    public let log: @Sendable (String) -> Void

    /// Creates a logger that hands each line to `log`.
    public init(_ log: @escaping @Sendable (String) -> Void) { self.log = log }

    /// Sends `request` and logs the outcome, with the request's secrets redacted.
    public func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        do {
            let response = try await next(request)
            log("\(request) → \(response.status) (\(response.body.count) bytes)")
            return response
        } catch {
            let reason = (error as? TransitError)?.description ?? String(describing: error)
            log("\(request) → failed: \(request.scrub(reason))")
            throw error
        }
    }
}
