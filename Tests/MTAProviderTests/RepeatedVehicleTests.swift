import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

/// The same `VehicleRef` twice in one stop-monitoring answer: a bus that finishes one trip and
/// comes back past the stop on its next (its block), each visit with its own trip. No recorded
/// answer shows it, so stop-monitoring-7.json's B63 visits are given one repeated bus here:
/// bus 437's visit (trip …101600_B63_679) is made bus 438's, which already has the first one
/// (trip …097100_B63_659). Both are kept: a board keyed by bus would lose the second arrival.
@Suite struct RepeatedVehicleTests {
    @Test func aBusVisitingTwiceIsTwoPredictions() throws {
        let text = try #require(String(data: try fixture("stop-monitoring-7.json"), encoding: .utf8))
        #expect(text.components(separatedBy: "\"MTA NYCT_437\"").count == 2)
        let body = Data(text.replacingOccurrences(of: "\"MTA NYCT_437\"", with: "\"MTA NYCT_438\"").utf8)
        let board = try MTAPayloads.predictions(fromStopMonitoring: body)
        #expect(board.predictions.count == 7)
        let twice = board.predictions.filter { $0.vehicleID == "MTA NYCT_438" }
        #expect(twice.count == 2)
        #expect(Set(twice.map(\.tripID)).count == 2)
        #expect(twice.compactMap(\.time) == twice.compactMap(\.time).sorted())
    }
}
