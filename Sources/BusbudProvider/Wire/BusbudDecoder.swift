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

    /// Whether `body` holds the bytes `"error"` anywhere: `memchr` to each quote, then one
    /// compare. `Data.range(of:)` costs about as much as reading a whole 139 KB poll directly.
    static func mentionsError(_ body: Data) -> Bool {
        let needle: StaticString = #""error""#
        return body.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
            guard let base = raw.baseAddress, raw.count >= needle.utf8CodeUnitCount else { return false }
            let last = base + (raw.count - needle.utf8CodeUnitCount)
            var cursor = base
            while cursor <= last {
                guard let quote = memchr(cursor, Int32(UInt8(ascii: "\"")), last - cursor + 1) else { return false }
                if memcmp(quote, needle.utf8Start, needle.utf8CodeUnitCount) == 0 { return true }
                cursor = UnsafeRawPointer(quote) + 1
            }
            return false
        }
    }
}
