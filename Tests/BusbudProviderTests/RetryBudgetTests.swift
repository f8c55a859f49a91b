import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import BusbudProvider

/// One search, one budget: Busbud's own backoff and a `RetryMiddleware` in the app's transport
/// share the search's time allowance (`RetryBudget`), and only failures that can succeed are
/// retried at all. (Once, a redirect loop retried by both layers made 378 requests.)
@Suite struct RetryBudgetTests {
    /// The search's `RetryBudget` is set for every request it makes: what is left of the
    /// search budget on the configured clock.
    @Test func everyRequestCarriesWhatIsLeftOfTheSearchBudget() async throws {
        let seen = Locked<[Duration?]>([])
        func recording(_ file: String) -> MockTransport.Reply {
            MockTransport.Reply { _ in
                seen.withLock { $0.append(RetryBudget.current?.remaining()) }
                return HTTPResponse(status: 200, body: try Fixtures.data("busbud", file))
            }
        }
        let mock = MockTransport()
        mock.on(.any, times: 1, recording("init-5.json"))
        mock.on(.path(suffix: "/poll"), times: 1, recording("poll-2.json"))
        mock.on(.path(suffix: "/poll"), times: 1, recording("poll-3.json"))
        let clock = ImmediateClock()
        let snapshot = try await makeClient(mock, clock: AnyClock(clock), polling: .init(budget: .seconds(30)))
            .searchDepartures(seedQuery())
        #expect(snapshot.isComplete && snapshot.departures.count == 6)
        // Requests at t = 0, 2 and 4 s (the default interval) of a 30 s budget.
        #expect(seen.withLock { $0 } == [.seconds(30), .seconds(28), .seconds(26)])
    }

    /// An app's retry policy far more patient than the search: 100 attempts over 10 minutes,
    /// backoff 1 s doubling to 5 s, no jitter, on the search's own clock.
    static func generousRetry(_ clock: ImmediateClock) -> RetryMiddleware<ImmediateClock> {
        RetryMiddleware(
            maxAttempts: 100, budget: .seconds(600),
            backoff: Backoff(initial: .seconds(1), maximum: .seconds(5), jitter: 0.5),
            clock: clock, randomness: .constant(0))
    }

    /// A server that always answers 503, behind an app's generous `RetryMiddleware` (100
    /// attempts, 10 minutes, backoff 1 s doubling to 5 s) on the same clock as the search
    /// (60 s budget, backoff 1 s doubling to 10 s). No jitter (random 0), so every wait is
    /// exact.
    ///
    /// Without the shared budget the middleware spends its own allowance on the first attempt:
    /// 100 requests over 487 s, eight times the search's budget. With it, no wait of either
    /// layer passes the search's end:
    /// - attempt 1 at 0 s: the middleware retries after 1, 2, 4 s, then every 5 s up to 57 s
    ///   (14 requests); 5 s more would pass 60 s;
    /// - Busbud backs off 1 s → 58 s; attempt 2: 58 s, and after 1 s 59 s (2 requests);
    /// - Busbud's next backoff (2 s) would end at 61 s: the search stops, 16 requests in all.
    ///
    /// The bound that holds whatever the schedule: every wait of either layer is at least 1 s
    /// and none passes the 60 s budget, so at most 60 waits — 61 requests.
    @Test func serverThatAlwaysFailsStopsAtTheSearchBudget() async throws {
        let mock = MockTransport()
        mock.on(.any, .status(503, body: "busy"))
        let clock = ImmediateClock()
        let client = try makeClient(MiddlewareTransport(mock, [Self.generousRetry(clock)]), clock: AnyClock(clock))
        let error = await #expect(throws: TransitError.self) { _ = try await client.searchDepartures(seedQuery()) }
        #expect(error?.kind == .httpStatus && error?.status == 503)
        #expect(mock.requests.count <= 61)
        #expect(mock.requests.count == 16)
        #expect(clock.now.offset <= .seconds(60))
        #expect(clock.now.offset == .seconds(59))
        #expect(clock.sleepHistory.reduce(.zero, +) <= .seconds(60))
    }

    /// Partial results too: after a good init, polls that always fail end at the budget with
    /// what arrived, not when the middleware's own allowance runs out.
    @Test func failingPollsBehindARetryMiddlewareEndAtTheSearchBudget() async throws {
        let mock = MockTransport()
        mock.on(.any, times: 1, .fixture("busbud", "init-5.json"))
        mock.on(.path(suffix: "/poll"), .status(503, body: "busy"))
        let clock = ImmediateClock()
        let client = try makeClient(MiddlewareTransport(mock, [Self.generousRetry(clock)]), clock: AnyClock(clock))
        let (updates, error) = await drive(client.search(try seedQuery()))
        #expect(error == nil)
        let final = try #require(updates.last)
        #expect(final.snapshot.stopReason == .budgetExhausted && final.snapshot.departures.count == 3)
        #expect(final.stopError?.status == 503)
        #expect(clock.now.offset <= .seconds(60))
        #expect(mock.requests.count <= 61)
    }

    /// What `LiveTransport` throws for a redirect loop: an `.httpStatus` 3xx. It cannot
    /// succeed on a retry, so neither the middleware nor the search retries it.
    static let redirectLoop = TransitError(.httpStatus, status: 302, detail: "not followed: more than 5 redirects (a redirect loop?)")

    @Test func redirectLoopIsNotRetried() async throws {
        let mock = MockTransport()
        mock.on(.any, .failure(Self.redirectLoop))
        let clock = ImmediateClock()
        let client = try makeClient(
            MiddlewareTransport(mock, [RetryMiddleware(clock: clock, randomness: .constant(0))]),
            clock: AnyClock(clock))
        let error = await #expect(throws: TransitError.self) { _ = try await client.searchDepartures(seedQuery()) }
        #expect(error?.kind == .httpStatus && error?.status == 302)
        #expect(error?.operation == "x-departures" && error?.provider == "busbud")
        #expect(mock.requests.count == 1)
        #expect(clock.sleepHistory.isEmpty)

        // After a good init, a poll caught in a loop ends the search with what arrived.
        let polled = MockTransport()
        polled.on(.any, times: 1, .fixture("busbud", "init-5.json"))
        polled.on(.path(suffix: "/poll"), .failure(Self.redirectLoop))
        let (updates, failure) = await drive(
            try makeClient(
                MiddlewareTransport(polled, [RetryMiddleware(clock: clock)]),
                clock: AnyClock(clock)
            ).search(seedQuery()))
        #expect(failure == nil)
        #expect(updates.last?.snapshot.stopReason == .failed && updates.last?.snapshot.departures.count == 3)
        #expect(updates.last?.stopError?.status == 302)
        #expect(polled.requests.count == 2)
    }
}
