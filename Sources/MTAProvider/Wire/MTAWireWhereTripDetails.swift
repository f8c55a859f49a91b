import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// trip-details, trip-for-vehicle, and each element of trips-for-location / trips-for-route:
/// a trip on a service day with its status (`includeStatus`) and its stop times
/// (`includeSchedule`).
struct MTAWireWhereTripDetails: Decodable, Sendable {
    var tripId: String
    var serviceDate: LenientValue<Int64>?
    var status: MTAWireWhereTripStatus?
    var schedule: MTAWireWhereTripSchedule?
}

/// A trip's timetable: `arrivalTime`/`departureTime` of each stop are seconds after the
/// service date's start; `timeZone` is the agency's zone.
struct MTAWireWhereTripSchedule: Decodable, Sendable {
    struct StopTime: Decodable, Sendable {
        var stopId: String
        var arrivalTime: LenientValue<Int64>?
        var departureTime: LenientValue<Int64>?
        var stopHeadsign: String?
        var distanceAlongTrip: LenientValue<Double>?
    }

    var timeZone: String?
    var stopTimes: [StopTime]?
    var previousTripId: String?
    var nextTripId: String?
}
