import Foundation
import TransitKitCore

extension GTFSRealtimeTranslator {
    /// A vehicle's calls with what the trip says about all of them filled in where a call does
    /// not say it itself: the vehicle, route, direction, trip id, and from the position the
    /// scheduled start and the vehicle's features.
    func calls(of trip: VehicleTrip) -> [Prediction] {
        trip.calls.map { call in
            var call = call
            if call.vehicleID == nil { call.vehicleID = trip.vehicle }
            if call.route.rawValue.isEmpty, let route = trip.route { call.route = route }
            if call.direction == nil { call.direction = trip.direction }
            if call.tripID == nil { call.tripID = trip.tripID ?? trip.position?.tripID }
            if call.tripStart == nil { call.tripStart = trip.position?.tripStart }
            if call.vehicleFeatures == nil { call.vehicleFeatures = trip.position?.features }
            return call
        }
    }

    /// `TripUpdate.timestamp`, "when the vehicle's progress was last measured": the position's
    /// time, when the position is the vehicle's and was measured rather than taken from the timetable.
    func measuredAt(_ trip: VehicleTrip) -> UInt64? {
        guard let position = trip.position, position.id == trip.vehicle, position.isRealtime else { return nil }
        return position.recordedAt.flatMap(POSIXTime.unsignedSeconds)
    }
}
