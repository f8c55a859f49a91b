import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TramTrackerProvider

/// GetStopsAndRoutesUpdatesSince: what changed since a date, and the stop index brought up to
/// date from it — patched when the changes can be applied, rebuilt whole when they cannot.
/// The answers are the hand-made GetStopsAndRoutesUpdatesSince-hand-1 (stop 2110 updated, 2111
/// deleted) and -hand-2 (route 59 and stop 2109 updated): no RestService answer was recorded.
@Suite struct StopChangesTests {
    /// Midnight of 20 January 2025 in Melbourne (AEDT, +11).
    static let since = Date(timeIntervalSince1970: 1_737_291_600)

    /// Route 59's network (GetRouteSummaries-hand-2, GetRouteStopsByRoute-hand-2); stop 2110's
    /// information, which the list leaves unplaced, answered by `information` in turn.
    func network(information: [MockTransport.Reply] = [.fixture("tramtracker", "GetStopInformation-1.json")]) -> MockTransport {
        let mock = MockTransport()
        mock.on(.path(suffix: "/GetRouteSummaries"), .fixture("tramtracker", "GetRouteSummaries-hand-2.json"))
        mock.on(.path(suffix: "/GetRouteStopsByRoute/59"), .fixture("tramtracker", "GetRouteStopsByRoute-hand-2.json"))
        for (n, reply) in information.enumerated() {
            mock.on(.path(suffix: "/GetStopInformation/2110"), times: n == information.count - 1 ? nil : 1, reply)
        }
        return mock
    }

    func operations(_ mock: MockTransport, after count: Int) -> [String] {
        mock.requests.dropFirst(count).map { $0.url.path.replacingOccurrences(of: "/TramTracker/RestService/", with: "") }
    }

    @Test func theAnswerNamesTheStopsUpdatedAndDeletedAndTheServerTime() throws {
        let changes = try TramTrackerPayloads.changes(try TT.body("GetStopsAndRoutesUpdatesSince-hand-1.json"))
        #expect(changes.updatedStops == ["2110"])
        #expect(changes.removedStops == ["2111"])
        #expect(changes.updatedRoutes.isEmpty && changes.removedRoutes.isEmpty)
        #expect(changes.serverTime == TT.date(1_737_699_629_070))
        let routed = try TramTrackerPayloads.changes(try TT.body("GetStopsAndRoutesUpdatesSince-hand-2.json"))
        #expect(routed.updatedRoutes == ["59"])
        #expect(routed.updatedStops == ["2109"])
    }

    /// A row that cannot be applied fails the answer with the row's place, never a guess.
    @Test func aRowThatCannotBeAppliedIsADecodingErrorNamingIt() throws {
        let text = String(decoding: try TT.body("GetStopsAndRoutesUpdatesSince-hand-1.json"), as: UTF8.self)
        let cases = [
            ("\"Action\": \"DELETE\"", "\"Action\": \"MOVE\"", "dtStopsChanges[1].Action is \"MOVE\", expected UPDATE or DELETE"),
            ("\"StopNo\": 2110", "\"StopNo\": \" \"", "dtStopsChanges[0].StopNo is missing or empty"),
            ("\"dtStopsChanges\"", "\"StopsChanges\"", "responseObject has neither dtStopsChanges nor dtRoutesChanges"),
        ]
        for (from, to, detail) in cases {
            let body = Data(
                text.replacingOccurrences(of: from, with: to).replacingOccurrences(of: "\"dtRoutesChanges\": [],", with: "").utf8)
            let error = #expect(throws: TransitError.self) { try TramTrackerPayloads.changes(body) }
            #expect(error?.kind == .decoding)
            #expect(error?.detail == "GetStopsAndRoutesUpdatesSince: \(detail)")
        }
        let nothing = Data(text.replacingOccurrences(of: "\"responseObject\": {", with: "\"responseObject\": null, \"x\": {").utf8)
        #expect(try TramTrackerPayloads.changes(nothing).isEmpty)
    }

    @Test func theDateIsSentInMelbourneAndTheAnswerIsMapped() async throws {
        let mock = MockTransport()
        mock.on(.path(containing: "/GetStopsAndRoutesUpdatesSince/"), .fixture("tramtracker", "GetStopsAndRoutesUpdatesSince-hand-1.json"))
        let changes = try await TT.client(mock).changes(since: Self.since)
        #expect(
            mock.requests.map(\.url.absoluteString)
                == [TT.base + "GetStopsAndRoutesUpdatesSince/2025-01-20T00%3A00%3A00/?aid=TTIOSJSON&tkn=\(TT.token)"])
        #expect(changes.removedStops == ["2111"])
        #expect(changes.since == Self.since)
    }

    /// A day is its midnight in Melbourne (AEDT in January: 13:00 UTC the day before).
    @Test func aDayIsMidnightInMelbourne() async throws {
        let mock = MockTransport()
        mock.on(.path(containing: "/GetStopsAndRoutesUpdatesSince/"), .fixture("tramtracker", "GetStopsAndRoutesUpdatesSince-hand-1.json"))
        let changes = try await TT.client(mock).changes(since: try CalendarDate("2025-01-20"))
        #expect(
            mock.requests.map(\.url.absoluteString)
                == [TT.base + "GetStopsAndRoutesUpdatesSince/2025-01-20T00%3A00%3A00/?aid=TTIOSJSON&tkn=\(TT.token)"])
        #expect(changes.since == Self.since)
    }

    /// pids.asmx: `dateSince` not before 2009-07-07 and not after today (the client's now is
    /// 24 January 2025).
    @Test func aDateTheServiceDoesNotTakeIsRefusedBeforeAnyRequest() async throws {
        let mock = MockTransport()
        let client = try TT.client(mock)
        let early = await #expect(throws: TransitError.self) {
            try await client.changes(since: Date(timeIntervalSince1970: 1_246_800_000)) // 2009-07-05 in Melbourne (AEST)
        }
        #expect(early?.kind == .invalidArgument)
        #expect(early?.detail == "dateSince: 2009-07-05 is before 2009-07-07, the first day the service answers for")
        let late = await #expect(throws: TransitError.self) {
            try await client.refreshStops(since: Date(timeIntervalSince1970: 1_737_800_000)) // 25 January
        }
        #expect(late?.detail == "dateSince: 2025-01-25 is after today (2025-01-24, Melbourne)")
        #expect(mock.requests.isEmpty)
    }

    /// The index built while stop 2110's information failed: `refreshStops(since:)` asks what
    /// changed and the information of the one updated stop — 2 requests, not the catalogue's
    /// 3 — removes 2111, places 2110 and drops the note about it; its route stays.
    @Test func changesAreAppliedWithoutWalkingTheCatalogue() async throws {
        let mock = network(information: [.status(503, body: "busy"), .fixture("tramtracker", "GetStopInformation-1.json")])
        mock.on(.path(containing: "/GetStopsAndRoutesUpdatesSince/"), .fixture("tramtracker", "GetStopsAndRoutesUpdatesSince-hand-1.json"))
        let client = try TT.client(mock)
        let cold = try await client.refreshStops()
        #expect(cold.stopCount == 4 && cold.notes.map(\.subject) == [.stop("2110")])
        #expect(try await client.stop("2110").coordinate == nil)
        let before = mock.requests.count

        let refresh = try await client.refreshStops(since: Self.since)
        #expect(operations(mock, after: before) == ["GetStopsAndRoutesUpdatesSince/2025-01-20T00:00:00", "GetStopInformation/2110"])
        #expect(refresh.wasIncremental)
        #expect(refresh.changes?.removedStops == ["2111"])
        #expect(refresh.status.requests == 2)
        #expect(refresh.status.stopCount == 3)
        #expect(refresh.status.notes.isEmpty)
        let hospital = try await client.stop("2110")
        #expect(hospital.coordinate == StopFinderTests.hospital)
        #expect(hospital.routeIDs == ["59"] && hospital.direction?.id == "down")
        let gone = await #expect(throws: TransitError.self) { try await client.stop("2111") }
        #expect(gone?.kind == .notFound)
    }

    /// A changed route may move stops between routes, which only the route lists say: the
    /// whole catalogue is walked again, and the refresh says why.
    @Test func aRouteChangeRebuildsTheWholeIndex() async throws {
        let mock = network()
        mock.on(.path(containing: "/GetStopsAndRoutesUpdatesSince/"), .fixture("tramtracker", "GetStopsAndRoutesUpdatesSince-hand-2.json"))
        let client = try TT.client(mock)
        try await client.refreshStops()
        let before = mock.requests.count
        let refresh = try await client.refreshStops(since: Self.since)
        #expect(
            operations(mock, after: before)
                == [
                    "GetStopsAndRoutesUpdatesSince/2025-01-20T00:00:00", "GetRouteSummaries", "GetRouteStopsByRoute/59",
                    "GetStopInformation/2110",
                ])
        #expect(!refresh.wasIncremental)
        #expect(refresh.rebuildReason == "routes changed (59)")
        #expect(refresh.changes?.updatedRoutes == ["59"])
        #expect(refresh.status.stopCount == 4)
    }

    /// An updated stop the index does not hold: which routes serve it is not in the answer.
    @Test func aChangedStopTheIndexDoesNotHoldRebuildsTheWholeIndex() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/GetRouteSummaries"), .fixture("tramtracker", "GetRouteSummaries-hand-2.json"))
        // Route 78's list stands in for route 59's: an index without stop 2110.
        mock.on(.path(suffix: "/GetRouteStopsByRoute/59"), times: 1, .fixture("tramtracker", "GetRouteStopsByRoute-hand-1.json"))
        mock.on(.path(suffix: "/GetRouteStopsByRoute/59"), .fixture("tramtracker", "GetRouteStopsByRoute-hand-2.json"))
        mock.on(.path(suffix: "/GetStopInformation/2110"), .fixture("tramtracker", "GetStopInformation-1.json"))
        mock.on(.path(containing: "/GetStopsAndRoutesUpdatesSince/"), .fixture("tramtracker", "GetStopsAndRoutesUpdatesSince-hand-1.json"))
        let client = try TT.client(mock)
        try await client.refreshStops()
        let refresh = try await client.refreshStops(since: Self.since)
        #expect(refresh.rebuildReason == "stops not in the index changed (2110)")
        #expect(try await client.stop("2110").routeIDs == ["59"])
    }

    /// An answer that is not the documented one (a gateway's `{"message":"Bad Gateway"}`) is
    /// not applied: the index is rebuilt whole.
    @Test func anAnswerThatCannotBeReadRebuildsTheWholeIndex() async throws {
        let mock = network()
        mock.on(.path(containing: "/GetStopsAndRoutesUpdatesSince/"), .fixture("tramtracker", "Error-hand-gateway.json"))
        let client = try TT.client(mock)
        try await client.refreshStops()
        let refresh = try await client.refreshStops(since: Self.since)
        #expect(refresh.changes == nil)
        #expect(refresh.rebuildReason?.hasPrefix("GetStopsAndRoutesUpdatesSince could not be applied: ") == true)
        #expect(refresh.status.requests == 3)
    }

    /// A changed stop whose information fails is not left stale: the index is rebuilt whole.
    @Test func aChangedStopWhoseInformationFailsRebuildsTheWholeIndex() async throws {
        let mock = network(information: [
            .fixture("tramtracker", "GetStopInformation-1.json"), .status(503, body: "busy"),
            .fixture("tramtracker", "GetStopInformation-1.json"),
        ])
        mock.on(.path(containing: "/GetStopsAndRoutesUpdatesSince/"), .fixture("tramtracker", "GetStopsAndRoutesUpdatesSince-hand-1.json"))
        let client = try TT.client(mock)
        try await client.refreshStops()
        let refresh = try await client.refreshStops(since: Self.since)
        #expect(refresh.rebuildReason == "a changed stop's GetStopInformation failed (stop 2110)")
        #expect(refresh.status.stopCount == 4)
    }

    /// No index yet: there is nothing to patch, so the catalogue is walked and no change asked.
    @Test func withNoIndexYetTheCatalogueIsWalkedWithoutAskingForChanges() async throws {
        let mock = network()
        let refresh = try await TT.client(mock).refreshStops(since: Self.since)
        #expect(refresh.rebuildReason == "no stop index yet")
        #expect(refresh.changes == nil)
        #expect(!mock.requests.contains { $0.operation == "GetStopsAndRoutesUpdatesSince" })
        #expect(refresh.status.stopCount == 4)
    }
}
