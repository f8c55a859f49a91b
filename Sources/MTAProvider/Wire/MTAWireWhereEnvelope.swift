import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// The head of every envelope, which ``MTAErrors`` reads: `code` ≠ 200 means `data` is null
/// or field errors.
struct MTAWireWhereStatus: Decodable, Sendable {
    var code: LenientValue<Int>
    var currentTime: LenientValue<Int64>?
    var text: String?
    var version: LenientValue<Int>?
}

/// `{"code":200,"currentTime":…,"text":"OK","version":2,"data":{…}}`.
struct MTAWireWhereEnvelope<Payload: Decodable & Sendable>: Decodable, Sendable {
    var code: LenientValue<Int>
    var currentTime: LenientValue<Int64>?
    var text: String?
    var version: LenientValue<Int>?
    var data: Payload
}
