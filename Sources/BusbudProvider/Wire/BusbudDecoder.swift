import Foundation
import TransitKitCore

/// Bytes → wire values, as pure functions: what ``BusbudEndpoint`` decodes every response
/// with, and what ``BusbudPayloads`` and the fixture tests run without a network.
enum BusbudDecoder {
    /// The success body of an init or poll response. A body that cannot be JSON (empty, HTML,
    /// plain text) or is not the documented shape is `.decoding`, naming the field path.
    static func response(_ response: HTTPResponse, for request: HTTPRequest) throws(TransitError) -> BusbudWireResponse {
        try HTTPClient.decodeJSON(BusbudWireResponse.self, from: response, for: request)
    }

    /// A bare array of departures (no envelope), as some recordings hold them.
    static func departures(_ response: HTTPResponse, for request: HTTPRequest) throws(TransitError) -> [BusbudWireDeparture] {
        try HTTPClient.decodeJSON([BusbudWireDeparture].self, from: response, for: request)
    }

    /// Busbud's error body, `{"error": {…}}` or `{"error": "…"}`, when `body` is one. Bodies
    /// without the key are not decoded a second time (a poll can be a megabyte).
    static func errorBody(_ body: Data) -> BusbudWireErrorBody? {
        guard mentionsError(body) else { return nil }
        return try? JSONWireDecoder().decode(BusbudWireErrorBody.self, from: body)
    }

    /// Whether `body` holds the bytes `"error"` anywhere, searched from its `o`: the needle's
    /// rarest byte in a poll (one in 60 bytes, against one in 18 for quotes).
    static func mentionsError(_ body: Data) -> Bool {
        ByteSearch.contains(Array(#""error""#.utf8), in: body, anchor: 4)
    }
}
