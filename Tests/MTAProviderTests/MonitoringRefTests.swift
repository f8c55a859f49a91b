import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

/// A bare stop code sent as `MonitoringRef` makes the server try it with every agency in turn
/// ("No such stop: MTA NYCT_12345. No such stop: MTA_12345. No such stop: MTABC_12345." in
/// stop-monitoring-4.json). The arrival calls qualify it as `stop(_:)` and `schedule(at:)` do.
@Suite struct MonitoringRefTests {
    @Test func aBareStopIsSentQualified() async throws {
        let mock = MockTransport()
        mock.on(.query("MonitoringRef", "MTA_308215"), .fixture("mta", "stop-monitoring-7.json"))
        let mta = try makeClient(mock)
        let board = try await mta.predictions(at: ["308215"], routes: nil)
        #expect(board.predictions.count == 7)
        #expect(board.notes.isEmpty)
        let arrivals = try await mta.arrivals(at: "308215", line: "MTA NYCT_B63")
        #expect(arrivals.predictions.count == 7)
        let lower = try await mta.predictions(at: ["mta_308215"], routes: nil)
        #expect(lower.predictions.count == 7)
        #expect(mock.requests.map { $0.queryValue("MonitoringRef") } == ["MTA_308215", "MTA_308215", "MTA_308215"])
    }

    /// A note names the stop as the caller wrote it, though the request named it qualified.
    @Test func notesNameTheStopAsAsked() async throws {
        let mock = MockTransport()
        mock.on(.query("MonitoringRef", "MTA_308215"), .fixture("mta", "stop-monitoring-7.json"))
        mock.on(.query("MonitoringRef", "MTA_12345"), .fixture("mta", "stop-monitoring-4.json"))
        let mta = try makeClient(mock)
        let board = try await mta.predictions(at: ["308215", "12345"], routes: nil)
        #expect(board.notes.map(\.subject) == [.stop("12345")])
        #expect(board.notes.map(\.kind) == [.notFound])
    }

    @Test func aBlankStopIsStillRefusedBeforeAnyRequest() async throws {
        let mock = MockTransport()
        let mta = try makeClient(mock)
        await #expect(throws: TransitError.self) { _ = try await mta.arrivals(at: " ") }
        #expect(mock.requests.isEmpty)
    }
}
