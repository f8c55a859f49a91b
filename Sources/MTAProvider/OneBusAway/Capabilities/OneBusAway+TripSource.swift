import Foundation
import TransitKitCore

extension OneBusAwayClient: TripSource {
    /// Where vehicle `vehicle` (`1_3686`: OneBusAway ids carry their agency) is going:
    /// trip-for-vehicle with its status and schedule — its stops from the next one on, at the
    /// scheduled time moved by the vehicle's deviation when the server tracks it, in the trip's
    /// zone. A blank id is `.invalidArgument` before any request; a vehicle the server does not
    /// know, or one serving no trip, is `.notFound`.
    public func trip(of vehicle: VehiclePosition.ID) async throws(TransitError) -> VehicleTrip {
        let region = configuration.region
        let id = vehicle.rawValue.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !id.isEmpty else {
            throw TransitError(
                .invalidArgument, provider: region.id, operation: "trip-for-vehicle", detail: "vehicle: a vehicle id is empty")
        }
        let answer = try await perform(
            .tripForVehicle(VehiclePosition.ID(id)), as: MTAWhereClocked<MTAWireWhereEntry<MTAWireWhereTripDetails>>.self)
        var trip = MTAMapper.trip(
            answer.payload, serverTime: answer.serverTime, realTime: region.realTime.contains(.whereAPI),
            fallbackZone: region.timeZone)
        if trip.vehicle.rawValue.isEmpty { trip.vehicle = VehiclePosition.ID(id) }
        return trip
    }

    /// One trip by id on a service day (trip-details with status and schedule): its stops from
    /// the next one on when a vehicle serves it (all of them otherwise), in the trip's zone.
    /// `vehicle` is the vehicle serving it, empty when none is. `serviceDate` is the instant
    /// OneBusAway names the day by (nil: the server's today).
    public func tripDetails(_ trip: String, serviceDate: Date? = nil) async throws(TransitError) -> VehicleTrip {
        let region = configuration.region
        let answer = try await perform(
            .tripDetails(trip, serviceDate: serviceDate), as: MTAWhereClocked<MTAWireWhereEntry<MTAWireWhereTripDetails>>.self)
        return MTAMapper.trip(
            answer.payload, serverTime: answer.serverTime, realTime: region.realTime.contains(.whereAPI),
            fallbackZone: region.timeZone)
    }
}
