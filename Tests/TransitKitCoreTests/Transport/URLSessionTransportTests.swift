import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// `URLSessionTransport` against a real HTTP server on 127.0.0.1 started by the test.
///
/// Retry budgets here are generous (120 s): these tests are about *whether* the middleware
/// retries against a real server, and the suite shares two cores with CPU-bound fuzz tests that
/// can hold the cooperative pool for seconds. The budget itself is tested on a manual clock
/// (`RetryMiddlewareTests.stopsWhenTheNextWaitWouldPassTheBudget`).
@Suite struct URLSessionTransportTests {
    @Test func returnsStatusHeadersAndExactBodyBytes() async throws {
        try await withLoopbackServer { server in
            let transport = URLSessionTransport(timeout: .seconds(10))
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
                URLSessionTransport(timeout: .seconds(10)),
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

    @Test func timesOutWithATypedTransportError() async throws {
        try await withLoopbackServer { server in
            let transport = URLSessionTransport(timeout: .milliseconds(400))
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
            let transport = URLSessionTransport(timeout: .seconds(30))
            let task = Task { try await transport.send(HTTPRequest(url: server.url("/slow?ms=8000"))) }
            try await Task.sleep(for: .milliseconds(300))
            task.cancel()
            await #expect { _ = try await task.value } throws: { ($0 as? TransitError)?.kind == .cancelled }
        }
    }

    @Test func retriesA503ThenSucceeds() async throws {
        try await withLoopbackServer { server in
            let transport = MiddlewareTransport(
                URLSessionTransport(timeout: .seconds(10)),
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
                URLSessionTransport(timeout: .seconds(10)),
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
                URLSessionTransport(timeout: .seconds(10)),
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
        let transport = URLSessionTransport(timeout: .seconds(5))
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
