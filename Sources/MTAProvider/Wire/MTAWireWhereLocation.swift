import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// A `{lat, lon}` pair (a trip status's `position` and `lastKnownLocation`).
struct MTAWireWhereLocation: Decodable, Sendable {
    var lat: LenientValue<Double>
    var lon: LenientValue<Double>
}
