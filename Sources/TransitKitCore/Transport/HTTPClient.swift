import Foundation

/// What every provider client does with a transport: send, turn failures into
/// ``TransitError``s, and decode JSON bodies with errors that name the field.
///
/// ```swift
/// let http = HTTPClient(provider: "cta", transport: transport)
/// let request = HTTPRequest(url: url, provider: "cta", operation: "getroutes",
///                           redaction: Redaction(queryItems: ["key"]))
/// let wire = try await http.getJSON(RoutesEnvelope.self, request)
/// ```
public struct HTTPClient: Sendable {
    public let provider: ProviderID
    public let transport: any Transport

    public init(provider: ProviderID, transport: any Transport) {
        self.provider = provider
        self.transport = transport
    }

    /// Sends `request` and returns the response whatever its status. Anything thrown below
    /// becomes a `TransitError` (`.cancelled`, `.transport`) about this request.
    public func send(_ request: HTTPRequest) async throws(TransitError) -> HTTPResponse {
        var request = request
        if request.provider == nil { request.provider = provider }
        if Task.isCancelled { throw TransitError(.cancelled, request: request, detail: "task was cancelled before sending") }
        do {
            return try await transport.send(request)
        } catch let error as TransitError {
            // Scrub again: a transport or middleware below may have built its error without
            // this request, quoting a token back.
            var error = error
            if error.provider == nil { error.provider = provider }
            if error.operation == nil { error.operation = request.operation }
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

    /// Throws the matching `TransitError` for a non-2xx response: 401/403 unauthorized,
    /// 404 not found, 429 rate limited (with `Retry-After`), others by status. The body's first
    /// line, scrubbed, becomes the provider message.
    public func checkStatus(_ response: HTTPResponse, for request: HTTPRequest, now: Date = Date()) throws(TransitError) {
        guard !response.isSuccess else { return }
        var request = request
        if request.provider == nil { request.provider = provider }
        throw TransitError(.forStatus(response.status), request: request, status: response.status,
                           providerMessage: Self.snippet(of: response.body),
                           retryAfter: response.retryAfter(now: now))
    }

    /// Decodes a JSON body, or throws `.decoding` saying what was wrong: empty body, not
    /// UTF-8, HTML or plain text instead of JSON, or the field path that did not fit.
    public func decodeJSON<T: Decodable>(_ type: T.Type, from response: HTTPResponse, for request: HTTPRequest,
                                         decoder: JSONDecoder = JSONDecoder()) throws(TransitError) -> T
    {
        var request = request
        if request.provider == nil { request.provider = provider }
        try Self.requireJSON(response.body, request: request, status: response.status)
        do {
            return try decoder.decode(T.self, from: response.body)
        } catch {
            var failure = TransitError.decoding(error, request: request)
            failure.status = response.status
            throw failure
        }
    }

    /// `send`, `checkStatus`, then `decodeJSON`.
    public func getJSON<T: Decodable>(_ type: T.Type, _ request: HTTPRequest,
                                      decoder: JSONDecoder = JSONDecoder(), now: Date = Date()) async throws(TransitError) -> T
    {
        let response = try await send(request)
        try checkStatus(response, for: request, now: now)
        return try decodeJSON(type, from: response, for: request, decoder: decoder)
    }

    /// Rejects bodies that cannot be JSON before a decoder produces a vaguer message.
    public static func requireJSON(_ body: Data, request: HTTPRequest, status: Int? = nil) throws(TransitError) {
        guard let problem = jsonProblem(in: body) else { return }
        let showBody = problem.hasSuffix("HTML or XML, expected JSON") || problem.hasSuffix("plain text, expected JSON")
        throw TransitError(.decoding, request: request, status: status,
                           providerMessage: showBody ? snippet(of: body) : nil, detail: problem)
    }

    /// Why `body` cannot be JSON — "empty body", "body is not UTF-8 text", "body is HTML or
    /// XML", "body is plain text" (each ending ", expected JSON") — or nil when it may be.
    /// For bytes that came from a file rather than a request too.
    public static func jsonProblem(in body: Data) -> String? {
        guard let first = body.first(where: { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }) else {
            return "empty body, expected JSON"
        }
        guard String(data: body, encoding: .utf8) != nil else { return "body is not UTF-8 text, expected JSON" }
        guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
            return first == UInt8(ascii: "<") ? "body is HTML or XML, expected JSON" : "body is plain text, expected JSON"
        }
        return nil
    }

    /// The first 200 characters of a text body with tags and whitespace folded.
    public static func snippet(of body: Data) -> String? {
        guard let text = String(data: body, encoding: .utf8) else { return nil }
        let plain = PlainText.clean(text)
        guard !plain.isEmpty else { return nil }
        return plain.count > 200 ? String(plain.prefix(200)) + "…" : plain
    }
}
