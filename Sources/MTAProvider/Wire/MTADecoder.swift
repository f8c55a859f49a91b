import Foundation
import TransitKitCore

/// Bytes → wire value, as pure functions: what ``MTAEndpoint``'s `decode` calls, and what
/// ``MTAPayloads`` calls without a client. Errors carry `request`, so they say which endpoint
/// failed (key redacted), and name the field path or XML element that did not fit.
///
/// Error bodies never get here: ``MTAErrors`` reads them first (SIRI `ErrorCondition`, "where"
/// envelopes with `code` ≠ 200), whatever the HTTP status.
/// A wire value an MTA answer decodes to: the SIRI delivery, or the payload of a "where"
/// envelope. `read` decodes the (JSON, or converted) bytes once and throws the error they carry.
protocol MTAWire: Sendable {
    static func read(_ json: Data, for request: HTTPRequest, status: Int) throws(TransitError) -> Self
}

/// The `data` of a "where" envelope.
protocol MTAWherePayload: MTAWire, Decodable {}

extension MTAWherePayload {
    /// The envelope, its error members checked, then its `data`. `data` is read as
    /// `Tolerant` so an error envelope whose `data` is its field errors (not `Self`) is still
    /// read in this one decode; when the envelope says OK, what did not fit is the error.
    static func read(_ json: Data, for request: HTTPRequest, status: Int) throws(TransitError) -> Self {
        try readWithClock(json, for: request, status: status).payload
    }

    /// ``read(_:for:status:)`` with the envelope's `currentTime` (epoch milliseconds), from the
    /// same one decode: a board made from a "where" answer carries the server's clock (rule 19).
    static func readWithClock(
        _ json: Data, for request: HTTPRequest, status: Int
    ) throws(TransitError) -> (payload: Self, currentTime: Int64?) {
        let envelope = try HTTPClient.decodeJSON(
            MTAWireWhereEnvelope<Tolerant<Self>>.self, from: json, for: request, status: status)
        if let error = MTAErrors.error(in: envelope, request: request, status: status) { throw error }
        switch envelope.data {
        case .value(let data)?:
            return (data, envelope.currentTime?.value)
        case .unreadable(let field, let reason)?:
            let path = field.isEmpty ? "data" : "data." + field
            throw TransitError(.decoding, request: request, status: status, detail: "\(path): \(reason)")
        case nil:
            throw TransitError(.decoding, request: request, status: status, detail: "data: missing")
        }
    }
}

extension MTAWireSiriDelivery: MTAWire {
    /// Read straight from the bytes (`JSONReadable`): a whole-city vehicle snapshot is 1.6 MB.
    /// An `ErrorCondition` is read with the delivery and thrown.
    static func read(_ json: Data, for request: HTTPRequest, status: Int) throws(TransitError) -> Self {
        let envelope = try HTTPClient.decodeJSON(from: json, for: request, status: status) { data throws(TransitError) in
            try JSONReader.read(data, syntax: .jsonDecoderCompatible) { reader throws(TransitError) in
                try MTAWireSiriEnvelope(reading: &reader)
            }
        }
        let delivery = envelope.Siri.ServiceDelivery
        if let condition = delivery.errorCondition { throw MTAErrors.siri(condition, status: status, request: request) }
        return delivery
    }
}

extension MTAWireWhereStopList: MTAWherePayload {}
extension MTAWireWhereRouteList: MTAWherePayload {}
extension MTAWireWhereStopsForRoute: MTAWherePayload {}
extension MTAWireWhereAgenciesWithCoverage: MTAWherePayload {}
extension MTAWireWhereEntry: MTAWherePayload {}
extension MTAWireWhereTripDetailsList: MTAWherePayload {}
extension MTAWireWhereVehicleStatusList: MTAWherePayload {}

/// Bytes → wire value, as a pure function: what ``MTAEndpoint``'s `decode` calls (and, through
/// `HTTPClient.interpret`, ``MTAPayloads``). Errors carry `request`, so they say which endpoint
/// failed (key redacted), and name the field path or XML element that did not fit.
///
/// XML is converted to the equivalent JSON once, here; the one decode that follows also reads
/// the error members of the body (SIRI `ErrorCondition`, "where" `code` ≠ 200, bare
/// `fieldErrors`) and throws what they mean. Non-2xx bodies are read by
/// ``MTAErrors/error(inFailure:request:)`` instead, since the core never decodes them.
enum MTADecoder {
    static func decode<Wire: MTAWire>(_ response: HTTPResponse, for request: HTTPRequest) throws(TransitError) -> Wire {
        let json = try jsonBody(response.body, request: request, status: response.status)
        return try Wire.read(json, for: request, status: response.status)
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
