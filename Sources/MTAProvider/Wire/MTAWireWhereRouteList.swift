import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// routes-for-agency (v2 only, whatever was asked) and routes-for-location.
struct MTAWireWhereRouteList: Decodable, Sendable {
    var list: [MTAWireWhereRoute]
    var references: MTAWireWhereReferences?
    var limitExceeded: LenientValue<Bool>?
    /// routes-for-location: the place is outside every agency's coverage.
    var outOfRange: LenientValue<Bool>?
}
