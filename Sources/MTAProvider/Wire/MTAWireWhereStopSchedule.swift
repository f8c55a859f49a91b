import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// schedule-for-stop's entry: a stop's timetable for one service day, one group per route.
/// `date`, `timeZone` and `stopCalendarDays` are not read: the day is the one asked for, the
/// zone the provider's constant (rule 9), and no call needs the stop's service calendar.
struct MTAWireWhereStopSchedule: Decodable, Sendable {
    var stopId: String
    /// Absent or empty on a day the stop has no service.
    var stopRouteSchedules: [MTAWireWhereStopRouteSchedule]?
}
