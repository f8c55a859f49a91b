import Foundation

// TEMPORARY: the entry points providers used before `perform(_:)`. Each provider moves to
// `perform` with an `Endpoint`; this file is deleted when none is left.
extension HTTPClient {
    public func checkStatus(_ response: HTTPResponse, for request: HTTPRequest, now: Date) throws(TransitError) {
        try HTTPClient(provider: provider, transport: transport, now: .fixed(now)).checkStatus(response, for: request)
    }

    public func decodeJSON<T: Decodable>(_ type: T.Type, from response: HTTPResponse, for request: HTTPRequest,
                                         decoder: JSONDecoder = JSONDecoder()) throws(TransitError) -> T
    {
        var request = request
        if request.provider == nil { request.provider = provider }
        return try Self.decodeJSON(type, from: response, for: request, decoder: decoder)
    }

    public func getJSON<T: Decodable>(_ type: T.Type, _ request: HTTPRequest,
                                      decoder: JSONDecoder = JSONDecoder(), now: Date = Date()) async throws(TransitError) -> T
    {
        let response = try await send(request)
        try checkStatus(response, for: request, now: now)
        return try decodeJSON(type, from: response, for: request, decoder: decoder)
    }
}
