/// Marks extra query items and headers as secret — for credentials an app adds itself, e.g.
/// through its own auth middleware — and guarantees that whatever is thrown further down
/// leaves as a `TransitError` whose texts are scrubbed of every secret of the request.
public struct RedactionMiddleware: Middleware {
    public let redaction: Redaction

    public init(queryItems: Set<String> = [], headers: Set<String> = []) {
        redaction = Redaction(queryItems: queryItems, headers: headers)
    }

    public func intercept(_ request: HTTPRequest,
                          next: @Sendable (HTTPRequest) async throws -> HTTPResponse) async throws -> HTTPResponse
    {
        var request = request
        request.redaction = request.redaction.union(redaction)
        do {
            return try await next(request)
        } catch let error as TransitError {
            var error = error
            error.redactedURL = error.redactedURL.map(request.scrub) ?? request.redactedURL
            error.providerMessage = error.providerMessage.map(request.scrub)
            error.detail = error.detail.map(request.scrub)
            throw error
        } catch is CancellationError {
            throw TransitError(.cancelled, request: request)
        } catch {
            throw TransitError(.transport, request: request, detail: request.scrub(String(describing: error)))
        }
    }
}
