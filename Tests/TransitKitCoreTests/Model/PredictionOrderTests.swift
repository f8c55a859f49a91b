import Foundation
import Testing
import TransitKitCore

/// `Prediction.inTimeOrder` (what `PredictionBoard` and the providers sort with) skips the sort
/// when the rows are already in order; the stable sort
/// is the reference, on random rows with tied times, routes and stops (the vehicle id tells
/// tied rows apart, so a change of their order would show).
@Suite struct PredictionOrderTests {
    @Test func inTimeOrderEqualsTheStableSort() throws {
        let random = Randomness.seeded(11)
        func pick(_ count: Int) -> Int { Int(random.next() * Double(count)) }
        let zone = try #require(TimeZone(identifier: "America/Chicago"))
        var skipped = 0
        for round in 0..<3_000 {
            let rows = (0..<pick(6)).map { index in
                Prediction(
                    stopID: Stop.ID(["1", "2"][pick(2)]), route: Route.ID(["20", "8"][pick(2)]),
                    vehicleID: VehiclePosition.ID("\(index)"),
                    time: pick(5) == 0 ? nil : Date(timeIntervalSince1970: Double(1_522_891_620 + 60 * pick(3))),
                    scheduledTime: pick(2) == 0 ? Date(timeIntervalSince1970: 1_522_891_000) : nil,
                    source: .realtime, timeZone: zone)
            }
            // Half the rounds start from sorted rows, so the skip is taken.
            let input = round % 2 == 0 ? rows.sorted(by: Prediction.byTime) : rows
            let sorted = input.sorted(by: Prediction.byTime)
            if input == sorted { skipped += 1 }
            #expect(Prediction.inTimeOrder(input) == sorted)
        }
        #expect(skipped > 1_000 && skipped < 2_900, "\(skipped) already in order")
    }
}
