import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

@Suite struct PredictionTests {
    /// 2025-01-07 18:09:32 CST, the `tmstmp` of the hand-made v3 rows.
    static let v3Now = Date(timeIntervalSince1970: 1_736_294_972)

    func handmadeBoard() async throws -> PredictionBoard {
        let mock = MockTransport()
        mock.on(.query("stpid", "1836,1837,1838"), .fixture("cta", "getpredictions-handmade-v3.json"))
        return try await makeClient(mock, now: Self.v3Now).predictions(at: ["1836", "1837", "1838"], routes: nil)
    }

    @Test func rowsAreSortedByTimeNotServerOrder() async throws {
        let board = try await handmadeBoard()
        // Server order: 1106 (18:31:10), 1107 (18:12), "" (18:20:45), 1109 (hidden), 1110 (18:10:05).
        #expect(board.predictions.map { $0.vehicleID?.rawValue ?? "-" } == ["1110", "1107", "-", "1106"])
        #expect(board.predictions.first?.time == Date(timeIntervalSince1970: 1_736_295_005))
    }

    @Test func partialErrorsBesideDataBecomeNotes() async throws {
        let board = try await handmadeBoard()
        #expect(
            board.notes == [
                ProviderNote(subject: .stop("1837"), kind: .noService, message: "No service scheduled"),
                ProviderNote(subject: .stop("1838"), kind: .noData, message: "No arrival times"),
            ])
    }

    @Test func delayedCancelledDepartureAndHiddenRows() async throws {
        let board = try await handmadeBoard()
        let byVehicle = Dictionary(uniqueKeysWithValues: board.predictions.map { ($0.vehicleID?.rawValue ?? "-", $0) })
        let delayed = try #require(byVehicle["1106"]) // prdctdn "DLY", dly true
        #expect(delayed.isDelayed)
        let departure = try #require(byVehicle["1107"]) // typ "D"
        #expect(departure.event == .departure)
        #expect(!departure.isDelayed)
        let cancelled = try #require(byVehicle["-"]) // dyn 1, vid ""
        #expect(cancelled.isCancelled)
        #expect(cancelled.scheduledTime == cancelled.time)
        #expect(cancelled.source == .scheduled)
        #expect(byVehicle["1109"] == nil) // dyn 16: invalidated, hidden
        let unknownCode = try #require(byVehicle["1110"]) // dyn 7 is undefined: decoded, ignored
        #expect(!unknownCode.isCancelled && !unknownCode.isDelayed)
        #expect(unknownCode.stopName == "Clark & Belmont") // "\u0026", trailing space trimmed
    }

    @Test func countdownComesFromTheInjectedNow() async throws {
        let board = try await handmadeBoard()
        let texts = board.predictions.compactMap { $0.countdown(now: Self.v3Now)?.text }
        #expect(texts == ["Due", "6:12 pm (2 min)", "6:20 pm (11 min)", "6:31 pm (21 min)"])
        let later = board.predictions.compactMap { $0.countdown(now: Self.v3Now.addingTimeInterval(300))?.text }
        #expect(later.first == "6:10 pm (departed)")
    }

    @Test func dueRowsFromTheRecordedVehicleQuery() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getpredictions").and(.query("vid", "8164")), .fixture("cta", "getpredictions-5.json"))
        let board = try await makeClient(mock).predictions(forVehicles: ["8164"])
        #expect(board.predictions.map(\.stopID) == ["17254", "18306"])
        #expect(board.predictions.map { $0.countdown(now: recordedNow)?.text } == ["Due", "Due"])
        #expect(mock.requests.first?.queryValue("stpid") == nil)
    }

    @Test func topIsSentWhenConfigured() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getpredictions"), .fixture("cta", "getpredictions-2.json"))
        var configuration = try makeClient(mock).configuration
        configuration.predictionLimit = 2
        let board = try await CTABusTrackerClient(configuration: configuration).predictions(at: ["4727"], routes: nil)
        #expect(mock.requests.first?.queryValue("top") == "2")
        #expect(board.predictions.count == 3) // the recording had three; we never drop rows ourselves

        configuration.predictionLimit = 0
        let error = await transitError {
            _ = try await CTABusTrackerClient(configuration: configuration).predictions(at: ["4727"], routes: nil)
        }
        #expect(error?.kind == .invalidArgument)
        #expect(mock.requests.count == 1) // refused before any request
    }

    @Test func numericItemIDsInErrorsStillBecomeNotesBesideRows() async throws {
        // Other BusTime servers send ids as numbers; the good row must survive either way.
        let mock = MockTransport()
        mock.on(
            .path(suffix: "/getpredictions"),
            .json(
                """
                {"bustime-response": {"error": [{"stpid": 1837, "msg": "No service scheduled"}, {"vid": 1200, "rt": 22, "msg": "No data found for parameter"}],
                 "prd": [{"stpid": "1836", "rt": "22", "vid": "1", "prdtm": "20250107 18:20"}]}}
                """))
        let board = try await makeClient(mock, now: Self.v3Now).predictions(at: ["1836", "1837"], routes: nil)
        #expect(board.predictions.map(\.stopID) == ["1836"])
        #expect(board.notes.map(\.subject) == [.stop("1837"), .vehicle("1200")])
    }

    @Test func expressedAndDelayedCancelRowsStayVisibleAndNotCancelled() async throws {
        // dyn 4 "expressed (drop-off only)" is a visible row riders may not board; dyn 12
        // "delayed cancel" means "do not show the cancellation". Neither is cancelled.
        let mock = MockTransport()
        mock.on(
            .path(suffix: "/getpredictions"),
            .json(
                """
                {"bustime-response": {"prd": [
                  {"stpid": "1836", "rt": "22", "vid": "1", "prdtm": "20250107 18:20", "dyn": 4, "dly": false, "prdctdn": "10"},
                  {"stpid": "1836", "rt": "22", "vid": "2", "prdtm": "20250107 18:25", "dyn": 12, "dly": false, "prdctdn": "15"}]}}
                """))
        let board = try await makeClient(mock, now: Self.v3Now).predictions(at: ["1836"], routes: nil)
        #expect(board.predictions.map { $0.vehicleID?.rawValue } == ["1", "2"])
        #expect(board.predictions.allSatisfy { !$0.isCancelled && !$0.isDelayed && $0.scheduledTime == nil })
        #expect(board.predictions.map(\.isDropOffOnly) == [true, false])
        #expect(board.predictions.map(\.pickup) == [BoardingRule.none, nil])
    }

    @Test func wireKeepsBlockIDsWithInnerSpacesVerbatim() throws {
        let data = try Fixtures.data("cta", "getpredictions-3.json")
        let envelope = try JSONDecoder().decode(CTAWireEnvelope.self, from: data)
        #expect(envelope.response.prd?.first?.tablockid == "N49 -691")
    }

    /// Rule 6. CTA's guide words an unknown id "Invalid parameter provided" (getpredictions);
    /// asked alone, the stop is `.notFound`.
    @Test func unknownStopAloneIsNotFound() async throws {
        let mock = MockTransport()
        mock.on(.query("stpid", "999999"), .fixture("cta", "getpredictions-handmade-unknown.json"))
        let error = await transitError { _ = try await makeClient(mock).predictions(at: ["999999"], routes: nil) }
        #expect(error?.kind == .notFound)
        #expect(error?.providerMessage == "Invalid parameter provided")
        #expect(error?.operation == "getpredictions")
    }

    @Test func unknownStopBesideKnownOnesInOneCallIsANotFoundNote() async throws {
        let mock = MockTransport()
        mock.on(
            .path(suffix: "/getpredictions"),
            .json(
                """
                {"bustime-response": {"error": [{"stpid": "999999", "msg": "Invalid parameter provided"}],
                 "prd": [{"stpid": "1836", "rt": "22", "vid": "1", "prdtm": "20250107 18:20"}]}}
                """))
        let board = try await makeClient(mock, now: Self.v3Now).predictions(at: ["1836", "999999"], routes: nil)
        #expect(board.predictions.map(\.stopID) == ["1836"])
        #expect(board.notes == [ProviderNote(subject: .stop("999999"), kind: .notFound, message: "Invalid parameter provided")])
    }

    @Test func unknownStopInACallOfItsOwnIsANotFoundNote() async throws {
        let mock = MockTransport()
        mock.on(.query("stpid", "999999"), .fixture("cta", "getpredictions-handmade-unknown.json"))
        mock.on(.path(suffix: "/getpredictions"), .fixture("cta", "getpredictions-4.json"))
        let stops = (1...10).map { Stop.ID(String($0)) } + ["999999"]
        let board = try await makeClient(mock).predictions(at: stops, routes: nil)
        #expect(board.predictions.map(\.vehicleID) == ["8164", "8150"])
        #expect(board.notes == [ProviderNote(subject: .stop("999999"), kind: .notFound, message: "Invalid parameter provided")])
    }

    /// "No data found for parameter" is CTA's answer for a stop with no buses now as much as
    /// for a wrong one, so it stays "no data", never "unknown".
    @Test func noDataFoundIsNotUnknown() async throws {
        let mock = MockTransport()
        mock.on(
            .path(suffix: "/getpredictions"),
            .json(
                """
                {"bustime-response": {"error": [{"stpid": "1", "msg": "No data found for parameter"}]}}
                """))
        let board = try await makeClient(mock).predictions(at: ["1"], routes: nil)
        #expect(board.notes.map(\.kind) == [.noData])
    }
}
