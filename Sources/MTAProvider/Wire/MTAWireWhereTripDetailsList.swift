import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// trips-for-location and trips-for-route: trip details with `references`.
struct MTAWireWhereTripDetailsList: Decodable, Sendable {
    var list: [MTAWireWhereTripDetails]
    var references: MTAWireWhereReferences?
    var limitExceeded: LenientValue<Bool>?
    var outOfRange: LenientValue<Bool>?
}
