import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// vehicles-for-agency: `{list:[{vehicleId, tripId, lastUpdateTime, location, tripStatus}], references}`.
struct MTAWireWhereVehicleStatusList: Decodable, Sendable {
    struct VehicleStatus: Decodable, Sendable {
        var vehicleId: String
        var tripId: String?
        var lastUpdateTime: LenientValue<Int64>?
        var location: MTAWireWhereLocation?
        var tripStatus: MTAWireWhereTripStatus?
    }

    var list: [VehicleStatus]
    var references: MTAWireWhereReferences?
}
