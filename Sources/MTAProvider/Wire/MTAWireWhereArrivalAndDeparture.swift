import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// One trip's arrival at and departure from a stop (arrivals-and-departures-for-stop,
/// arrival-and-departure-for-stop). Instants are epoch milliseconds; a predicted time of `0`
/// means "no prediction" (`predicted` false on servers without real time, e.g. MTA's).
struct MTAWireWhereArrivalAndDeparture: Decodable, Sendable {
    var routeId: String
    var tripId: String?
    var serviceDate: LenientValue<Int64>?
    var vehicleId: String?
    var stopId: String
    var stopSequence: LenientValue<Int>?
    var blockTripSequence: LenientValue<Int>?
    var routeShortName: String?
    var routeLongName: String?
    var tripHeadsign: String?
    var arrivalEnabled: LenientValue<Bool>?
    var departureEnabled: LenientValue<Bool>?
    var scheduledArrivalTime: LenientValue<Int64>?
    var scheduledDepartureTime: LenientValue<Int64>?
    var predictedArrivalTime: LenientValue<Int64>?
    var predictedDepartureTime: LenientValue<Int64>?
    var predicted: LenientValue<Bool>?
    var distanceFromStop: LenientValue<Double>?
    var numberOfStopsAway: LenientValue<Int>?
    var status: String?
    var tripStatus: MTAWireWhereTripStatus?
}
