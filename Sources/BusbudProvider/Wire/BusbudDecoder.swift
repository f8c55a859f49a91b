import Foundation
import TransitKitCore

/// Bytes → wire values, as pure functions: what ``BusbudEndpoint`` decodes every response
/// with, and what ``BusbudPayloads`` and the fixture tests run without a network.
enum BusbudDecoder {
    /// The success body of an init or poll response. A body that cannot be JSON (empty, HTML,
    /// plain text) or is not the documented shape is `.decoding`, naming the field path.
    ///
    /// An object with none of the search's keys is not an empty search: a proxy's or a
    /// gateway's error object at 200 (`{"message": "…"}`) would otherwise read as a complete
    /// search with no departures. It is `.apiError` with the body's words.
    ///
    /// A top-level `error` member is `.apiError` with Busbud's words, found by this one decode.
    static func decode(_ response: HTTPResponse, for request: HTTPRequest) throws(TransitError) -> BusbudWireResponse {
        let decoded = try HTTPClient.decodeJSON(BusbudWireResponse.self, from: response, for: request)
        if let error = decoded.error {
            throw TransitError(
                .apiError, request: request, status: response.status, providerMessage: error.message,
                detail: "\(request.operation ?? BusbudCall.initOperation): error object in a \(response.status) body")
        }
        guard decoded == BusbudWireResponse() else { return decoded }
        throw TransitError(
            .apiError, request: request, status: response.status, providerMessage: HTTPClient.snippet(of: response.body),
            detail:
                "\(request.operation ?? "x-departures"): a \(response.status) body with none of the search's keys (departures, complete, cities, ttl…)"
        )
    }

    /// A bare array of departures (no envelope), as some recordings hold them.
    static func departures(_ response: HTTPResponse, for request: HTTPRequest) throws(TransitError) -> [BusbudWireDeparture] {
        try HTTPClient.decodeJSON([BusbudWireDeparture].self, from: response, for: request)
    }

    /// Busbud's error body, `{"error": {…}}` or `{"error": "…"}`, when `body` is one. Bodies
    /// without the key are not decoded a second time (a poll can be a megabyte).
    static func errorBody(_ body: Data) -> BusbudWireErrorBody? {
        guard mentionsError(body) else { return nil }
        return try? JSONDecoder().decode(BusbudWireErrorBody.self, from: body)
    }

    /// Whether `body` holds the bytes `"error"` anywhere, searched from its `o`: the needle's
    /// rarest byte in a poll (one in 60 bytes, against one in 18 for quotes).
    static func mentionsError(_ body: Data) -> Bool {
        ByteSearch.contains(Array(#""error""#.utf8), in: body, anchor: 4)
    }
}
