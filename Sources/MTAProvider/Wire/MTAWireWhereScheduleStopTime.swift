import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// One trip's call at the stop: instants as epoch milliseconds (a trip after midnight is on
/// the next calendar day already); `…Enabled` false where riders cannot board or alight.
struct MTAWireWhereScheduleStopTime: Decodable, Sendable {
    var arrivalTime: LenientValue<Int64>?
    var departureTime: LenientValue<Int64>?
    var arrivalEnabled: LenientValue<Bool>?
    var departureEnabled: LenientValue<Bool>?
    var stopHeadsign: String?
    var tripId: String?
}
