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

    /// Whether `body` holds the bytes `"error"` anywhere. `Data.range(of:)` costs about as
    /// much as reading a whole 139 KB poll directly, and so did a `memchr` to every quote (one
    /// in 18 bytes of a poll) with a `memcmp` each: this goes from `o` to `o` (one in 60), the
    /// needle's rarest byte in JSON, and compares the bytes around it in place.
    static func mentionsError(_ body: Data) -> Bool {
        let needle = Array(#""error""#.utf8)
        // Where `o` sits in the needle: a match starts that many bytes before an `o`.
        let anchor = 4
        return body.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Bool in
            guard let base = raw.baseAddress, raw.count >= needle.count else { return false }
            // The last byte an anchor can be at, so that the whole needle fits.
            let end = raw.count - needle.count + anchor
            var index = anchor
            while index <= end {
                guard let found = memchr(base + index, Int32(needle[anchor]), end - index + 1) else { return false }
                let start = UnsafeRawPointer(found) - base - anchor
                if needle.indices.allSatisfy({ raw[start + $0] == needle[$0] }) { return true }
                index = start + anchor + 1
            }
            return false
        }
    }
}
