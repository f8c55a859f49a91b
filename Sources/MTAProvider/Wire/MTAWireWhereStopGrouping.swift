import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

struct MTAWireWhereStopGrouping: Decodable, Sendable {
    var type: String?
    var ordered: LenientValue<Bool>?
    var stopGroups: [MTAWireWhereStopGroup]?
}

struct MTAWireWhereStopGroup: Decodable, Sendable {
    /// "0"/"1": the GTFS direction; may come "1" first.
    var id: LenientString
    var name: MTAWireWhereStopGroupName?
    var stopIds: [String]?
    var polylines: [MTAWireWherePolyline]?
    var subGroups: [MTAWireWhereStopGroup]?
}

struct MTAWireWhereStopGroupName: Decodable, Sendable {
    var name: String?
    var names: [String]?
    var type: String?
}
