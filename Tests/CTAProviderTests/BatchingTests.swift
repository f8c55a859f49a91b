import Foundation
import Synchronization
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
    }

    @Test func duplicateStopsAreAskedOnce() {
        #expect(CTARequestBuilder.batches(["1", "2", "1", " 3 ", "", "2"]) == ["1,2,3"])
        #expect(CTARequestBuilder.batches((1...21).map(String.init)).map { $0.split(separator: ",").count } == [10, 10, 1])
        #expect(CTARequestBuilder.batches([]) == [])
    }

    @Test func noStopsMeansNoRequest() async throws {
        let mock = MockTransport()
        let board = try await makeClient(mock).predictions(at: [], routes: nil)
        #expect(board.predictions.isEmpty)
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
        if rounds == 10_000 { task.cancel() }  // never hang the suite on a bug
        let board = try await task.value
        #expect(mock.requests.count == 10)
        #expect(clock.sleepHistory.count == 10)
        #expect(board.notes.count == 10)  // one "No service scheduled" per call, none lost
    }

    @Test func oneFailingBatchFailsTheCallWithItsOwnError() async throws {
        let mock = MockTransport()
        mock.on(.query("stpid", "1,2,3,4,5,6,7,8,9,10"), .fixture("cta", "getpredictions-4.json"))
        mock.on(.query("stpid", "11"), .fixture("cta", "error-quota.json"))
        let error = await transitError {
            _ = try await makeClient(mock).predictions(at: (1...11).map { Stop.ID(String($0)) }, routes: nil)
        }
        #expect(error?.kind == .rateLimited)
        #expect(error?.redactedURL?.contains("stpid=11") == true)
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
    }
}
