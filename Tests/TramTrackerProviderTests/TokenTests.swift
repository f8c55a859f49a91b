import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TramTrackerProvider

@Suite struct TokenTests {
    static let tokenPath = RequestMatcher.path(containing: "/GetDeviceToken")
    static let predictionPath = RequestMatcher.path(containing: "/GetNextPredictedRoutesCollection/")

    func count(_ mock: MockTransport, _ method: String) -> Int {
        mock.requests.filter { $0.operation == method }.count
    }

    @Test func tenConcurrentPredictionCallsMakeExactlyOneTokenRequest() async throws {
        let clock = ManualClock()
        let mock = MockTransport()
        mock.on(Self.tokenPath, .delayed(.seconds(2), on: clock, .fixture("tramtracker", "GetDeviceToken-1.json")))
        mock.on(Self.predictionPath, .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let client = try TT.client(mock, token: nil)
        try await withThrowingTaskGroup(of: PredictionBoard.self) { group in
            for _ in 0..<10 {
                group.addTask { try await client.predictions(at: ["1234"], routes: nil) }
            }
            // The first caller's fetch sleeps on the clock; wait until the other nine queue on it.
            #expect(await clock.waitForSleepers(1))
            for _ in 0..<100_000 where client.tokens.waitingForFetch < 9 { await Task.yield() }
            #expect(client.tokens.waitingForFetch == 9)
            #expect(count(mock, "GetDeviceToken") == 1)
            clock.advance(by: .seconds(2))
            var boards = 0
            for try await board in group {
                #expect(board.predictions.count == 3)
                boards += 1
            }
            #expect(boards == 10)
        }
        #expect(count(mock, "GetDeviceToken") == 1)
        let predictionRequests = mock.requests.filter { $0.operation == "GetNextPredictedRoutesCollection" }
        #expect(predictionRequests.count == 10)
        #expect(predictionRequests.allSatisfy { $0.queryValue("tkn") == TT.freshToken })
    }

    /// A call from a cancelled task does not start a token fetch: nothing is sent.
    @Test func aCancelledCallFetchesNoToken() async throws {
        let mock = MockTransport()
        mock.on(Self.tokenPath, .fixture("tramtracker", "GetDeviceToken-1.json"))
        mock.on(Self.predictionPath, .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let client = try TT.client(mock, token: nil)
        let task = Task { () -> TransitError? in
            withUnsafeCurrentTask { $0?.cancel() }
            return await transitError { _ = try await client.predictions(at: ["1234", "2234"], routes: nil) }
        }
        #expect(await task.value?.kind == .cancelled)
        #expect(mock.requests.isEmpty)
    }

    /// A caller cancelled while GetDeviceToken hangs ends at once as `.cancelled`; the other
    /// caller waiting on the same fetch keeps waiting and gets its board.
    @Test func aCancelledWaiterLeavesTheSharedFetchToTheOthers() async throws {
        let clock = ManualClock()
        let mock = MockTransport()
        mock.on(Self.tokenPath, .delayed(.seconds(5), on: clock, .fixture("tramtracker", "GetDeviceToken-1.json")))
        mock.on(Self.predictionPath, .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let client = try TT.client(mock, token: nil)
        let leaving = Task { await transitError { _ = try await client.predictions(at: ["1234"], routes: nil) } }
        let staying = Task { try await client.predictions(at: ["1234"], routes: nil) }
        #expect(await clock.waitForSleepers(1))
        for _ in 0..<100_000 where client.tokens.waitingForFetch < 1 { await Task.yield() }
        leaving.cancel()
        // Before the token arrives: the cancelled caller has already ended.
        #expect(await finishes(leaving))
        clock.advance(by: .seconds(5))
        #expect(await leaving.value?.kind == .cancelled)
        #expect(try await staying.value.predictions.count == 3)
        #expect(count(mock, "GetDeviceToken") == 1)
    }

    /// When every caller waiting for a hanging GetDeviceToken is cancelled, the fetch itself is
    /// cancelled (its sleep ends), and the next call starts a fresh one.
    @Test func theLastWaiterLeavingCancelsTheFetch() async throws {
        let clock = ManualClock()
        let mock = MockTransport()
        mock.on(Self.tokenPath, times: 1, .delayed(.seconds(3600), on: clock, .fixture("tramtracker", "GetDeviceToken-1.json")))
        mock.on(Self.tokenPath, .fixture("tramtracker", "GetDeviceToken-1.json"))
        mock.on(Self.predictionPath, .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let store = InMemoryTokenStore()
        let client = try TT.client(mock, store: store)
        let call = Task { await transitError { _ = try await client.predictions(at: ["1234"], routes: nil) } }
        #expect(await clock.waitForSleepers(1))
        call.cancel()
        #expect(await finishes(call))
        for _ in 0..<100_000 where clock.sleeperCount > 0 { await Task.yield() }
        #expect(clock.sleeperCount == 0)
        clock.advance(by: .seconds(3600)) // releases a fetch that was not cancelled (the regression)
        #expect(await call.value?.kind == .cancelled)
        #expect(try await client.predictions(at: ["1234"], routes: nil).predictions.count == 3)
        #expect(count(mock, "GetDeviceToken") == 2)
        #expect(await store.get() == TT.freshToken)
    }

    @Test func tokenIsFetchedOnlyWhenFirstNeededAndThenReused() async throws {
        let mock = MockTransport()
        mock.on(Self.tokenPath, .fixture("tramtracker", "GetDeviceToken-1.json"))
        mock.on(Self.predictionPath, .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let store = InMemoryTokenStore()
        let client = try TT.client(mock, token: nil, store: store)
        #expect(mock.requests.isEmpty)
        _ = try await client.predictions(at: ["1234"], routes: nil)
        _ = try await client.predictions(at: ["1234"], routes: nil)
        #expect(
            mock.requests.map(\.operation) == ["GetDeviceToken", "GetNextPredictedRoutesCollection", "GetNextPredictedRoutesCollection"])
        #expect(await store.get() == TT.freshToken)
    }

    @Test func storedTokenIsUsedWithoutAskingForANewOne() async throws {
        let mock = MockTransport()
        mock.on(Self.predictionPath, .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let client = try TT.client(mock, token: TT.token)
        _ = try await client.predictions(at: ["1234"], routes: nil)
        #expect(count(mock, "GetDeviceToken") == 0)
        #expect(mock.requests.first?.queryValue("tkn") == TT.token)
    }

    @Test func tokenErrorRefreshesTheTokenAndRetriesOnce() async throws {
        let mock = MockTransport()
        mock.on(Self.predictionPath.and(.query("tkn", TT.token)), .fixture("tramtracker", "Error-hand-token.json"))
        mock.on(Self.tokenPath, .fixture("tramtracker", "GetDeviceToken-1.json"))
        mock.on(Self.predictionPath.and(.query("tkn", TT.freshToken)), .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let store = InMemoryTokenStore(token: TT.token)
        let client = try TT.client(mock, store: store)
        let board = try await client.predictions(at: ["1234"], routes: nil)
        #expect(board.predictions.count == 3)
        #expect(
            mock.requests.map(\.operation) == ["GetNextPredictedRoutesCollection", "GetDeviceToken", "GetNextPredictedRoutesCollection"])
        #expect(mock.requests.map { $0.queryValue("tkn") } == [TT.token, nil, TT.freshToken])
        #expect(await store.get() == TT.freshToken)
    }

    @Test func secondTokenErrorIsSurfacedNotLooped() async throws {
        let mock = MockTransport()
        mock.on(Self.predictionPath, .fixture("tramtracker", "Error-hand-token.json"))
        mock.on(Self.tokenPath, .fixture("tramtracker", "GetDeviceToken-1.json"))
        let client = try TT.client(mock)
        let error = await transitError { _ = try await client.predictions(at: ["1234"], routes: nil) }
        #expect(error?.kind == .apiError)
        #expect(error?.providerMessage == "No or invalid device token provided.")
        #expect(error?.detail?.contains("refused again with a freshly fetched device token") == true)
        #expect(
            mock.requests.map(\.operation) == ["GetNextPredictedRoutesCollection", "GetDeviceToken", "GetNextPredictedRoutesCollection"])
    }

    /// Five calls rejected with the same stale token share one refresh.
    @Test func concurrentTokenErrorsShareOneRefresh() async throws {
        let mock = MockTransport()
        mock.on(Self.predictionPath.and(.query("tkn", TT.token)), .fixture("tramtracker", "Error-hand-token.json"))
        mock.on(Self.tokenPath, .fixture("tramtracker", "GetDeviceToken-1.json"))
        mock.on(Self.predictionPath.and(.query("tkn", TT.freshToken)), .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let client = try TT.client(mock)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<5 { group.addTask { _ = try await client.predictions(at: ["1234"], routes: nil) } }
            try await group.waitForAll()
        }
        #expect(count(mock, "GetDeviceToken") == 1)
    }

    @Test func unauthorizedTextInHasErrorIsTreatedAsATokenError() async throws {
        let mock = MockTransport()
        mock.on(Self.predictionPath.and(.query("tkn", TT.token)), .fixture("tramtracker", "Error-1.json"))
        mock.on(Self.tokenPath, .fixture("tramtracker", "GetDeviceToken-2.json"))
        mock.on(
            Self.predictionPath.and(.query("tkn", "ecc7fab2-15d4-411e-bbba-d21dd888f55f")),
            .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let client = try TT.client(mock)
        #expect(try await client.predictions(at: ["1234"], routes: nil).predictions.count == 3)
    }

    @Test func rejectedTokenIsClearedFromTheStoreEvenWhenTheRefreshFails() async throws {
        let mock = MockTransport()
        mock.on(Self.predictionPath, .fixture("tramtracker", "Error-hand-token.json"))
        mock.on(Self.tokenPath, .status(503, body: "<html><body>Service Unavailable</body></html>"))
        let store = InMemoryTokenStore(token: TT.token)
        let client = try TT.client(mock, store: store)
        let error = await transitError { _ = try await client.predictions(at: ["1234"], routes: nil) }
        #expect(error?.kind == .httpStatus)
        #expect(error?.status == 503)
        #expect(error?.operation == "GetDeviceToken")
        #expect(await store.get() == nil)
    }

    @Test func emptyGetDeviceTokenAnswerIsADecodingError() async throws {
        let mock = MockTransport()
        mock.on(Self.tokenPath, .json(#"{"errorMessage":null,"hasError":false,"hasResponse":false,"responseObject":[]}"#))
        let client = try TT.client(mock, token: nil)
        let error = await transitError { _ = try await client.predictions(at: ["1234"], routes: nil) }
        #expect(error?.kind == .decoding)
        #expect(error?.detail == "GetDeviceToken: responseObject[0].DeviceToken is missing or empty")
        #expect(mock.requests.count == 1)
    }

    /// A token wrapped in whitespace or a line break is sent bare, not as `%0A…`.
    @Test func fetchedTokenIsTrimmedOfWhitespaceAndNewlines() async throws {
        let mock = MockTransport()
        mock.on(Self.tokenPath, .json(#"{"hasError":false,"responseObject":[{"DeviceToken":" \#(TT.freshToken)\r\n"}]}"#))
        mock.on(Self.predictionPath, .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let client = try TT.client(mock, token: nil)
        _ = try await client.predictions(at: ["1234"], routes: nil)
        #expect(mock.requests.last?.queryValue("tkn") == TT.freshToken)
    }

    @Test func getDeviceTokenAnsweringAnObjectIsAShapeError() async throws {
        let mock = MockTransport()
        mock.on(Self.tokenPath, .json(#"{"hasError":false,"responseObject":{"DeviceToken":"x"}}"#))
        let client = try TT.client(mock, token: nil)
        let error = await transitError { _ = try await client.predictions(at: ["1234"], routes: nil) }
        #expect(error?.kind == .decoding)
        #expect(error?.detail == "GetDeviceToken: responseObject is a single object, expected array of one")
    }

    /// "401" inside a stop number is not "HTTP Error 401": the stop's error stays a note about
    /// that stop (`.notFound`: the text says the stop is not valid), and no new token is fetched.
    @Test func stopErrorMentioningFourOhOneIsNotATokenError() async throws {
        let mock = MockTransport()
        mock.on(
            .path(containing: "/4017/"),
            .json(#"{"errorMessage":"Stop 4017 is not a valid stop.","hasError":true,"responseObject":null}"#))
        mock.on(Self.predictionPath, .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let client = try TT.client(mock)
        let board = try await client.predictions(at: ["1234", "4017"], routes: nil)
        #expect(board.predictions.count == 3)
        #expect(board.notes == [ProviderNote(subject: .stop("4017"), kind: .notFound, message: "Stop 4017 is not a valid stop.")])
        #expect(count(mock, "GetDeviceToken") == 0)
        #expect(count(mock, "GetNextPredictedRoutesCollection") == 2)
        #expect(TramTrackerErrors.isTokenError("HTTP Error 401 - Unauthorized"))
        #expect(TramTrackerErrors.isTokenError("No or invalid device token provided."))
        #expect(!TramTrackerErrors.isTokenError("Route 401 has no trams"))
    }
}

/// Whether `task` ends within `maxYields` scheduler turns: a bound in turns, not in time, so a
/// call that fails to end on cancellation fails the test instead of hanging it.
func finishes<Value: Sendable>(_ task: Task<Value, Never>, maxYields: Int = 100_000) async -> Bool {
    let done = Locked(false)
    Task {
        _ = await task.value
        done.withLock { $0 = true }
    }
    for _ in 0..<maxYields where !done.withLock({ $0 }) { await Task.yield() }
    return done.withLock { $0 }
}
