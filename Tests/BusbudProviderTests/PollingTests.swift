import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import BusbudProvider

/// The search loop, scripted over MockTransport with a ManualClock: no network, no real sleep.
@Suite struct PollingTests {
    /// native-b PR #19's script: init-5 (3, incomplete) → poll-2 (2, incomplete) → poll-3 (1, complete).
    @Test func scriptedSearchSendsCumulativeIndexAndEndsWithSix() async throws {
        let mock = MockTransport()
        mock.on(.path("/x-departures/dr5reg/f25dvk/2016-07-29"), times: 1, .fixture("busbud", "init-5.json"))
        mock.on(.path(suffix: "/poll").and(.query("index", "3")), times: 1, .fixture("busbud", "poll-2.json"))
        mock.on(.path(suffix: "/poll").and(.query("index", "5")), times: 1, .fixture("busbud", "poll-3.json"))
        let clock = ImmediateClock()
        let client = try makeClient(mock, clock: AnyClock(clock))

        let (updates, error) = await drive(client.search(try seedQuery(currency: "EUR")))
        #expect(error == nil)

        let requests = mock.requests
        #expect(
            requests.map(\.url.path) == [
                "/x-departures/dr5reg/f25dvk/2016-07-29",
                "/x-departures/dr5reg/f25dvk/2016-07-29/poll",
                "/x-departures/dr5reg/f25dvk/2016-07-29/poll",
            ])
        #expect(
            requests.map { $0.url.query ?? "" } == [
                "adult=1&lang=en&currency=EUR",
                "adult=1&lang=en&currency=EUR&index=3",
                "adult=1&lang=en&currency=EUR&index=5",
            ])
        for request in requests {
            #expect(request.headers["Accept"] == BusbudEndpoint.accept)
            #expect(request.headers["X-Busbud-Token"] == secretToken)
        }
        // No metadata.interval in these files: the default 2 s between polls.
        #expect(clock.sleepHistory == [.seconds(2), .seconds(2)])
        #expect(updates.map(\.snapshot.departures.count) == [3, 5, 6])
        #expect(updates.map(\.snapshot.isComplete) == [false, false, true])
        #expect(updates.map(\.receivedCount) == [3, 5, 6])
        let final = try #require(updates.last?.snapshot)
        #expect(final.isFinal && final.stopReason == nil && final.requestCount == 3)
        #expect(
            final.departures.map(\.id.rawValue) == [
                "YmU4MjE5NDU6MzM5M2M5MDM", "MWJiNjAyZDI6YmI2MTAzNDg",
                "YzM0ZGIzM2I6YWMyMjhmNGU", "M2U2MGE0MDQ6NzAzMWY4YWM",
                "YjE1MWUxYTI6MTYyNDY3NjQ", "YWE1NDQ4YmU6NjlkMmY2Mjc",
            ])
        // poll-2 and poll-3 carry no locations: the joins use init-5's.
        #expect(final.departures.allSatisfy { !$0.origin.name.isEmpty && !$0.destination.name.isEmpty })
        #expect(updates.first?.originCityName == "Quebec City")
    }

    @Test func cachedSearchCompleteOnFirstCallMakesOneRequest() async throws {
        let mock = MockTransport()
        mock.on(.any, times: 1, .fixture("busbud", "init-4.json"))
        let clock = ImmediateClock()
        let snapshot = try await makeClient(mock, clock: AnyClock(clock)).searchDepartures(seedQuery())
        #expect(mock.requests.count == 1)
        #expect(clock.sleepHistory.isEmpty)
        #expect(snapshot.isComplete && snapshot.departures.count == 3 && snapshot.requestCount == 1)
    }

    @Test func serverIntervalFromMetadataIsUsed() async throws {
        let mock = MockTransport()
        mock.on(.any, times: 1, .json(#"{"departures":[],"complete":false,"ttl":900,"metadata":{"interval":3500}}"#))
        mock.on(.path(suffix: "/poll"), times: 1, .fixture("busbud", "poll-1.json"))
        let clock = ImmediateClock()
        let (updates, _) = await drive(try makeClient(mock, clock: AnyClock(clock)).search(seedQuery()))
        #expect(clock.sleepHistory == [.milliseconds(3500)])
        #expect(mock.requests.last?.queryValue("index") == "0")
        #expect(updates.last?.snapshot.departures.count == 16)
        // The init sent no locations; poll-1 carries its own, and they are merged and joined.
        #expect(updates.last?.snapshot.departures.allSatisfy { !$0.origin.name.isEmpty && !$0.destination.name.isEmpty } == true)
    }

    /// A server interval outside 0.5–30 s is clamped; zero or negative means "none given".
    @Test func serverIntervalIsClampedToTheConfiguredRange() async throws {
        let mock = MockTransport()
        mock.on(.any, times: 1, .json(#"{"departures":[],"complete":false,"ttl":900,"metadata":{"interval":10}}"#))
        mock.on(.path(suffix: "/poll"), times: 1, .json(#"{"departures":[],"complete":false,"metadata":{"interval":600000}}"#))
        mock.on(.path(suffix: "/poll"), times: 1, .json(#"{"departures":[],"complete":false,"metadata":{"interval":-5}}"#))
        mock.on(.path(suffix: "/poll"), times: 1, .fixture("busbud", "poll-3.json"))
        let clock = ImmediateClock()
        let (updates, _) = await drive(
            try makeClient(mock, clock: AnyClock(clock), polling: .init(budget: .seconds(120))).search(seedQuery()))
        #expect(clock.sleepHistory == [.milliseconds(500), .seconds(30), .seconds(2)])
        #expect(updates.last?.snapshot.isComplete == true)
    }

    @Test func duplicatesAreMergedByIDButStillCountTowardIndex() async throws {
        let mock = MockTransport()
        mock.on(.any, times: 1, .fixture("busbud", "init-5.json"))
        // init-4 is init-5 complete: the same three departures again.
        mock.on(.path(suffix: "/poll").and(.query("index", "3")), times: 1, .fixture("busbud", "init-4.json"))
        let clock = ImmediateClock()
        let (updates, _) = await drive(try makeClient(mock, clock: AnyClock(clock)).search(seedQuery()))
        #expect(updates.last?.snapshot.departures.count == 3)
        #expect(updates.last?.receivedCount == 6)
        #expect(updates.last?.snapshot.isComplete == true)
    }

    @Test func laterCopyOfADepartureWins() async throws {
        let mock = MockTransport()
        mock.on(.any, times: 1, .fixture("busbud", "init-5.json"))
        mock.on(.path(suffix: "/poll"), times: 1, .fixture("busbud", "poll-9.json"))
        let clock = ImmediateClock()
        let (updates, _) = await drive(try makeClient(mock, clock: AnyClock(clock)).search(seedQuery()))
        let first = try #require(updates.first?.snapshot.departures.first { $0.id == "YmU4MjE5NDU6MzM5M2M5MDM" })
        let last = try #require(updates.last?.snapshot.departures.first { $0.id == "YmU4MjE5NDU6MzM5M2M5MDM" })
        #expect(first.availableSeats == 25 && first.price == Money(minorUnits: 4673, currency: "EUR"))
        #expect(last.availableSeats == 7 && last.price == Money(minorUnits: 4999, currency: "EUR"))
        #expect(updates.last?.snapshot.departures.count == 3)
    }

    @Test func budgetExpiryDeliversPartialResults() async throws {
        let mock = MockTransport()
        mock.on(.path("/x-departures/dr5reg/f25dvk/2016-07-29"), times: 1, .fixture("busbud", "init-5.json"))
        mock.on(.path(suffix: "/poll"), .fixture("busbud", "poll-2.json")) // never completes
        let clock = ImmediateClock()
        let client = try makeClient(mock, clock: AnyClock(clock), polling: .init(budget: .seconds(7)))
        let (updates, error) = await drive(client.search(try seedQuery()))
        #expect(error == nil)
        // t=0 init, t=2, t=4, t=6 polls; the next would be at t=8 > 7 s.
        #expect(mock.requests.count == 4)
        #expect(mock.requests.compactMap { $0.queryValue("index") } == ["3", "5", "7"])
        let final = try #require(updates.last?.snapshot)
        #expect(final.isComplete == false && final.stopReason == .budgetExhausted && final.isFinal)
        // poll-2 repeated three times: the same two ids, merged.
        #expect(final.departures.count == 5)
        #expect(updates.last?.receivedCount == 9)
    }

    @Test func ttlExpiryStopsPolling() async throws {
        let mock = MockTransport()
        mock.on(.any, times: 1, .json(#"{"departures":[],"complete":false,"ttl":3}"#))
        mock.on(.path(suffix: "/poll"), .json(#"{"departures":[],"complete":false,"ttl":1}"#))
        let clock = ImmediateClock()
        let (updates, _) = await drive(try makeClient(mock, clock: AnyClock(clock)).search(seedQuery()))
        // ttl 3 s after init allows one poll at t=2; that poll says 1 s left, so t=4 is past it.
        #expect(mock.requests.count == 2)
        #expect(updates.last?.snapshot.stopReason == .expired)
    }

    @Test func cancellationMidPollMakesNoFurtherRequests() async throws {
        let mock = MockTransport()
        mock.on(.any, times: 1, .fixture("busbud", "init-5.json"))
        mock.on(.path(suffix: "/poll"), .fixture("busbud", "poll-2.json"))
        let clock = ManualClock()
        let client = try makeClient(mock, clock: AnyClock(clock))
        let stream = client.departures(try seedQuery())
        var iterator = stream.makeAsyncIterator()
        let first = try await iterator.next()
        #expect(first?.departures.count == 3)
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(2))
        let second = try await iterator.next()
        #expect(second?.departures.count == 5)
        #expect(mock.requests.count == 2)
        // The consumer stops while the search waits for its next poll.
        #expect(await clock.waitForSleepers(1))
        _ = consume iterator
        _ = consume stream
        // The pending wait is cancelled (it leaves the clock), not merely left to expire.
        #expect(await noSleepers(on: clock))
        clock.advance(by: .seconds(60))
        for _ in 0..<50 { await Task.yield() }
        #expect(mock.requests.count == 2)
    }

    @Test func cancellingTheConsumerTaskStopsTheSearch() async throws {
        let mock = MockTransport()
        mock.on(.any, times: 1, .fixture("busbud", "init-5.json"))
        mock.on(.path(suffix: "/poll"), .fixture("busbud", "poll-2.json"))
        let clock = ManualClock()
        let client = try makeClient(mock, clock: AnyClock(clock))
        let query = try seedQuery()
        let consumer = Task {
            var count = 0
            for try await _ in client.departures(query) { count += 1 }
            return count
        }
        #expect(await clock.waitForSleepers(1))
        consumer.cancel()
        _ = try? await consumer.value
        #expect(await noSleepers(on: clock))
        clock.advance(by: .seconds(60))
        for _ in 0..<50 { await Task.yield() }
        #expect(mock.requests.count == 1)
    }

    @Test func retryableFailuresBackOffWithJitterThenContinue() async throws {
        let mock = MockTransport()
        mock.on(.any, times: 1, .fixture("busbud", "init-5.json"))
        mock.on(.path(suffix: "/poll"), times: 1, .status(503))
        mock.on(.path(suffix: "/poll"), times: 1, .failure(TransitError(.transport, detail: "connection reset")))
        mock.on(.path(suffix: "/poll"), times: 1, .status(429, headers: ["Retry-After": "7"]))
        mock.on(.path(suffix: "/poll"), times: 1, .fixture("busbud", "poll-3.json"))
        let clock = ImmediateClock()
        // random 0.5 with jitter 0.5: each backoff is 75 % of 1 s × 2ⁿ.
        let client = try makeClient(mock, clock: AnyClock(clock), randomness: .constant(0.5))
        let (updates, error) = await drive(client.search(try seedQuery()))
        #expect(error == nil)
        #expect(clock.sleepHistory == [.seconds(2), .milliseconds(750), .milliseconds(1500), .seconds(7)])
        // Failed polls do not advance the index.
        #expect(mock.requests.compactMap { $0.queryValue("index") } == ["3", "3", "3", "3"])
        #expect(updates.count == 2)
        #expect(updates.last?.snapshot.departures.count == 4)
        #expect(updates.last?.snapshot.isComplete == true)
        #expect(updates.last?.snapshot.requestCount == 5)
    }

    /// Every 5xx is backed off and retried (a CDN's 520 as much as a 503); a 4xx is not.
    @Test func anyServerErrorIsRetriedButAClientErrorIsNot() async throws {
        let mock = MockTransport()
        mock.on(.any, times: 1, .fixture("busbud", "error-503-html.json", status: 520))
        mock.on(.any, times: 1, .fixture("busbud", "init-4.json"))
        let clock = ImmediateClock()
        let snapshot = try await makeClient(mock, clock: AnyClock(clock)).searchDepartures(seedQuery())
        #expect(mock.requests.count == 2)
        #expect(clock.sleepHistory == [.seconds(1)]) // the first backoff, no jitter with random 0
        #expect(snapshot.isComplete && snapshot.departures.count == 3)

        let conflict = MockTransport()
        conflict.on(.any, .status(409, body: "conflict"))
        let error = await #expect(throws: TransitError.self) {
            _ = try await makeClient(conflict, clock: AnyClock(ImmediateClock())).searchDepartures(seedQuery())
        }
        #expect(error?.kind == .httpStatus && error?.status == 409)
        #expect(conflict.requests.count == 1)
    }

    @Test func failingPollAfterGoodInitKeepsWhatArrived() async throws {
        let mock = MockTransport()
        mock.on(.any, times: 1, .fixture("busbud", "init-5.json"))
        mock.on(.path(suffix: "/poll"), times: 1, .json(#"{"error":{"type":"NotFound","details":"search expired"}}"#, status: 404))
        let clock = ImmediateClock()
        let (updates, error) = await drive(try makeClient(mock, clock: AnyClock(clock)).search(seedQuery()))
        #expect(error == nil)
        let final = try #require(updates.last)
        #expect(final.snapshot.departures.count == 3)
        #expect(final.snapshot.stopReason == .failed && !final.snapshot.isComplete)
        #expect(final.stopError?.kind == .notFound)
        #expect(final.stopError?.operation == "x-departures/poll")
    }

    @Test func persistentServerErrorEndsAtTheBudgetWithPartialResults() async throws {
        let mock = MockTransport()
        mock.on(.any, times: 1, .fixture("busbud", "init-5.json"))
        mock.on(.path(suffix: "/poll"), .status(500, body: #"{"error": "fake internal error"}"#))
        let clock = ImmediateClock()
        let client = try makeClient(mock, clock: AnyClock(clock), polling: .init(budget: .seconds(20)))
        let (updates, error) = await drive(client.search(try seedQuery()))
        #expect(error == nil)
        let final = try #require(updates.last)
        #expect(final.snapshot.stopReason == .budgetExhausted && final.snapshot.departures.count == 3)
        #expect(final.stopError?.status == 500 && final.stopError?.providerMessage == "fake internal error")
        // Backoff 1, 2, 4, 8 s (capped at 10) after the 2 s wait, all within 20 s.
        #expect(clock.sleepHistory == [.seconds(2), .seconds(1), .seconds(2), .seconds(4), .seconds(8)])
    }

    @Test func initFailureWithNothingReceivedThrows() async throws {
        let mock = MockTransport()
        mock.on(.any, .fixture("busbud", "error-401-unauthorized.json", status: 401))
        let client = try makeClient(mock)
        let error = await #expect(throws: TransitError.self) { _ = try await client.searchDepartures(seedQuery()) }
        #expect(error?.kind == .unauthorized)
        #expect(mock.requests.count == 1)
    }

    @Test func routeNotServedIsDistinctFromNoDepartures() async throws {
        let notServed = MockTransport()
        notServed.on(.any, .json(#"{"departures":[],"complete":false,"ttl":900,"is_valid_route":false}"#))
        let a = try await makeClient(notServed).searchDepartures(seedQuery())
        #expect(a.isRouteServed == false && a.departures.isEmpty && a.isFinal)
        #expect(notServed.requests.count == 1)

        let empty = MockTransport()
        empty.on(.any, .json(#"{"departures":[],"complete":true,"ttl":900,"is_valid_route":true}"#))
        let b = try await makeClient(empty).searchDepartures(seedQuery())
        #expect(b.isRouteServed == true && b.departures.isEmpty && b.isComplete)
    }
}

/// Yields until no task sleeps on `clock`: a cancelled search leaves it; one that was never
/// cancelled would still be waiting there for its next poll.
func noSleepers(on clock: ManualClock) async -> Bool {
    for _ in 0..<100_000 {
        if clock.sleeperCount == 0 { return true }
        await Task.yield()
    }
    return clock.sleeperCount == 0
}
