import Foundation
import TransitKitCore

/// Pure functions of bytes: body in, wire value (or a typed error naming the field) out.
/// Errors carry `request` so they say which endpoint failed, with the key redacted.
enum MTADecoders {
    /// A SIRI body (JSON, or XML when it starts with `<`). An `ErrorCondition` — HTTP 200 or
    /// not — becomes the matching ``TransitError``.
    static func siri(_ body: Data, request: HTTPRequest, status: Int = 200) throws(TransitError) -> SiriServiceDelivery {
        let json = try jsonBody(body, request: request, status: status)
        let envelope: SiriEnvelope
        do {
            envelope = try JSONDecoder().decode(SiriEnvelope.self, from: json)
        } catch {
            var failure = TransitError.decoding(error, request: request)
            failure.status = status
            throw failure
        }
        let delivery = envelope.Siri.ServiceDelivery
        if let condition = delivery.errorCondition {
            throw MTAErrors.siri(condition, status: status, request: request)
        }
        return delivery
    }

    /// A "where" body (JSON or XML): the envelope's `code` is checked before `data` is read,
    /// because error envelopes carry `data: null` or field errors.
    static func `where`<Payload: Decodable & Sendable>(_ type: Payload.Type, _ body: Data, request: HTTPRequest,
                                                      status: Int = 200) throws(TransitError) -> WhereEnvelope<Payload>
    {
        let json = try jsonBody(body, request: request, status: status)
        let decoder = JSONDecoder()
        // The key interceptor answers every endpoint with a SIRI body, sometimes as HTTP 200.
        if let envelope = try? decoder.decode(SiriEnvelope.self, from: json),
            let condition = envelope.Siri.ServiceDelivery.errorCondition
        {
            throw MTAErrors.siri(condition, status: status, request: request)
        }
        do {
            let head = try decoder.decode(WhereStatus.self, from: json)
            guard head.code.value == 200 else {
                var error = MTAErrors.where(code: head.code.value, text: head.text, request: request)
                if status != 200 { error.status = status }
                throw error
            }
            return try decoder.decode(WhereEnvelope<Payload>.self, from: json)
        } catch let error as TransitError {
            throw error
        } catch {
            var failure = TransitError.decoding(error, request: request)
            failure.status = status
            throw failure
        }
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
