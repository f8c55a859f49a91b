import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// What a misbehaving server can no longer do to `LiveTransport`: keep a call from ever
/// ending, make it hold an unbounded body, loop it through redirects, or carry its credentials
/// to another host. All against the loopback server on 127.0.0.1.
@Suite struct LiveTransportLimitTests {
    /// The hang from the reliability issue: CTA's `stops(on:direction:)` shape — one request
    /// under `async let`, the other failing, so the first is cancelled just as its transfer
    /// completes. With `URLSession.data(for:)` on Linux such a call could stay suspended for
    /// ever and block both threads of the cooperative pool (20 of 20 processes stuck). Here 300
    /// fresh transports race it. A stuck pool cannot even run a test's own timeout, so the
    /// watchdog is a Dispatch timer: it ends the process with a message rather than let CI hang.
    @Test func cancellationRacingCompletionAlwaysEnds() async throws {
        try await withLoopbackServer { server in
            struct Refused: Error {}
            let rounds = 300
            let watchdog = Watchdog(after: .seconds(120), "cancellationRacingCompletionAlwaysEnds: a cancelled call never ended")
            defer { watchdog.disarm() }
            var ended = 0
            for round in 0..<rounds {
                let transport = LiveTransport(timeout: .seconds(5), deadline: .seconds(5))
                do {
                    if round.isMultiple(of: 2) {
                        async let patterns = try? transport.send(HTTPRequest(url: server.url("/big?kb=90")))
                        let stops = try await transport.send(HTTPRequest(url: server.url("/status/404")))
                        if stops.status == 404 { throw Refused() }
                        _ = await patterns
                    } else {
                        try await withThrowingTaskGroup(of: Void.self) { group in
                            group.addTask { _ = try await transport.send(HTTPRequest(url: server.url("/big?kb=90"))) }
                            group.addTask {
                                let response = try await transport.send(HTTPRequest(url: server.url("/status/404")))
                                if response.status == 404 { throw Refused() }
                            }
                            try await group.waitForAll()
                        }
                    }
                } catch {}
                ended += 1
            }
            #expect(ended == rounds)
        }
    }

    /// Cancelling at seeded random moments during a transfer: every call ends as `.cancelled`
    /// or with its response, never later than the deadline.
    @Test func cancellationAtRandomMomentsEnds() async throws {
        try await withLoopbackServer { server in
            let random = Randomness.seeded(12)
            let transport = LiveTransport(timeout: .seconds(5), deadline: .seconds(5))
            let outcomes = try await withinTime(.seconds(60)) {
                var outcomes: [String: Int] = [:]
                for _ in 0..<150 {
                    let task = Task { try await transport.send(HTTPRequest(url: server.url("/big?kb=256"))) }
                    try? await Task.sleep(for: .microseconds(Int(random.next() * 3000)))
                    task.cancel()
                    switch await task.result {
                    case .success(let response): outcomes["\(response.status)", default: 0] += 1
                    case .failure(let error): outcomes["\((error as? TransitError)?.kind.description ?? "other")", default: 0] += 1
                    }
                }
                return outcomes
            }
            let counts = try #require(outcomes, "a cancelled call did not end")
            #expect(Set(counts.keys).isSubset(of: ["200", "cancelled"]), "\(counts)")
            #expect(counts.values.reduce(0, +) == 150)
        }
    }

    /// Cancelling (or the deadline) while Foundation waits for the redirect decision: on Linux,
    /// answering that decision after the task was cancelled traps inside Foundation ("Received
    /// callback for HTTP redirection, but we're not waiting for it"), a crash seen once in a
    /// whole-suite run. Seeded random moments across a redirect loop; every call must end.
    @Test func cancellationDuringRedirectsEnds() async throws {
        try await withLoopbackServer { server in
            let random = Randomness.seeded(34)
            let transport = LiveTransport(timeout: .seconds(5), deadline: .seconds(5), maximumRedirects: 1_000)
            let outcomes = try await withinTime(.seconds(90)) {
                var outcomes: [String: Int] = [:]
                for round in 0..<300 {
                    let task = Task { try await transport.send(HTTPRequest(url: server.url("/redirect-loop/\(round * 10_000)"))) }
                    try? await Task.sleep(for: .microseconds(Int(random.next() * 4000)))
                    task.cancel()
                    switch await task.result {
                    case .success(let response): outcomes["\(response.status)", default: 0] += 1
                    case .failure(let error as TransitError) where error.kind == .transport && (error.detail ?? "").contains("deadline"):
                        // A loaded machine can let the 5 s deadline pass before the cancellation lands.
                        outcomes["deadline", default: 0] += 1
                    case .failure(let error as TransitError) where error.kind == .transport:
                        outcomes["transport: \(error.detail ?? "")", default: 0] += 1 // which limit, if one fails the test
                    case .failure(let error): outcomes["\((error as? TransitError)?.kind.description ?? "other")", default: 0] += 1
                    }
                }
                return outcomes
            }
            let counts = try #require(outcomes, "a call cancelled during redirects did not end")
            #expect(Set(counts.keys).isSubset(of: ["cancelled", "httpStatus", "deadline"]), "\(counts)")
            #expect(counts.values.reduce(0, +) == 300)
        }
    }

    /// A body dripped one byte every 200 ms never trips the 5 s idle timeout and would be
    /// complete after 20 s; the 1 s deadline ends it (the error says which limit did).
    @Test func aDrippedBodyEndsAtTheDeadline() async throws {
        try await withLoopbackServer { server in
            let transport = LiveTransport(timeout: .seconds(5), deadline: .seconds(1))
            await #expect {
                _ = try await transport.send(HTTPRequest(url: server.url("/drip?bytes=100&ms=200")))
            } throws: { error in
                guard let error = error as? TransitError else { return false }
                return error.kind == .transport && (error.detail ?? "").contains("deadline")
            }
        }
    }

    @Test func anAnnouncedOversizedBodyIsRefusedBeforeItArrives() async throws {
        try await withLoopbackServer { server in
            let transport = LiveTransport(timeout: .seconds(5), maximumResponseSize: 1 << 20)
            await #expect {
                _ = try await transport.send(HTTPRequest(url: server.url("/big?kb=4096")))
            } throws: { error in
                guard let error = error as? TransitError else { return false }
                return error.kind == .tooLarge && (error.detail ?? "").contains("1 MiB") && !error.isRetryable
            }
            // The request's own limit wins over the transport's.
            let allowed = try await transport.send(HTTPRequest(url: server.url("/big?kb=4096"), maximumResponseSize: 8 << 20))
            #expect(allowed.body.count == 4096 * 1024 + 1) // "[" + 2,097,151 × "0," + "0]"
        }
    }

    @Test func aStreamedOversizedBodyIsCutOff() async throws {
        try await withLoopbackServer { server in
            let transport = LiveTransport(timeout: .seconds(5), maximumResponseSize: 1 << 20)
            await #expect {
                _ = try await transport.send(HTTPRequest(url: server.url("/stream?mb=64")))
            } throws: { ($0 as? TransitError)?.kind == .tooLarge }
        }
    }

    /// 64 MiB of zeros gzip to ~64 KiB; the limit counts inflated bytes.
    @Test func aGzipBombIsCutOffAtTheLimit() async throws {
        try await withLoopbackServer { server in
            let transport = LiveTransport(timeout: .seconds(5), maximumResponseSize: 8 << 20)
            await #expect {
                _ = try await transport.send(HTTPRequest(url: server.url("/gzip?mb=64")))
            } throws: { ($0 as? TransitError)?.kind == .tooLarge }
        }
    }

    @Test func aRedirectLoopStopsAndIsNotRetried() async throws {
        try await withLoopbackServer { server in
            let transport = MiddlewareTransport(
                LiveTransport(timeout: .seconds(5), maximumRedirects: 5),
                [
                    RetryMiddleware(
                        maxAttempts: 4, budget: .seconds(120),
                        backoff: Backoff(initial: .milliseconds(10), maximum: .milliseconds(10)), clock: ContinuousClock())
                ])
            await #expect {
                _ = try await transport.send(HTTPRequest(url: server.url("/redirect-loop/0")))
            } throws: { error in
                guard let error = error as? TransitError else { return false }
                return error.kind == .httpStatus && error.status == 302 && (error.detail ?? "").contains("redirects")
                    && !error.isRetryable
            }
            let count = try await transport.send(HTTPRequest(url: server.url("/count/redirects")))
            #expect(count.text == #"{"count": 6}"#, "the first request and 5 redirects, once")
        }
    }

    /// Same origin: the token goes along. Another origin (`localhost` is not `127.0.0.1`):
    /// secret headers, `Authorization` and secret query items are dropped.
    @Test func aRedirectToAnotherOriginCarriesNoSecrets() async throws {
        try await withLoopbackServer { server in
            let transport = LiveTransport(timeout: .seconds(5))
            let port = server.baseURL.port ?? 0
            let redaction = Redaction(queryItems: ["key"], headers: ["X-Busbud-Token"])
            func via(_ target: String) async throws -> [String: String] {
                let url = try URLBuilder.url(base: server.baseURL, path: ["redirect"], query: [("to", target), ("key", "SECRET")])
                let response = try await transport.send(
                    HTTPRequest(
                        url: url, headers: ["X-Busbud-Token": "t0k", "Authorization": "Basic dTpw"], redaction: redaction))
                struct Echo: Decodable {
                    let headers: [String: String]
                    let query: [String: String]
                }
                let echo = try JSONDecoder().decode(Echo.self, from: response.body)
                return echo.headers.merging(echo.query.mapKeys { "query:" + $0 }) { a, _ in a }
            }
            let same = try await via("http://127.0.0.1:\(port)/echo?key=SECRET")
            #expect(same["x-busbud-token"] == "t0k")
            #expect(same["query:key"] == "SECRET")
            let other = try await via("http://localhost:\(port)/echo?key=SECRET&stop=1&line=MTA%20NYCT_M86%2B")
            #expect(other["x-busbud-token"] == nil)
            #expect(other["authorization"] == nil)
            #expect(other["query:key"] == nil)
            #expect(other["query:stop"] == "1")
            // The items left are sent as the server wrote them: "%2B" stays a plus, not a space.
            #expect(other["query:line"] == "MTA NYCT_M86+")
        }
    }

    @Test func aBodyShorterThanItsContentLengthIsATransportError() async throws {
        try await withLoopbackServer { server in
            let transport = LiveTransport(timeout: .seconds(5))
            await #expect {
                _ = try await transport.send(HTTPRequest(url: server.url("/announce?bytes=1000")))
            } throws: { ($0 as? TransitError)?.kind == .transport }
        }
    }
}

extension Dictionary {
    func mapKeys<K: Hashable>(_ transform: (Key) -> K) -> [K: Value] {
        [K: Value](map { (transform($0.key), $0.value) }) { a, _ in a }
    }
}

/// `body`'s value, or nil when it has not finished within `limit` (the test then fails
/// instead of hanging; the stuck work is left behind).
func withinTime<T: Sendable>(_ limit: Duration, _ body: @escaping @Sendable () async throws -> T) async throws -> T? {
    let box = Locked<T?>(nil)
    let work = Task {
        let value = try await body()
        box.withLock { $0 = value }
    }
    let clock = ContinuousClock()
    let end = clock.now.advanced(by: limit)
    while clock.now < end {
        if let value = box.withLock({ $0 }) { return value }
        if work.isCancelled { break }
        try await Task.sleep(for: .milliseconds(20))
    }
    return box.withLock { $0 }
}
