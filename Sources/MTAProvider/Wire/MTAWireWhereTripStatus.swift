import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// A trip's real-time status (`tripStatus` of an arrival, `status` of trip details): the
/// vehicle serving it, where it is, how late. Times are epoch milliseconds; `orientation` is
/// degrees counter-clockwise from east (OneBusAway's convention, not a compass heading);
/// `scheduleDeviation` is seconds late (negative: early). `predicted` false: no real-time data,
/// the position is where the schedule puts the trip.
struct MTAWireWhereTripStatus: Decodable, Sendable {
    var activeTripId: String?
    var serviceDate: LenientValue<Int64>?
    var vehicleId: String?
    var position: MTAWireWhereLocation?
    var lastKnownLocation: MTAWireWhereLocation?
    var orientation: LenientValue<Double>?
    var lastKnownOrientation: LenientValue<Double>?
    var scheduleDeviation: LenientValue<Double>?
    var predicted: LenientValue<Bool>?
    var lastUpdateTime: LenientValue<Int64>?
    var lastLocationUpdateTime: LenientValue<Int64>?
    var closestStop: String?
    var nextStop: String?
    /// "in_progress", "layover_before", "deadhead_during", …
    var phase: String?
    /// "default", "SCHEDULED", "CANCELED", …
    var status: String?
}
