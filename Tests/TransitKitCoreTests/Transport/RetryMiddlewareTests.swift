import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@Suite struct RetryMiddlewareTests {
    let url = URL(string: "https://api.example.test/v1/things?key=SECRET123")!

    func chain(
        _ mock: MockTransport, clock: ManualClock, maxAttempts: Int = 3, budget: Duration = .seconds(60)
    )
        -> MiddlewareTransport
    {
        MiddlewareTransport(
            mock,
            [
                RetryMiddleware(
                    maxAttempts: maxAttempts, budget: budget,
                    backoff: Backoff(initial: .seconds(1), maximum: .seconds(8), jitter: 0.5),
                    clock: clock, randomness: .constant(0),
                    now: .fixed(Date(timeIntervalSince1970: 0)))
            ])
    }

    @Test func retries503ThenSucceeds() async throws {
        let mock = MockTransport()
        mock.on(.any, times: 1, .status(503))
        mock.on(.any, .json("{}"))
        let clock = ManualClock()
        let transport = chain(mock, clock: clock)
        let task = Task { try await transport.send(HTTPRequest(url: url)) }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(1))
        let response = try await task.value
        #expect(response.status == 200)
        #expect(mock.requests.count == 2)
        #expect(clock.sleepHistory == [.seconds(1)]) // initial backoff, random 0 → no jitter cut
    }

    @Test func honoursRetryAfterSeconds() async throws {
        let mock = MockTransport()
        mock.on(.any, times: 1, .status(429, headers: ["Retry-After": "7"]))
        mock.on(.any, .json("{}"))
        let clock = ManualClock()
        let transport = chain(mock, clock: clock)
        let task = Task { try await transport.send(HTTPRequest(url: url)) }
        #expect(await clock.waitForSleepers(1))
        #expect(clock.sleepHistory == [.seconds(7)])
        clock.advance(by: .seconds(7))
        #expect(try await task.value.status == 200)
    }

    @Test func honoursRetryAfterHTTPDate() async throws {
        let mock = MockTransport()
        // now is fixed at the epoch; the date is 12 s later.
        mock.on(.any, times: 1, .status(503, headers: ["Retry-After": "Thu, 01 Jan 1970 00:00:12 GMT"]))
        mock.on(.any, .json("{}"))
        let clock = ManualClock()
        let task = Task { [transport = chain(mock, clock: clock)] in try await transport.send(HTTPRequest(url: url)) }
        #expect(await clock.waitForSleepers(1))
        #expect(clock.sleepHistory == [.seconds(12)])
        clock.advance(by: .seconds(12))
        #expect(try await task.value.status == 200)
    }

    @Test func backoffGrowsExponentiallyAndGivesUpAfterMaxAttempts() async throws {
        let mock = MockTransport()
        mock.on(.any, .status(502))
        let clock = ManualClock()
        let task = Task { [transport = chain(mock, clock: clock, maxAttempts: 4)] in
            try await transport.send(HTTPRequest(url: url))
        }
        for step in [1, 2, 4] {
            #expect(await clock.waitForSleepers(1))
            clock.advance(by: .seconds(step))
        }
        let response = try await task.value
        #expect(response.status == 502) // the last response goes back to the provider to map
        #expect(mock.requests.count == 4)
        #expect(clock.sleepHistory == [.seconds(1), .seconds(2), .seconds(4)])
    }

    @Test func stopsWhenTheNextWaitWouldPassTheBudget() async throws {
        let mock = MockTransport()
        mock.on(.any, .status(503, headers: ["Retry-After": "30"]))
        let clock = ManualClock()
        let transport = chain(mock, clock: clock, maxAttempts: 10, budget: .seconds(20))
        let response = try await transport.send(HTTPRequest(url: url))
        #expect(response.status == 503)
        #expect(mock.requests.count == 1)
        #expect(clock.sleepHistory.isEmpty)
    }

    @Test func retriesTransportErrorsThenRethrows() async throws {
        let mock = MockTransport()
        mock.on(.any, .failure(TransitError(.transport, detail: "connection reset")))
        let clock = ManualClock()
        let task = Task { [transport = chain(mock, clock: clock, maxAttempts: 2)] in
            try await transport.send(HTTPRequest(url: url))
        }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(1))
        await #expect { try await task.value } throws: { ($0 as? TransitError)?.kind == .transport }
        #expect(mock.requests.count == 2)
    }

    @Test(arguments: [400, 401, 403, 404, 500, 501])
    func doesNotRetryOtherStatuses(_ status: Int) async throws {
        let mock = MockTransport()
        mock.on(.any, .status(status))
        let response = try await chain(mock, clock: ManualClock()).send(HTTPRequest(url: url))
        #expect(response.status == status)
        #expect(mock.requests.count == 1)
    }

    @Test func doesNotRetryPost() async throws {
        let mock = MockTransport()
        mock.on(.any, .status(503))
        let response = try await chain(mock, clock: ManualClock()).send(HTTPRequest(method: .post, url: url))
        #expect(response.status == 503)
        #expect(mock.requests.count == 1)
    }

    @Test func cancellationWhileWaitingEndsPromptly() async throws {
        let mock = MockTransport()
        mock.on(.any, .status(503))
        let clock = ManualClock()
        let task = Task { [transport = chain(mock, clock: clock)] in try await transport.send(HTTPRequest(url: url)) }
        #expect(await clock.waitForSleepers(1))
        task.cancel()
        await #expect { try await task.value } throws: { ($0 as? TransitError)?.kind == .cancelled }
        #expect(mock.requests.count == 1)
    }

    @Test func backoffJitterStaysWithinBounds() {
        let backoff = Backoff(initial: .milliseconds(500), maximum: .seconds(30), jitter: 0.5)
        #expect(backoff.delay(attempt: 0, random: 0) == .milliseconds(500))
        #expect(backoff.delay(attempt: 3, random: 0) == .seconds(4))
        #expect(backoff.delay(attempt: 3, random: 1) == .seconds(2))
        #expect(backoff.delay(attempt: 20, random: 0) == .seconds(30))
        #expect(backoff.delay(attempt: 1000, random: 0) == .seconds(30))
    }
}
