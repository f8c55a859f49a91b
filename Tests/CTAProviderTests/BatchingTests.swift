import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

@Suite struct BatchingTests {
    static let stops25: [Stop.ID] = (1...25).map { Stop.ID(String(6590 + $0)) }

    @Test func twentyFiveStopsAreThreeCallsMergedAndSortedWithNotes() async throws {
        let mock = MockTransport()
        // Batch 1 answers with 2019 rows, batch 2 with 2018 rows: the merge must re-sort.
        mock.on(.query("stpid", "6591,6592,6593,6594,6595,6596,6597,6598,6599,6600"), .fixture("cta", "getpredictions-4.json"))
        mock.on(.query("stpid", "6601,6602,6603,6604,6605,6606,6607,6608,6609,6610"), .fixture("cta", "getpredictions-3.json"))
        // The third batch has nothing but a per-item error.
        mock.on(.query("stpid", "6611,6612,6613,6614,6615"), .fixture("cta", "getpredictions-8.json"))
        let board = try await makeClient(mock).predictions(at: Self.stops25, routes: nil)

        #expect(mock.requests.count == 3)
        #expect(mock.requests.allSatisfy { stopIDs($0).count <= 10 })
        #expect(Set(mock.requests.flatMap(stopIDs)) == Set(Self.stops25.map(\.rawValue)))
        #expect(board.predictions.map(\.vehicleID) == ["1473", "1534", "8164", "8150"])
        #expect(board.predictions.map(\.stopID) == ["8245", "8245", "6597", "6597"])
        #expect(board.notes == [ProviderNote(subject: .stop("6601"), kind: .noService, message: "No service scheduled")])
        #expect(board.receivedAt == recordedNow)
    }

    @Test func duplicateAndPaddedStopsAreAskedOnce() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getpredictions"), .fixture("cta", "getpredictions-8.json"))
        let cta = try makeClient(mock)
        _ = try await cta.predictions(at: ["1", "2", "1", " 3 ", "", "2"], routes: nil)
        #expect(mock.requests.map { $0.queryValue("stpid") } == ["1,2,3"])
        _ = try await cta.predictions(at: (1...21).map { Stop.ID(String($0)) } + ["21", "1"], routes: nil)
        #expect(mock.requests.dropFirst().map { stopIDs($0).count }.sorted(by: >) == [10, 10, 1])
    }

    /// Rule 1 of Docs/Behaviour.md on every CTA method that takes a list: an empty (or blank)
    /// list is a caller's mistake, refused by name before any request — not an empty answer
    /// that reads as "nothing is coming".
    @Test(arguments: [[String](), ["", "  "]])
    func emptyListsAreInvalidArgumentsBeforeAnyRequest(_ ids: [String]) async throws {
        let mock = MockTransport()
        let cta = try makeClient(mock)
        let calls: [(String, () async throws -> Void)] = [
            ("stops", { _ = try await cta.predictions(at: ids.map { Stop.ID($0) }, routes: nil) }),
            ("vehicles", { _ = try await cta.predictions(forVehicles: ids.map { VehiclePosition.ID($0) }) }),
            ("routes", { _ = try await cta.vehicles(on: ids.map { Route.ID($0) }) }),
            ("vehicles", { _ = try await cta.vehicles(ids: ids.map { VehiclePosition.ID($0) }) }),
            ("routes", { _ = try await cta.alerts(for: ids.map { Route.ID($0) }) }),
            ("stops", { _ = try await cta.alerts(atStops: ids.map { Stop.ID($0) }) }),
            ("stops", { _ = try await cta.stops(ids: ids.map { Stop.ID($0) }) }),
            ("patterns", { _ = try await cta.shape(ofPatterns: ids.compactMap { Int($0) }, route: "74") }),
        ]
        for (field, call) in calls {
            let error = await transitError(call)
            #expect(error?.kind == .invalidArgument, "\(field)")
            #expect(error?.provider == "cta")
            #expect(error?.detail?.hasPrefix(field) == true, "\(error?.detail ?? "")")
        }
        let blankRoute = await transitError { _ = try await cta.directions(of: " ") }
        #expect(blankRoute?.kind == .invalidArgument)
        #expect(mock.requests.isEmpty)
    }

    @Test func atMostFourCallsAreInFlight() async throws {
        let clock = ManualClock()
        let mock = MockTransport()
        mock.on(.path(suffix: "/getpredictions"), .delayed(.seconds(1), on: clock, .fixture("cta", "getpredictions-8.json")))
        let cta = try makeClient(mock, maxConcurrent: 4)
        let stops = (1...100).map { Stop.ID(String($0)) }
        let task = Task { try await cta.predictions(at: stops, routes: nil) }

        #expect(await clock.waitForSleepers(4))
        for _ in 0..<200 { await Task.yield() }
        #expect(clock.sleeperCount == 4)
        #expect(mock.requests.count == 4)
        // Finish the remaining calls: each advance wakes the calls in flight, which frees slots.
        var rounds = 0
        while mock.requests.count < 10 || clock.sleeperCount > 0, rounds < 10_000 {
            clock.advance(by: .seconds(1))
            rounds += 1
            _ = await clock.waitForSleepers(1, maxYields: 1_000)
        }
        if rounds == 10_000 { task.cancel() } // never hang the suite on a bug
        let board = try await task.value
        #expect(mock.requests.count == 10)
        #expect(clock.sleepHistory.count == 10)
        #expect(board.notes.count == 10) // one "No service scheduled" per call, none lost
    }

    /// The issue's case: one failed batch of 10 stops must not blank a 100-stop board.
    @Test func oneFailingBatchIsAFailedNotePerStopAndTheOthersAreAnswered() async throws {
        let mock = MockTransport()
        let third = (21...30).map(String.init)
        mock.on(.query("stpid", third.joined(separator: ",")), .status(503, body: "<html>busy</html>"))
        mock.on(.path(suffix: "/getpredictions"), .fixture("cta", "getpredictions-4.json"))
        let board = try await makeClient(mock).predictions(at: (1...100).map { Stop.ID(String($0)) }, routes: nil)
        #expect(mock.requests.count == 10)
        #expect(board.predictions.count == 18) // 9 answered calls × the 2 recorded rows
        #expect(board.notes == third.map { ProviderNote(subject: .stop(Stop.ID($0)), kind: .failed, message: "busy") })
    }

    @Test func aQuotaReplyForOneBatchIsANoteWithCTAsWords() async throws {
        let mock = MockTransport()
        mock.on(.query("stpid", "1,2,3,4,5,6,7,8,9,10"), .fixture("cta", "getpredictions-4.json"))
        mock.on(.query("stpid", "11"), .fixture("cta", "error-quota.json"))
        let board = try await makeClient(mock).predictions(at: (1...11).map { Stop.ID(String($0)) }, routes: nil)
        #expect(board.predictions.map(\.vehicleID) == ["8164", "8150"])
        #expect(
            board.notes == [
                ProviderNote(
                    subject: .stop("11"), kind: .failed,
                    message: "Transaction limit for current day has been exceeded.")
            ])
    }

    @Test func everyBatchFailingThrowsTheFirstBatchsError() async throws {
        let mock = MockTransport()
        mock.on(.query("stpid", "1,2,3,4,5,6,7,8,9,10"), .fixture("cta", "error-quota.json"))
        mock.on(.query("stpid", "11"), .status(503))
        let error = await transitError {
            _ = try await makeClient(mock).predictions(at: (1...11).map { Stop.ID(String($0)) }, routes: nil)
        }
        #expect(error?.kind == .rateLimited)
        #expect(error?.redactedURL?.contains("stpid=1%2C2%2C3") == true || error?.redactedURL?.contains("stpid=1,2,3") == true)
    }

    /// Answers without notes (vehicles, alerts) cannot carry a per-item failure: a failing
    /// batch fails the call, and the error's URL names the batch.
    @Test func aFailingVehicleBatchFailsTheCallNamingItsRoutes() async throws {
        let mock = MockTransport()
        mock.on(.query("rt", "11"), .status(503))
        mock.on(.path(suffix: "/getvehicles"), .fixture("cta", "getvehicles-1.json"))
        let error = await transitError {
            _ = try await makeClient(mock).vehicles(on: (1...11).map { Route.ID(String($0)) })
        }
        #expect(error?.kind == .httpStatus)
        #expect(error?.redactedURL?.contains("rt=11&") == true)
    }

    @Test func routeFilterIsSentAndAppliedToMergedRows() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getpredictions"), .fixture("cta", "getpredictions-3.json"))
        let cta = try makeClient(mock)
        let only49 = try await cta.predictions(at: ["8245"], routes: ["49"])
        #expect(only49.predictions.count == 2)
        #expect(mock.requests.last?.queryValue("rt") == "49")
        let other = try await cta.predictions(at: ["8245"], routes: ["X49"])
        #expect(other.predictions.isEmpty)
        let everything = try await cta.predictions(at: ["8245"], routes: [])
        #expect(everything.predictions.count == 2)
        #expect(mock.requests.last?.queryValue("rt") == nil) // routes: [] is no filter, like nil
    }

    /// Rule 3: `x9` is CTA's `X9` — sent as CTA writes it, matched in any case on the rows,
    /// and the rows keep CTA's id.
    @Test func routeFilterIgnoresCase() async throws {
        let mock = MockTransport()
        mock.on(
            .path(suffix: "/getpredictions"),
            .json(
                """
                {"bustime-response": {"prd": [
                  {"stpid": "1", "rt": "X9", "vid": "1", "prdtm": "20190514 23:20"},
                  {"stpid": "1", "rt": "9", "vid": "2", "prdtm": "20190514 23:25"}]}}
                """))
        let board = try await makeClient(mock).predictions(at: ["1"], routes: ["x9"])
        #expect(mock.requests.first?.queryValue("rt") == "X9")
        #expect(board.predictions.map(\.route) == ["X9"])
    }

    @Test func vehicleRoutesAreSentAsCTAWritesThem() async throws {
        let mock = MockTransport()
        mock.on(.query("rt", "X9,8A"), .fixture("cta", "getvehicles-handmade-nodata.json"))
        _ = try await makeClient(mock).vehicles(on: ["x9", " 8a", "X9"])
        #expect(mock.requests.map { $0.queryValue("rt") } == ["X9,8A"])
    }
}
