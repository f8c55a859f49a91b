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

/// The same repeated bus through the public client call, not only `MTAPayloads`: the board
/// `predictions(at:)` builds from the server's answer keeps both visits. Keying the client's
/// board by `VehicleRef` (a de-duplication a client might add "because one bus is one row")
/// drops the second arrival and fails here.
@Suite struct RepeatedVehicleThroughTheClientTests {
    @Test func predictionsKeepBothVisitsOfOneBus() async throws {
        let text = try #require(String(data: try fixture("stop-monitoring-7.json"), encoding: .utf8))
        let body = text.replacingOccurrences(of: "\"MTA NYCT_437\"", with: "\"MTA NYCT_438\"")
        let mock = MockTransport()
        mock.on(.query("MonitoringRef", "MTA_308215"), .json(body))
        let mta = try makeClient(mock)
        let board = try await mta.predictions(at: ["MTA_308215"], routes: nil)
        #expect(board.predictions.count == 7)
        let twice = board.predictions.filter { $0.vehicleID == "MTA NYCT_438" }
        #expect(twice.map(\.tripID).count == 2)
        #expect(Set(twice.compactMap(\.tripID)).count == 2)
        let arrivals = try await mta.arrivals(at: "MTA_308215")
        #expect(arrivals.predictions.filter { $0.vehicleID == "MTA NYCT_438" }.count == 2)
    }
}
