import Foundation

/// The one request pipeline of every provider: send, check, decode — with typed errors that
/// name the operation and the field, and no secret in any text.
///
/// A provider client holds one, built from its configuration, and runs every call through
/// ``perform(_:)`` with an ``Endpoint`` that describes the call.
///
/// ```swift
/// let http = HTTPClient(provider: "cta", transport: configuration.transport,
///                       userAgent: configuration.userAgent, now: configuration.now)
/// let wire = try await http.perform(CTAEndpoint(.getroutes, configuration: configuration))
/// ```
public struct HTTPClient: Sendable {
    /// Names every error this client throws.
    public let provider: ProviderID
    /// The transport requests go through, with the user agent applied when one was given.
    public let transport: any Transport
    /// "Now" for `Retry-After` dates.
    public let now: Now

    /// A client for `provider`. With a `userAgent`, every request carries it (every provider
    /// requires one: APIs ask apps to identify themselves).
    public init(provider: ProviderID, transport: any Transport, userAgent: UserAgent? = nil, now: Now = .system) {
        self.provider = provider
        self.transport = userAgent.map { MiddlewareTransport(transport, [UserAgentMiddleware($0)]) } ?? transport
        self.now = now
    }

    /// Runs `endpoint`: credential check, request, send, the endpoint's body-error hook, the
    /// status check, then decoding. Every failure is a ``TransitError`` about this call. A
    /// response found to be an error (in its body, or undecodable) is taken back from any cache
    /// below (``ResponseVerdict``).
    public func perform<E: Endpoint>(_ endpoint: E) async throws(TransitError) -> E.Wire {
        if let credential = endpoint.credential, credential.isEmpty {
            throw TransitError(
                .unauthorized, provider: provider, operation: endpoint.operation,
                detail: "the \(credential.name) is empty; \(provider) needs one on every call")
        }
        var request: HTTPRequest
        do {
            request = try endpoint.request()
        } catch {
            // One place stamps where a request could not be built (a bad id in a path, a
            // base URL that cannot hold it), so endpoints just throw; the credential is hidden
            // in case an input echoed it.
            throw error.stamped(provider: provider, operation: endpoint.operation, hiding: endpoint.credential)
        }
        if request.provider == nil { request.provider = provider }
        if request.operation == nil { request.operation = endpoint.operation }
        let verdict = ResponseVerdict()
        let response: HTTPResponse
        do {
            response = try await ResponseVerdict.$current.withValue(verdict) { try await send(request) }
        } catch {
            throw TransitError.about(request, error)
        }
        do {
            return try Self.interpret(endpoint, response, for: request, now: now)
        } catch {
            verdict.reject() // an error inside a 200, or a body that does not decode, must not be served by a cache below
            throw error
        }
    }

    /// What ``perform(_:)`` does once the response is in: the endpoint's body-error hook, the
    /// status check, then decoding — for a response that did not come through a transport (a
    /// payload an app already holds, a recording). Every provider's `*Payloads` reads bodies
    /// through this, so a payload handed in and one fetched fail the same way.
    ///
    /// ```swift
    /// let wire = try HTTPClient.interpret(endpoint, HTTPResponse(status: 200, body: bytes))
    /// ```
    ///
    /// The request the errors name is built by `endpoint` itself (nothing is sent); `now`
    /// dates a `Retry-After`.
    public static func interpret<E: Endpoint>(
        _ endpoint: E, _ response: HTTPResponse, now: Now = .system
    ) throws(TransitError) -> E.Wire {
        let request: HTTPRequest
        do {
            request = try endpoint.request()
        } catch {
            var error = error
            if error.operation == nil { error.operation = endpoint.operation }
            throw error
        }
        return try interpret(endpoint, response, for: request, now: now)
    }

    /// ``interpret(_:_:now:)`` for the request that was sent.
    public static func interpret<E: Endpoint>(
        _ endpoint: E, _ response: HTTPResponse, for request: HTTPRequest, now: Now = .system
    ) throws(TransitError) -> E.Wire {
        if let error = endpoint.errorInBody(response, for: request) { throw error }
        if let error = statusError(response, for: request, now: now) { throw error }
        return try endpoint.decode(response, for: request)
    }

    /// Sends `request` and returns the response whatever its status. Anything thrown below
    /// becomes a `TransitError` (`.cancelled`, `.transport`) about this request, scrubbed of
    /// its secrets.
    public func send(_ request: HTTPRequest) async throws(TransitError) -> HTTPResponse {
        var request = request
        if request.provider == nil { request.provider = provider }
        if Task.isCancelled { throw TransitError(.cancelled, request: request, detail: "task was cancelled before sending") }
        do {
            return try await transport.send(request)
        } catch {
            throw TransitError.about(request, error)
        }
    }

    /// Throws the matching `TransitError` for a non-2xx response: 401/403 unauthorized,
    /// 404 not found, 429 rate limited (with `Retry-After`), others by status. The body's first
    /// line, scrubbed, becomes the provider message.
    public func checkStatus(_ response: HTTPResponse, for request: HTTPRequest) throws(TransitError) {
        var request = request
        if request.provider == nil { request.provider = provider }
        if let error = Self.statusError(response, for: request, now: now) { throw error }
    }

    /// The typed error of a non-2xx response, nil for a 2xx.
    static func statusError(_ response: HTTPResponse, for request: HTTPRequest, now: Now) -> TransitError? {
        guard !response.isSuccess else { return nil }
        return TransitError(
            .forStatus(response.status), request: request, status: response.status,
            providerMessage: snippet(of: response.body), retryAfter: response.retryAfter(now: now.date()))
    }

    /// Decodes a JSON body with `JSONDecoder`, or throws `.decoding` saying what was wrong:
    /// empty body, not UTF-8, HTML or plain text instead of JSON, or the field path
    /// (`DecodingError`'s coding path) that did not fit.
    public static func decodeJSON<T: Decodable>(
        _ type: T.Type, from response: HTTPResponse,
        for request: HTTPRequest
    ) throws(TransitError) -> T {
        try decodeJSON(type, from: response.body, for: request, status: response.status)
    }

    /// ``decodeJSON(_:from:for:)`` for bytes that are not an `HTTPResponse` (a file, a body
    /// converted from XML): `status`, when given, is set on the error.
    public static func decodeJSON<T: Decodable>(
        _ type: T.Type, from body: Data, for request: HTTPRequest,
        status: Int?
    ) throws(TransitError) -> T {
        try decodeJSON(from: body, for: request, status: status) { try JSONDecoder().decode(T.self, from: $0) }
    }

    /// ``decodeJSON(_:from:for:status:)`` with the package's own reader of the bytes (a direct
    /// read that validates as it goes) instead of a `Decodable` type: bodies that cannot be
    /// JSON are refused the same way, and what `read` throws becomes an error about `request`
    /// with `status` — a reader's own error keeps its kind and its "path: reason (byte N)".
    package static func decodeJSON<T>(
        from body: Data, for request: HTTPRequest, status: Int?,
        reading read: (Data) throws -> T
    ) throws(TransitError) -> T {
        try requireJSON(body, request: request, status: status)
        do {
            return try read(body)
        } catch let error as TransitError {
            throw TransitError(error.kind, request: request, status: status, detail: error.detail, underlying: error.underlying)
        } catch {
            var failure = TransitError.decoding(error, request: request)
            failure.status = status
            throw failure
        }
    }

    /// Decodes a JSON body with `decoder` (for its strategies: dates, keys, non-conforming
    /// floats); otherwise as ``decodeJSON(_:from:for:)``.
    public static func decodeJSON<T: Decodable>(
        _ type: T.Type, from response: HTTPResponse, for request: HTTPRequest,
        decoder: JSONDecoder
    ) throws(TransitError) -> T {
        try requireJSON(response.body, request: request, status: response.status)
        do {
            return try decoder.decode(T.self, from: response.body)
        } catch {
            var failure = TransitError.decoding(error, request: request)
            failure.status = response.status
            throw failure
        }
    }

    /// Rejects bodies that cannot be JSON before a decoder produces a vaguer message.
    public static func requireJSON(_ body: Data, request: HTTPRequest, status: Int? = nil) throws(TransitError) {
        guard let problem = jsonProblem(in: body) else { return }
        let showBody = problem.hasSuffix("HTML or XML, expected JSON") || problem.hasSuffix("plain text, expected JSON")
        throw TransitError(
            .decoding, request: request, status: status,
            providerMessage: showBody ? snippet(of: body) : nil, detail: problem)
    }

    /// Why `body` cannot be JSON — "empty body", "body is not UTF-8 text", "body is HTML or
    /// XML", "body is plain text" (each ending ", expected JSON") — or nil when it may be.
    /// For bytes that came from a file rather than a request too.
    public static func jsonProblem(in body: Data) -> String? {
        guard let first = body.first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) else {
            return "empty body, expected JSON"
        }
        guard UTF8Validity.isValid(body) else { return "body is not UTF-8 text, expected JSON" }
        guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
            return first == UInt8(ascii: "<") ? "body is HTML or XML, expected JSON" : "body is plain text, expected JSON"
        }
        return nil
    }

    /// The first 200 characters of a text body with tags and whitespace folded. A word the cut
    /// would split is left out whole: errors are scrubbed of secrets after this, and half of a
    /// key a server echoed across the 200th character could no longer be recognised
    /// (`FaultMatrixTests`, fault `echoKey`).
    public static func snippet(of body: Data) -> String? {
        // Only the head is cleaned: an error page can be megabytes.
        guard let text = String(data: body.prefix(4096), encoding: .utf8) ?? String(data: body.prefix(4093), encoding: .utf8)
        else { return nil }
        let plain = PlainText.clean(text)
        guard !plain.isEmpty else { return nil }
        guard plain.count > 200 else { return plain }
        var kept = plain.prefix(200)
        if let next = plain.dropFirst(200).first, !next.isWhitespace {
            while let last = kept.last, !last.isWhitespace { kept.removeLast() }
        }
        while kept.last?.isWhitespace == true { kept.removeLast() }
        return kept + "…"
    }
}

extension TransitError {
    /// Whatever a transport or middleware threw, as a `TransitError` about `request`: a
    /// `TransitError` keeps its kind and gets the request's provider, operation and URL where
    /// it lacks them, with every text scrubbed again (a layer below may have quoted a token
    /// back); a `CancellationError` is `.cancelled`; anything else is `.transport`.
    public static func about(_ request: HTTPRequest, _ error: any Error) -> TransitError {
        switch error {
        case var error as TransitError:
            if error.provider == nil { error.provider = request.provider }
            if error.operation == nil { error.operation = request.operation }
            error.redactedURL = error.redactedURL.map(request.scrub) ?? request.redactedURL
            error.providerMessage = error.providerMessage.map(request.scrub)
            error.detail = error.detail.map(request.scrub)
            return error
        case is CancellationError:
            return TransitError(.cancelled, request: request)
        default:
            return TransitError(.transport, request: request, detail: request.scrub(String(describing: error)))
        }
    }
}
