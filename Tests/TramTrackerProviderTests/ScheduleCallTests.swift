import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TramTrackerProvider

/// GetSchedulesCollection and GetSchedulesForTrip, built on the evidence
/// GetStopsAndRoutesUpdatesSince was (the SOAP answer's rows from WWW::PIDS, the date written as
/// `dateSince` is, the REST wrapping assumed); answers are hand-made files (Docs/TramTracker.md).
@Suite struct ScheduleCallTests {
    /// 23:50 on Friday 2025-01-24 in Melbourne (AEDT, +11).
    static let from = Date(timeIntervalSince1970: 1_737_723_000)

    @Test func theNextScheduledPassingTimesAreTimetableRowsSoonestFirst() async throws {
        let mock = MockTransport()
        mock.on(.path(containing: "/GetSchedulesCollection/"), .fixture("tramtracker", "GetSchedulesCollection-hand-1.json"))
        let tram = try TT.client(mock)
        let rows = try await tram.scheduledDepartures(at: " 1234 ", route: "96", from: Self.from)
        let sent = try #require(mock.requests.first).url.absoluteString
        #expect(sent.contains("/GetSchedulesCollection/1234/96/false/2025-01-24T23%3A50%3A00/"), "\(sent)")
        #expect(rows.map(\.tripID) == ["4321", "4322", "4323"])
        #expect(rows.allSatisfy { $0.source == .scheduled && $0.scheduledTime == $0.time })
        #expect(rows.allSatisfy { $0.timeZone.identifier == "Australia/Melbourne" && $0.stopID == "1234" })
        // 23:55 Friday, then 00:10 and 00:25 on Saturday: past midnight stays the next day.
        #expect(rows.map(\.time) == [1_737_723_300, 1_737_724_200, 1_737_725_100].map { Date(timeIntervalSince1970: $0) })
        #expect(rows[0].vehicleID == "3001")
        #expect(try TramTrackerPayloads.schedules(TT.body("GetSchedulesCollection-hand-1.json"), stop: "1234") == rows)
    }

    @Test func everyRouteIsRouteZeroAndLowFloorIsSent() async throws {
        let mock = MockTransport()
        mock.on(.path(containing: "/GetSchedulesCollection/"), .fixture("tramtracker", "GetSchedulesCollection-hand-1.json"))
        _ = try await TT.client(mock).scheduledDepartures(at: "1234", lowFloor: true, from: Self.from)
        #expect(mock.requests.first?.url.path.contains("/GetSchedulesCollection/1234/0/true/") == true)
    }

    @Test func aTripsTimetableIsItsStopsInTimeOrder() async throws {
        let mock = MockTransport()
        mock.on(.path(containing: "/GetSchedulesForTrip/"), .fixture("tramtracker", "GetSchedulesForTrip-hand-1.json"))
        let stops = try await TT.client(mock).tripSchedule("4321", at: Self.from)
        #expect(mock.requests.first?.url.absoluteString.contains("/GetSchedulesForTrip/4321/2025-01-24T23%3A50%3A00/") == true)
        #expect(stops.map(\.stop) == ["1234", "1235", "1236"])
        #expect(stops.first?.scheduledArrival == Date(timeIntervalSince1970: 1_737_723_300))
        #expect(try TramTrackerPayloads.tripSchedule(TT.body("GetSchedulesForTrip-hand-1.json")) == stops)
    }

    @Test func badIdsAreRefusedBeforeAnyRequest() async throws {
        let mock = MockTransport()
        let tram = try TT.client(mock)
        for call in [
            { () async throws -> Void in _ = try await tram.scheduledDepartures(at: " ", from: Self.from) },
            { () async throws -> Void in _ = try await tram.scheduledDepartures(at: "12/34", from: Self.from) },
            { () async throws -> Void in _ = try await tram.scheduledDepartures(at: "1234", route: "9 6", from: Self.from) },
            { () async throws -> Void in _ = try await tram.tripSchedule("43a", at: Self.from) },
        ] {
            await #expect(throws: TransitError.self) { try await call() }
        }
        #expect(mock.requests.isEmpty)
    }
}
