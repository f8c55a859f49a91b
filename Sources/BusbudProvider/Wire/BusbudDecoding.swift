import Foundation
import TransitKitCore

/// Pure functions from bytes to wire values: what the client runs on every response, and what
/// the fixture tests run without a network.
enum BusbudDecoding {
    /// The success body of an init or poll response, or the `TransitError` the response
    /// means: a non-2xx status (with Busbud's error body read when there is one), an `error`
    /// object inside a 2xx, or a body that is not the documented shape (field path named).
    static func response(_ response: HTTPResponse, for request: HTTPRequest,
                         now: Date) throws(TransitError) -> XDeparturesResponse
    {
        let http = HTTPClient(provider: BusbudClient.providerID, transport: NoTransport())
        guard response.isSuccess else { throw BusbudErrors.error(for: response, request: request, now: now) }
        try HTTPClient.requireJSON(response.body, request: request, status: response.status)
        if let body = try? JSONDecoder().decode(WireErrorBody.self, from: response.body) {
            throw TransitError(.apiError, request: request, status: response.status,
                               providerMessage: body.error.message,
                               detail: "\(request.operation ?? "x-departures"): error object in a \(response.status) body")
        }
        return try http.decodeJSON(XDeparturesResponse.self, from: response, for: request)
    }

    /// A bare array of departures (no envelope), as some recordings hold them.
    static func departures(_ data: Data) throws(TransitError) -> [WireDeparture] {
        do { return try JSONDecoder().decode([WireDeparture].self, from: data) } catch {
            throw TransitError(.decoding, provider: BusbudClient.providerID, operation: "x-departures",
                               detail: TransitError.describe(error), underlying: error)
        }
    }
}

/// `HTTPClient.decodeJSON` needs a client value but never sends; this transport is never used.
private struct NoTransport: Transport {
    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        throw TransitError(.unsupported, request: request, detail: "decoding only")
    }
}
