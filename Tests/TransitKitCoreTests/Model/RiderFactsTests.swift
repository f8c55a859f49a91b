import Foundation
import Testing
import TransitKitCore

/// The rider-facing facts the core model carries: unknown kept apart from empty, MTA's
/// capacity 0 read as unknown, step-free derived from what the provider says.
@Suite struct RiderFactsTests {
    @Test func capacityZeroIsUnknownNotAnEmptyVehicle() {
        // MTA 2020 data: EstimatedPassengerCapacity 0 with a count of 7.
        let occupancy = Occupancy(level: .unknown, passengerCount: 7, capacity: 0, providerCode: nil)
        #expect(occupancy.capacity == nil)
        #expect(occupancy.percentage == nil)
        #expect(occupancy.level != .empty)
        #expect(Occupancy(level: .manySeatsAvailable, passengerCount: 20, capacity: 80).percentage == 25)
        #expect(Occupancy(level: .full, passengerCount: -3, capacity: -1).passengerCount == nil)
    }

    @Test func stepFreeFollowsLowFloorAndWheelchair() {
        #expect(VehicleFeatures(isLowFloor: true).isStepFree == true)
        #expect(VehicleFeatures(wheelchair: .accessible).isStepFree == true)
        #expect(VehicleFeatures(isLowFloor: false).isStepFree == false)
        #expect(VehicleFeatures(wheelchair: .unknown).isStepFree == nil)
        #expect(VehicleFeatures().isStepFree == nil)
    }

    @Test func dropOffOnlyIsNoPickup() {
        let zone = TimeZone(identifier: "America/Chicago") ?? .gmt
        var prediction = Prediction(
            stopID: "1836", route: "22", time: Date(timeIntervalSince1970: 0), source: .realtime,
            timeZone: zone)
        #expect(!prediction.isDropOffOnly)
        prediction.pickup = BoardingRule.none
        #expect(prediction.isDropOffOnly)
    }

    @Test func aTripFindsItsCallAtAStopAndMergesAlerts() {
        let zone = TimeZone(identifier: "Australia/Melbourne") ?? .gmt
        let calls = ["1234", "2234"].enumerated().map { index, stop in
            Prediction(
                stopID: Stop.ID(stop), route: "96", time: Date(timeIntervalSince1970: Double(60 * index)),
                source: .realtime, timeZone: zone)
        }
        let alert = ServiceAlert(id: "a", title: "Disruption", affectedRoutes: ["96"])
        let trip = VehicleTrip(vehicle: "3530", route: "96", calls: calls, alerts: [alert, alert])
        #expect(trip.call(at: "2234")?.time == Date(timeIntervalSince1970: 60))
        #expect(trip.call(at: "9999") == nil)
        #expect(trip.alerts.count == 1)
    }
}
