import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TramTrackerProvider

/// Polling waits on the configured clock, so a test (or an app's test) controls every wait.
@Suite struct LiveTests {
    @Test func liveTramsPollOnTheConfiguredClock() async throws {
        let clock = ManualClock()
        let mock = MockTransport()
        mock.on(.any, .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let client = try TT.client(mock, clock: AnyClock(clock))
        var iterator = client.liveTrams(at: ["1234"], routes: ["78"], every: .seconds(20)).makeAsyncIterator()
        let first = try #require(try await iterator.next())
        #expect(first.predictions.map(\.vehicleID) == ["288", "271", "269"])
        #expect(mock.requests.count == 1)
        let second = Task { try await iterator.next() }
        #expect(await clock.waitForSleepers(1))
        #expect(mock.requests.count == 1)
        clock.advance(by: .seconds(20))
        #expect(try await second.value?.predictions.count == 3)
        #expect(clock.sleepHistory == [.seconds(20)])
        #expect(mock.requests.count == 2)
        #expect(mock.requests.allSatisfy { $0.url.absoluteString.contains("/GetNextPredictedRoutesCollection/1234/78/false/?") })
    }

    /// The core's `livePredictions` uses `TransitProvider.clock`, which is the configured one.
    @Test func corePredictionPollingUsesTheSameClock() async throws {
        let clock = ManualClock()
        let mock = MockTransport()
        mock.on(.any, .fixture("tramtracker", "GetNextPredictedRoutesCollection-6.json"))
        let client = try TT.client(mock, clock: AnyClock(clock))
        var iterator = client.livePredictions(at: ["1234"], every: .seconds(30)).makeAsyncIterator()
        #expect(try await iterator.next()?.predictions.count == 3)
        let second = Task { try await iterator.next() }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(30))
        #expect(try await second.value?.predictions.count == 3)
        #expect(clock.sleepHistory == [.seconds(30)])
    }
}
