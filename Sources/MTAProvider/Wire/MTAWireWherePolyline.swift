import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// `{length, levels:"", points}`; `length` is the number of points.
struct MTAWireWherePolyline: Decodable, Sendable {
    var points: String
    var length: LenientValue<Int>?
    var levels: String?
}
