import Foundation
import TransitKitCore

/// Bytes → wire value, as pure functions: what ``MTAEndpoint``'s `decode` calls, and what
/// ``MTAPayloads`` calls without a client. Errors carry `request`, so they say which endpoint
/// failed (key redacted), and name the field path or XML element that did not fit.
///
/// Error bodies never get here: ``MTAErrors`` reads them first (SIRI `ErrorCondition`, "where"
/// envelopes with `code` ≠ 200), whatever the HTTP status.
enum MTADecoder {
    /// A SIRI body: JSON, or XML (turned into the same JSON) when it starts with `<`, read
    /// straight from the bytes (`JSONReadable`): a whole-city vehicle snapshot is 1.6 MB.
    /// Errors name the field path and byte offset.
    static func siri(_ body: Data, request: HTTPRequest, status: Int = 200) throws(TransitError) -> MTAWireSiriDelivery {
        let json = try jsonBody(body, request: request, status: status)
        let envelope = try HTTPClient.decodeJSON(from: json, for: request, status: status) { data throws(TransitError) in
            try JSONReader.read(data, syntax: .jsonDecoderCompatible) { reader throws(TransitError) in
                try MTAWireSiriEnvelope(reading: &reader)
            }
        }
        return envelope.Siri.ServiceDelivery
    }

    /// A "where" envelope (JSON or XML), v1 or v2 shape of `Payload`.
    static func `where`<Payload: Decodable & Sendable>(
        _ type: Payload.Type, _ body: Data, request: HTTPRequest,
        status: Int = 200
    ) throws(TransitError) -> MTAWireWhereEnvelope<Payload> {
        let json = try jsonBody(body, request: request, status: status)
        return try HTTPClient.decodeJSON(MTAWireWhereEnvelope<Payload>.self, from: json, for: request, status: status)
    }

    /// JSON bytes as they are; XML turned into the equivalent JSON; anything else rejected
    /// with the reason (empty, not UTF-8, HTML).
    static func jsonBody(_ body: Data, request: HTTPRequest, status: Int) throws(TransitError) -> Data {
        let first = body.first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF) }
        guard first == UInt8(ascii: "<"), !looksLikeHTML(body) else {
            try HTTPClient.requireJSON(body, request: request, status: status)
            return body
        }
        do {
            return try XMLTree.json(fromXML: body)
        } catch {
            throw TransitError(.decoding, request: request, status: status, detail: error.detail)
        }
    }

    private static func looksLikeHTML(_ body: Data) -> Bool {
        let head = String(decoding: body.prefix(200), as: UTF8.self).lowercased()
        return head.contains("<html") || head.contains("<!doctype html")
    }
}
