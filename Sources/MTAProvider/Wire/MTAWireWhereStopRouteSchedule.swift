import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// One route's part of schedule-for-stop, split by direction of travel.
struct MTAWireWhereStopRouteSchedule: Decodable, Sendable {
    var routeId: String
    var stopRouteDirectionSchedules: [MTAWireWhereStopRouteDirectionSchedule]?
}
