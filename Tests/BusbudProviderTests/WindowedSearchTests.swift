import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import BusbudProvider

/// Issue 30: "what leaves between two times" — the window's days in the origin's zone become
/// the searched dates, the merged final snapshot is filtered by the core's window rule.
@Suite struct WindowedSearchTests {
    let montreal = TimeZone(identifier: "America/Montreal") ?? .gmt

    @Test func windowInsideOneDayAsksThatDayAndKeepsOnlyItsDepartures() async throws {
        let mock = MockTransport()
        mock.on(.path(containing: "/2021-08-28"), times: 1, .fixture("busbud", "init-4.json"))
        let window = TimeWindow(from: try utc("2021-08-28T14:00:00Z"), until: try utc("2021-08-28T16:45:00Z"))
        let snapshot = try await makeClient(mock).searchDepartures(try seedQuery(), within: window, originZone: montreal)
        #expect(mock.requests.count == 1)
        #expect(mock.requests.first?.url.path.contains("/2021-08-28") == true)
        // init-4 has 09:30, 10:30 and 12:30 EDT; 10:00–12:45 EDT keeps the last two.
        #expect(snapshot.departures.map(\.departureTime) == [try utc("2021-08-28T14:30:00Z"), try utc("2021-08-28T16:30:00Z")])
        #expect(snapshot.isComplete)
    }

    @Test func windowAcrossMidnightAsksBothDays() async throws {
        let mock = MockTransport()
        mock.on(.path(containing: "/2021-08-27"), times: 1, .json(#"{"departures":[],"complete":true,"ttl":900}"#))
        mock.on(.path(containing: "/2021-08-28"), times: 1, .fixture("busbud", "init-4.json"))
        // 23:00 EDT on the 27th (03:00Z on the 28th) until 10:00 EDT on the 28th.
        let window = TimeWindow(from: try utc("2021-08-28T03:00:00Z"), until: try utc("2021-08-28T14:00:00Z"))
        let snapshot = try await makeClient(mock).searchDepartures(try seedQuery(), within: window, originZone: montreal)
        #expect(mock.requests.map { $0.url.path.contains("/2021-08-27") } == [true, false])
        #expect(mock.requests.count == 2)
        #expect(snapshot.departures.map(\.departureTime) == [try utc("2021-08-28T13:30:00Z")])
        #expect(snapshot.requestCount == 2)
    }

    @Test func theDaysAreTheOriginZonesNotUTCs() throws {
        // 20:00–23:00 EDT on the 27th is the 28th in UTC: only the 27th is asked.
        let window = TimeWindow(from: try utc("2021-08-28T00:00:00Z"), until: try utc("2021-08-28T03:00:00Z"))
        let days = try BusbudClient.searchDays(try seedQuery(), within: window, originZone: montreal, now: Date())
        #expect(days.map(\.description) == ["2021-08-27"])
    }

    @Test func reversedWindowFailsBeforeAnyRequest() async throws {
        let mock = MockTransport()
        let window = TimeWindow(from: try utc("2021-08-28T16:00:00Z"), until: try utc("2021-08-28T14:00:00Z"))
        let error = await #expect(throws: TransitError.self) {
            try await makeClient(mock).searchDepartures(try seedQuery(), within: window, originZone: montreal)
        }
        #expect(error?.kind == .invalidArgument)
        #expect(mock.requests.isEmpty)
    }

    @Test func tooLongWindowFailsBeforeAnyRequest() async throws {
        let mock = MockTransport()
        let window = TimeWindow(from: try utc("2021-08-01T14:00:00Z"), until: try utc("2021-08-28T14:00:00Z"))
        let error = await #expect(throws: TransitError.self) {
            try await makeClient(mock).searchDepartures(try seedQuery(), within: window, originZone: montreal)
        }
        #expect(error?.kind == .invalidArgument)
        #expect(mock.requests.isEmpty)
    }
}
