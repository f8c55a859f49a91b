import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

/// schedule-for-stop as `ScheduleSource`: stop MTA_308215 (5 Av / Garfield Pl) on 2024-01-02,
/// schedule-for-stop-1.json (hand-made: nine B63 trips, the last two after midnight);
/// schedule-for-stop-2.json is a day without service.
@Suite("MTA schedule-for-stop")
struct ScheduleTests {
    static let day = CalendarDate(iso("2024-01-02T12:00:00.000-05:00"), in: MTABusTimeClient.newYork)

    static func recorded() throws -> (MTABusTimeClient, MockTransport) {
        let mock = MockTransport()
        mock.on(.path("/api/where/schedule-for-stop/MTA_308215.json"), .fixture("mta", "schedule-for-stop-1.json"))
        mock.on(.path(containing: "/api/where/schedule-for-stop/"), .fixture("mta", "error-where-404.json", status: 404))
        return (try makeClient(mock), mock)
    }

    static func clock(_ time: Date?) -> String {
        guard let time else { return "none" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = MTABusTimeClient.newYork
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: time)
        return String(
            format: "%04d-%02d-%02d %02d:%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
            parts.minute ?? 0)
    }

    /// A bare stop code is sent qualified, with the day as `date`; every row is a timetable
    /// departure in New York time, soonest first, with the route's short name and the headsign.
    @Test func rowsAreTheTimetableInNewYorkTime() async throws {
        let (mta, mock) = try Self.recorded()
        let board = try await mta.schedule(at: "308215", on: Self.day, routes: nil)
        let sent = try #require(mock.requests.first)
        #expect(sent.url.path == "/api/where/schedule-for-stop/MTA_308215.json")
        #expect(
            URLComponents(url: sent.url, resolvingAgainstBaseURL: false)?.queryItems?.contains(
                URLQueryItem(name: "date", value: "2024-01-02")) == true)
        #expect(board.predictions.count == 9)
        #expect(board.predictions.allSatisfy { $0.source == .scheduled && $0.event == .departure })
        #expect(board.predictions.allSatisfy { $0.timeZone.identifier == "America/New_York" })
        #expect(board.predictions.allSatisfy { $0.route == "MTA NYCT_B63" && $0.routeName == "B63" })
        #expect(board.predictions.allSatisfy { $0.destination == "BAY RIDGE SHORE RD via 5 AV" })
        #expect(board.predictions.map { Self.clock($0.time) }.prefix(3) == ["2024-01-02 05:04", "2024-01-02 05:34", "2024-01-02 06:02"])
        #expect(board.predictions.first?.scheduledTime == board.predictions.first?.time)
        #expect(board.predictions.first?.tripID == "MTA NYCT_JG_D4-Weekday-050400_B63_300")
        // The envelope's currentTime, 16:28:45 in New York: a recorded timetable counts from it.
        #expect(same(board.serverTime, iso("2024-01-02T16:28:45.000-05:00")))
    }

    /// OneBusAway gives instants, so a trip of 2024-01-02's service at "24:18" is 00:18 on the
    /// 3rd — on the board of the 2nd, last, not dropped or moved to that morning.
    @Test func tripsPastMidnightStayOnTheirServiceDay() async throws {
        let (mta, _) = try Self.recorded()
        let board = try await mta.schedule(at: "MTA_308215", on: Self.day, routes: nil)
        #expect(board.predictions.suffix(3).map { Self.clock($0.time) } == ["2024-01-02 23:48", "2024-01-03 00:18", "2024-01-03 00:58"])
    }

    /// The call has no route parameter: the routes are matched on the answer, any spelling.
    @Test func routesAreFilteredOnTheAnswer() async throws {
        let (mta, mock) = try Self.recorded()
        for routes: [Route.ID]? in [["b63"], ["MTA NYCT_B63"], [], nil] {
            #expect(
                try await mta.schedule(at: "MTA_308215", on: Self.day, routes: routes).predictions.count == 9,
                "\(String(describing: routes))")
        }
        #expect(try await mta.schedule(at: "MTA_308215", on: Self.day, routes: ["B69"]).predictions.isEmpty)
        #expect(mock.requests.allSatisfy { !($0.url.query ?? "").contains("B6") })
    }

    /// A day the stop has no service is an empty board, not an error.
    @Test func aDayWithoutServiceIsAnEmptyBoard() async throws {
        let mock = MockTransport()
        mock.on(.path("/api/where/schedule-for-stop/MTA_308215.json"), .fixture("mta", "schedule-for-stop-2.json"))
        let board = try await makeClient(mock).schedule(at: "308215", on: try CalendarDate("2024-06-01"), routes: nil)
        #expect(board.predictions.isEmpty)
        #expect(board.serverTime != nil)
    }

    /// An unknown stop is the "where" 404 envelope: `.notFound`, naming the call and the stop,
    /// never the key.
    @Test func anUnknownStopIsNotFound() async throws {
        let (mta, _) = try Self.recorded()
        let error = await #expect(throws: TransitError.self) { try await mta.schedule(at: "MTA_999999", on: Self.day, routes: nil) }
        #expect(error?.kind == .notFound)
        #expect(error?.operation == "schedule-for-stop")
        #expect(error?.redactedURL?.contains("schedule-for-stop/MTA_999999.json") == true, "\(String(describing: error))")
        for text in error.map(texts(of:)) ?? [] { #expect(!text.contains(testKey)) }
    }

    @Test func anEmptyStopIsRefusedBeforeAnyRequest() async throws {
        let (mta, mock) = try Self.recorded()
        let error = await #expect(throws: TransitError.self) { try await mta.schedule(at: "  ", on: Self.day, routes: nil) }
        #expect(error?.kind == .invalidArgument)
        #expect(mock.requests.isEmpty)
    }

    /// Where riders cannot board (the trip ends here) the row is the arrival, marked no pickup;
    /// where they cannot alight (it starts here), no drop-off.
    @Test func boardingFlagsMakeArrivalsAndRules() throws {
        var text = String(decoding: try fixture("schedule-for-stop-1.json"), as: UTF8.self)
        let first = try #require(text.range(of: "\"departureEnabled\": true"))
        text.replaceSubrange(first, with: "\"departureEnabled\": false")
        let second = try #require(text.range(of: "\"arrivalEnabled\": true", range: first.upperBound..<text.endIndex))
        text.replaceSubrange(second, with: "\"arrivalEnabled\": false")
        let rows = try MTAPayloads.schedule(fromScheduleForStop: Data(text.utf8)).predictions
        #expect(rows[0].event == .arrival && rows[0].pickup == BoardingRule.none && rows[0].dropOff == nil)
        #expect(rows[1].event == .departure && rows[1].pickup == nil && rows[1].dropOff == BoardingRule.none)
        #expect(rows.dropFirst(2).allSatisfy { $0.pickup == nil && $0.dropOff == nil })
    }

    /// A recorded answer (King County, schedule-for-stop-3.json): three routes' rows merged
    /// soonest first, named from the references, the stop's name on every row.
    @Test func aRecordedAnswerMergesItsRoutesSoonestFirst() throws {
        let board = try MTAPayloads.schedule(fromScheduleForStop: try fixture("schedule-for-stop-3.json"))
        let rows = board.predictions
        #expect(rows.count == 193)
        #expect(Set(rows.map(\.route)) == ["1_100225", "1_100259", "1_100214"])
        #expect(Set(rows.compactMap(\.routeName)) == ["45", "67", "372"])
        let times = rows.compactMap(\.time)
        #expect(times.count == 193 && times == times.sorted())
        #expect(rows.first?.route == "1_100259" && rows.first?.time == Date(timeIntervalSince1970: 1_765_028_820))
        #expect(rows.last?.tripID == "1_686412889" && rows.last?.time == Date(timeIntervalSince1970: 1_765_106_760))
        #expect(rows.allSatisfy { $0.stopName == "East Stevens Way NE & Benton Ln" && $0.stopID == "1_75403" })
        #expect(same(board.serverTime, Date(timeIntervalSince1970: 1_765_065_104.031)))
    }

    /// A window asks each service day it touches, the day before included (its trips past
    /// midnight), and keeps only the rows inside.
    @Test func aWindowAsksEveryServiceDayItTouches() async throws {
        let (mta, mock) = try Self.recorded()
        let window = TimeWindow(from: iso("2024-01-02T23:30:00.000-05:00"), until: iso("2024-01-03T00:30:00.000-05:00"))
        let board = try await mta.schedule(at: "MTA_308215", within: window)
        let dates = mock.requests.compactMap {
            URLComponents(url: $0.url, resolvingAgainstBaseURL: false)?.queryItems?.first { $0.name == "date" }?.value
        }
        #expect(dates == ["2024-01-01", "2024-01-02", "2024-01-03"])
        #expect(board.predictions.map { Self.clock($0.time) } == ["2024-01-02 23:48", "2024-01-03 00:18"])
    }
}
