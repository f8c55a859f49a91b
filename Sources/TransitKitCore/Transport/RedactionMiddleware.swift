/// Marks extra query items and headers as secret — for credentials an app adds itself, e.g.
/// through its own auth middleware — and guarantees that whatever is thrown further down
/// leaves as a `TransitError` whose texts are scrubbed of every secret of the request.
public struct RedactionMiddleware: Middleware {
    /// The extra names treated as secret, on top of the request's own.
    public let redaction: Redaction

    /// Treats these query items and headers as secret for every request that passes through.
    public init(queryItems: Set<String> = [], headers: Set<String> = []) {
        redaction = Redaction(queryItems: queryItems, headers: headers)
    }

    /// Adds `redaction` to the request, sends it, and rethrows any failure as a scrubbed `TransitError`.
    public func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        var request = request
        request.redaction = request.redaction.union(redaction)
        do {
            return try await next(request)
        } catch {
            throw TransitError.about(request, error)
        }
    }
}
