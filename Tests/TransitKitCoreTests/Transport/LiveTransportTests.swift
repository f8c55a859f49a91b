import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// `LiveTransport` against a real HTTP server on 127.0.0.1 started by the test.
///
/// Retry budgets here are generous (120 s): these tests are about *whether* the middleware
/// retries against a real server, and the suite shares two cores with CPU-bound fuzz tests that
/// can hold the cooperative pool for seconds. The budget itself is tested on a manual clock
/// (`RetryMiddlewareTests.stopsWhenTheNextWaitWouldPassTheBudget`).
@Suite struct LiveTransportTests {
    @Test func returnsStatusHeadersAndExactBodyBytes() async throws {
        try await withLoopbackServer { server in
            let transport = LiveTransport(timeout: .seconds(10))
            let bytes = try await transport.send(HTTPRequest(url: server.url("/bytes")))
            #expect(bytes.status == 200)
            #expect(bytes.body == Data((0...255).map { UInt8($0) }))
            #expect(bytes.headers["content-type"] == "application/octet-stream")
            #expect(bytes.headers["X-SERVER"] == "loopback")

            let teapot = try await transport.send(HTTPRequest(url: server.url("/status/418")))
            #expect(teapot.status == 418)
            #expect(teapot.text == "status 418")
        }
    }

    @Test func sendsMethodQueryAndHeaders() async throws {
        try await withLoopbackServer { server in
            let transport = MiddlewareTransport(
                LiveTransport(timeout: .seconds(10)),
                [UserAgentMiddleware(try UserAgent(app: "LoopbackTest/1.0"))])
            let url = try URLBuilder.url(base: server.baseURL, path: ["echo"], query: [("routeId", "MTA NYCT_M86+")])
            let response = try await transport.send(HTTPRequest(url: url, headers: ["X-Busbud-Token": "t0k"]))
            let echo = try JSONDecoder().decode(Echo.self, from: response.body)
            #expect(echo.method == "GET")
            #expect(echo.query["routeId"] == "MTA NYCT_M86+") // %20 and %2B arrive decoded as space and plus
            #expect(echo.headers["x-busbud-token"] == "t0k")
            #expect(echo.headers["user-agent"] == "LoopbackTest/1.0 TransitKit/0.1")
        }
    }

    struct Echo: Decodable {
        let method: String
        let query: [String: String]
        let headers: [String: String]
    }

    /// A request's own sub-second idle timeout wins over the transport's (on Linux `URLSession`
    /// ignored it: 1 s asked, 10 s waited), and the error says the limit that ended it. The
    /// server would answer after 30 s and the transport's own limit is 60 s, so an end within
    /// 20 s — the bound leaves room for a loaded machine resuming the task late — and the
    /// 0.2 s in the text can only come from the request's limit.
    @Test func aRequestsSubSecondTimeoutIsHonoured() async throws {
        try await withLoopbackServer { server in
            let transport = LiveTransport(timeout: .seconds(60), deadline: .seconds(120))
            let clock = ContinuousClock()
            let started = clock.now
            let error = await #expect(throws: TransitError.self) {
                _ = try await transport.send(HTTPRequest(url: server.url("/slow?ms=30000"), timeout: .milliseconds(200)))
            }
            #expect(clock.now - started < .seconds(20))
            #expect(error?.detail?.contains("timed out after 0.2 s") == true, "\(String(describing: error))")
        }
    }

    /// A header that is not UTF-8 (a Latin-1 filename) is read as Latin-1, not a failure that
    /// is retried (Busbud made 18 requests in 21.6 s for one such answer under `URLSession`).
    @Test func aHeaderThatIsNotUTF8IsReadAsLatin1() async throws {
        try await withLoopbackServer { server in
            let transport = LiveTransport(timeout: .seconds(10))
            let response = try await transport.send(HTTPRequest(url: server.url("/latin1")))
            #expect(response.status == 200)
            #expect(response.headers["Content-Disposition"] == "attachment; filename=\"Montréal.json\"")
        }
    }

    @Test func timesOutWithATypedTransportError() async throws {
        try await withLoopbackServer { server in
            let transport = LiveTransport(timeout: .milliseconds(400))
            await #expect {
                _ = try await transport.send(HTTPRequest(url: server.url("/slow?ms=5000"), operation: "slow"))
            } throws: { error in
                guard let error = error as? TransitError else { return false }
                return error.kind == .transport && (error.detail ?? "").contains("timed out") && error.isRetryable
            }
        }
    }

    @Test func honoursTaskCancellation() async throws {
        try await withLoopbackServer { server in
            let transport = LiveTransport(timeout: .seconds(30))
            let task = Task { try await transport.send(HTTPRequest(url: server.url("/slow?ms=8000"))) }
            try await Task.sleep(for: .milliseconds(300))
            task.cancel()
            await #expect { _ = try await task.value } throws: { ($0 as? TransitError)?.kind == .cancelled }
        }
    }

    @Test func retriesA503ThenSucceeds() async throws {
        try await withLoopbackServer { server in
            let transport = MiddlewareTransport(
                LiveTransport(timeout: .seconds(10)),
                [
                    RetryMiddleware(
                        maxAttempts: 3, budget: .seconds(120),
                        backoff: Backoff(initial: .milliseconds(50), maximum: .seconds(1)), clock: ContinuousClock())
                ])
            let response = try await transport.send(HTTPRequest(url: server.url("/flaky/a?fail=2&code=503")))
            #expect(response.status == 200)
            #expect(response.text == #"{"attempt": 3}"#)
        }
    }

    @Test func honoursRetryAfter() async throws {
        try await withLoopbackServer { server in
            let transport = MiddlewareTransport(
                LiveTransport(timeout: .seconds(10)),
                [
                    RetryMiddleware(
                        maxAttempts: 2, budget: .seconds(120),
                        backoff: Backoff(initial: .milliseconds(10), maximum: .milliseconds(10)), clock: ContinuousClock())
                ])
            let response = try await transport.send(HTTPRequest(url: server.url("/retry-after/b?seconds=1")))
            #expect(response.status == 200)
            struct Gap: Decodable {
                let attempt: Int
                let gap_ms: Double
            }
            let gap = try JSONDecoder().decode(Gap.self, from: response.body)
            #expect(gap.attempt == 2)
            #expect(gap.gap_ms >= 950, "server saw the retry \(gap.gap_ms) ms after the 503; Retry-After said 1 s")
        }
    }

    @Test func surfaces429AsRateLimitedWithoutWaitingPastTheBudget() async throws {
        try await withLoopbackServer { server in
            let transport = MiddlewareTransport(
                LiveTransport(timeout: .seconds(10)),
                [
                    RetryMiddleware(maxAttempts: 3, budget: .seconds(5), clock: ContinuousClock())
                ])
            let http = HTTPClient(provider: "loopback", transport: transport)
            let request = HTTPRequest(url: server.url("/status/429?retry_after=30"), operation: "limited")
            await #expect { _ = try await http.perform(TestEndpoint([Int].self, request)) } throws: { error in
                guard let error = error as? TransitError else { return false }
                return error.kind == .rateLimited && error.status == 429 && error.retryAfter == .seconds(30)
                    && error.provider == "loopback"
            }
        }
    }

    @Test func unreachablePortIsATransportError() async throws {
        // Port 9 (discard) on loopback: nothing listens there in the test environment.
        let transport = LiveTransport(timeout: .seconds(5))
        await #expect {
            _ = try await transport.send(
                HTTPRequest(
                    url: URL(string: "http://127.0.0.1:9/x?key=SECRET")!,
                    redaction: Redaction(queryItems: ["key"])))
        } throws: { error in
            guard let error = error as? TransitError else { return false }
            return error.kind == .transport && !String(reflecting: error).contains("SECRET")
        }
    }
}
