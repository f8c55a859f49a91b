import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// `{"code":200,"currentTime":…,"text":"OK","version":2,"data":{…}}` — and, read in the same
/// decode, every error shape a "where" call is answered with: the envelope with `code` ≠ 200
/// (`data` null, absent or `{"fieldErrors":…}`), OneBusAway's bare validation body
/// `{"fieldErrors":{"lat":["…"]}}`, and the key interceptor's SIRI body. ``MTADecoder`` checks
/// them (``MTAErrors/error(in:request:status:)``) before it hands on `data`.
struct MTAWireWhereEnvelope<Payload: Decodable & Sendable>: Decodable, Sendable {
    var code: LenientValue<Int>?
    var currentTime: LenientValue<Int64>?
    var text: String?
    var version: LenientValue<Int>?
    var data: Payload?
    /// Struts validation messages per field, when the body is only them.
    var fieldErrors: [String: [String]]?
    /// The key interceptor's answer, whatever the endpoint.
    var Siri: MTAWireSiriErrorBody?
}

/// The `data` of a validation error (HTTP 400, `"text":"validation error"`): the messages per
/// field. Read as `Tolerant` in error bodies, so a `data` of another shape is no failure.
struct MTAWireWhereFieldErrors: Decodable, Sendable {
    var fieldErrors: [String: [String]]?
}
