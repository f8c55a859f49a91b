import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// One direction of one route at a stop: its headsign and its stop times. Frequency-based
/// service (`scheduleFrequencies`, a BETA addition) is not read: MTA's buses run by timetable.
struct MTAWireWhereStopRouteDirectionSchedule: Decodable, Sendable {
    var tripHeadsign: String?
    var scheduleStopTimes: [MTAWireWhereScheduleStopTime]?
}
