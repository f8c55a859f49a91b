import Foundation
import TransitKitCore

/// SIRI vehicle-monitoring at detail level `calls` → the run of one bus.
extension MTAMapper {
    /// The run of the bus of `activity`: where it is, and its next stops in the order the
    /// server lists them — `MonitoredCall` (the stop it is heading to) then each `OnwardCall`,
    /// the monitored stop once when the onward calls repeat it first. Every call carries the
    /// bus's trip, occupancy and features; `alerts` are every situation of the answer.
    static func trip(_ activity: MTAWireSiriVehicleActivity, delivery: MTAWireSiriDelivery) -> VehicleTrip? {
        let journey = activity.MonitoredVehicleJourney
        let facts = Journey(journey)
        guard let vehicle = facts.vehicleID else { return nil }
        var wire: [MTAWireSiriCall] = []
        let onward = journey.OnwardCalls?.OnwardCall ?? []
        // The onward calls start at the bus's distance along its block, so the first is the
        // monitored stop again (OneBusAway SiriSupport.fillOnwardCalls): one call, not two.
        if let monitored = journey.MonitoredCall, onward.first?.StopPointRef == nil || monitored.StopPointRef != onward.first?.StopPointRef
        {
            wire.append(monitored)
        }
        wire += onward
        let calls = wire.compactMap { prediction(facts, call: $0, stop: nil) }
        return VehicleTrip(
            vehicle: vehicle, route: facts.line.map { Route.ID($0) }, routeName: facts.routeName,
            direction: facts.direction, destination: facts.destination, tripID: facts.tripID,
            position: self.vehicle(journey, recordedAt: activity.RecordedAtTime?.date), calls: calls,
            alerts: alerts(delivery.situations), serverTime: responseTime(delivery))
    }

    /// Every `VehicleActivity` of a vehicle-monitoring answer, as runs.
    static func trips(_ delivery: MTAWireSiriDelivery) -> [VehicleTrip] {
        (delivery.VehicleMonitoringDelivery ?? []).flatMap { $0.VehicleActivity ?? [] }.compactMap { trip($0, delivery: delivery) }
    }
}
