#if canImport(FoundationNetworking)
    import Foundation
    import Testing
    @testable import TransitKitCore
    import TransitKitTesting

    /// The loop under `CurlTransport` (Linux's `LiveTransport`): reused connections, bounded
    /// slots, caps of its own on what a server sends, words for what the machine refuses, and the
    /// `URLSession` fallback where libcurl cannot be loaded. Each test fails on the transport
    /// that ran an exchange per thread on a connection of its own.
    @Suite struct CurlTransportTests {
        /// Ten calls in a row to one origin ride one kept-alive connection: the server sees the
        /// same client port each time (a new connection per call was 0.76 ms vs 0.18 ms on loopback,
        /// and a TCP + TLS handshake per call on the real network).
        @Test func callsToOneOriginReuseTheirConnection() async throws {
            try await withLoopbackServer { server in
                let transport = LiveTransport(timeout: .seconds(10))
                var ports: Set<String> = []
                for _ in 0..<10 {
                    let response = try await transport.send(HTTPRequest(url: server.url("/peer")))
                    ports.insert(String(decoding: response.body, as: UTF8.self))
                }
                #expect(ports.count == 1, "10 calls used \(ports.count) connections")
                let accepted = try await transport.send(HTTPRequest(url: server.url("/connections")))
                #expect(String(decoding: accepted.body, as: UTF8.self) == #"{"accepted": 1}"#)
            }
        }

        /// HTTPS too: one TLS handshake for ten calls, against a server whose certificate the
        /// transport trusts through `caFile` (python's server offers HTTP/1.1 only, so that is
        /// what is negotiated here; HTTP/2 is asked for wherever ALPN offers it).
        @Test func httpsCallsReuseTheirConnectionAndTrustTheGivenAuthority() async throws {
            try await withLoopbackServer(tls: true) { server in
                let trusted = CurlTransport(timeout: .seconds(10), caFile: server.certificateAuthorityFile)
                var ports: Set<String> = []
                for _ in 0..<10 {
                    let response = try await trusted.send(HTTPRequest(url: server.url("/peer")))
                    #expect(response.status == 200)
                    ports.insert(String(decoding: response.body, as: UTF8.self))
                }
                #expect(ports.count == 1, "10 HTTPS calls used \(ports.count) connections")

                let untrusting = CurlTransport(timeout: .seconds(10), environment: [:])
                let error = await #expect(throws: TransitError.self) {
                    _ = try await untrusting.send(HTTPRequest(url: server.url("/peer")))
                }
                #expect(error?.detail == "the server's certificate was not trusted", "\(String(describing: error))")

                // SSL_CERT_FILE names the same file when caFile is not given.
                let fromEnvironment = CurlTransport(
                    timeout: .seconds(10), environment: ["SSL_CERT_FILE": server.certificateAuthorityFile ?? ""])
                #expect(fromEnvironment.caFile == server.certificateAuthorityFile)
                #expect(try await fromEnvironment.send(HTTPRequest(url: server.url("/peer"))).status == 200)
            }
        }

        /// Thirty calls at once to one origin open at most `maximumConnectionsPerHost`
        /// connections; the others wait their turn and are all answered.
        @Test func concurrentCallsShareAtMostTheirHostsSlots() async throws {
            try await withLoopbackServer { server in
                let transport = CurlTransport(timeout: .seconds(10), maximumConnectionsPerHost: 3)
                let ports = try await withThrowingTaskGroup(of: String.self) { group in
                    for _ in 0..<30 {
                        group.addTask {
                            let response = try await transport.send(HTTPRequest(url: server.url("/peer?ms=30")))
                            return String(decoding: response.body, as: UTF8.self)
                        }
                    }
                    return try await group.reduce(into: [String]()) { $0.append($1) }
                }
                #expect(ports.count == 30)
                #expect(Set(ports).count <= 3, "\(Set(ports).count) connections for 3 slots")
            }
        }

        /// 8,000 distinct header lines: refused at the transport's own cap as `.tooLarge` (not
        /// retried), long before the deadline — the old per-line scan took 40.6 s under a 2 s
        /// deadline, and ended (late) with the deadline's error. How soon it ends is measured where
        /// nothing else competes for the machine: `transit-stress`'s `headerFlood` scenario.
        @Test func aHeaderFloodIsRefusedAtTheTransportsCap() async throws {
            try await withLoopbackServer { server in
                let transport = LiveTransport(timeout: .seconds(30), deadline: .seconds(30))
                let error = await #expect(throws: TransitError.self) {
                    _ = try await transport.send(HTTPRequest(url: server.url("/headers?n=8000")))
                }
                #expect(error?.kind == .tooLarge)
                #expect(error?.detail?.contains("more than 1000 header lines") == true, "\(String(describing: error))")
                #expect(error?.isRetryable == false)
                // An honest head of 200 lines is read whole.
                let fine = try await transport.send(HTTPRequest(url: server.url("/headers?n=200")))
                #expect(fine.headers["x-flood-199"] == "199")
            }
        }

        /// The answers libcurl names wrongly get the right words: a 10 MiB header line is a
        /// head too large (libcurl says "Out of memory"), an HTTP/0.9 answer and a garbage status
        /// line are not valid HTTP (libcurl says "the URL's scheme is not HTTP" for the first).
        @Test func misleadingCurlCodesGetTheRightWords() async throws {
            try await withLoopbackServer { server in
                let transport = LiveTransport(timeout: .seconds(10))
                let big = await #expect(throws: TransitError.self) {
                    _ = try await transport.send(HTTPRequest(url: server.url("/bigheader?kb=10240")))
                }
                #expect(big?.kind == .tooLarge, "\(String(describing: big))")
                #expect(big?.detail?.contains("header") == true, "\(String(describing: big))")
                for path in ["/http09", "/garbage-status"] {
                    let error = await #expect(throws: TransitError.self) {
                        _ = try await transport.send(HTTPRequest(url: server.url(path)))
                    }
                    #expect(error?.detail?.contains("is not valid HTTP") == true, "\(path): \(String(describing: error))")
                    #expect(error?.detail?.contains("scheme") == false, "\(path): \(String(describing: error))")
                }
                let ftp = try #require(URL(string: "ftp://127.0.0.1/x"))
                let scheme = await #expect(throws: TransitError.self) {
                    _ = try await transport.send(HTTPRequest(url: ftp))
                }
                #expect(scheme?.detail == "the URL's scheme is not http or https")
            }
        }

        /// A body pouring in as fast as loopback goes cannot carry a call past its deadline:
        /// the write callback checks it on every chunk, and the call ends with the deadline's
        /// words, not the size limit's or an answer. (The bound only catches a call that never
        /// ends; how late one may end is `transit-stress`'s to measure.)
        @Test func aFastBodyEndsAtTheDeadline() async throws {
            try await withLoopbackServer { server in
                let transport = LiveTransport(timeout: .seconds(10), maximumResponseSize: 1 << 30)
                var request = HTTPRequest(url: server.url("/stream?mb=4000"))
                request.deadline = .milliseconds(300)
                let clock = ContinuousClock()
                let started = clock.now
                let error = await #expect(throws: TransitError.self) { _ = try await transport.send(request) }
                #expect(error?.detail == "no complete answer within the 0.3 s deadline", "\(String(describing: error))")
                #expect(clock.now - started < .seconds(20))
            }
        }

        /// When the machine refuses the loop its thread, the call ends at once with words that
        /// say so — never lost (under `ulimit -u 40`, 67 of 100 calls on threads of their own never
        /// ended) — and the next call tries again.
        @Test func aRefusedThreadFailsTheCallWithWords() async throws {
            try await withLoopbackServer { server in
                let refusals = Locked(1)
                let transport = CurlTransport(
                    library: CurlLibrary.shared,
                    limits: LiveTransportLimits(
                        timeout: .seconds(5), deadline: .seconds(5), maximumResponseSize: 1 << 20, maximumRedirects: 5),
                    maximumConnectionsPerHost: 6, maximumConnections: 64, caFile: nil, environment: [:],
                    urlSessionFallback: false, log: nil,
                    startThread: { name, body in
                        let refuse = refusals.withLock { left -> Bool in
                            defer { left -= 1 }
                            return left > 0
                        }
                        return refuse ? EAGAIN : CurlThread.system(name, body)
                    })
                let error = await #expect(throws: TransitError.self) {
                    _ = try await transport.send(HTTPRequest(url: server.url("/peer")))
                }
                #expect(error?.kind == .transport)
                #expect(error?.detail?.contains("the machine refused a thread for the transport's loop") == true)
                let again = try await transport.send(HTTPRequest(url: server.url("/peer")))
                #expect(again.status == 200)
            }
        }

        /// Where libcurl cannot be loaded (the static musl SDK cannot `dlopen`), calls go through
        /// `URLSession`, the log says so once, and `backend` names it; with the fallback refused,
        /// every call is a `.setup` error that is not retried and reads plainly.
        @Test func withoutLibcurlCallsGoThroughURLSessionOrFailAsSetup() async throws {
            try await withLoopbackServer { server in
                let lines = Locked([String]())
                let limits = LiveTransportLimits(
                    timeout: .seconds(5), deadline: .seconds(5), maximumResponseSize: 1 << 20, maximumRedirects: 5)
                let missing = Result<CurlLibrary, CurlUnavailable>.failure(
                    CurlUnavailable(reason: "libcurl.so.4 could not be loaded"))
                let fallback = CurlTransport(
                    library: missing, limits: limits, maximumConnectionsPerHost: 6, maximumConnections: 64, caFile: nil,
                    environment: [:], urlSessionFallback: true, log: { line in lines.withLock { $0.append(line) } },
                    startThread: CurlThread.system)
                #expect(fallback.backend.hasPrefix("URLSession"))
                let echoed = try await fallback.send(HTTPRequest(url: server.url("/echo")))
                #expect(echoed.status == 200)
                #expect(lines.withLock { $0.count } == 1)
                #expect(lines.withLock { $0.first?.contains("sending through URLSession") } == true)

                let none = CurlTransport(
                    library: missing, limits: limits, maximumConnectionsPerHost: 6, maximumConnections: 64, caFile: nil,
                    environment: [:], urlSessionFallback: false, log: nil, startThread: CurlThread.system)
                let error = await #expect(throws: TransitError.self) {
                    _ = try await none.send(HTTPRequest(url: server.url("/echo")))
                }
                #expect(error?.kind == .setup)
                #expect(error?.isRetryable == false)
                #expect(error?.riderMessage(providerName: "CTA Bus Tracker").contains("missing a part") == true)
            }
        }

        /// A proxy from the environment that cannot be reached is named as the proxy (not "could
        /// not connect to the server"); `no_proxy` sends the same call direct.
        @Test func anUnreachableProxyIsNamed() async throws {
            try await withLoopbackServer { server in
                let proxied = CurlTransport(timeout: .seconds(5), environment: ["http_proxy": "http://127.0.0.1:9"])
                let error = await #expect(throws: TransitError.self) {
                    _ = try await proxied.send(HTTPRequest(url: server.url("/peer")))
                }
                #expect(error?.detail == "could not reach the proxy 127.0.0.1 (from http_proxy)", "\(String(describing: error))")

                let bypassed = CurlTransport(
                    timeout: .seconds(5), environment: ["http_proxy": "http://127.0.0.1:9", "no_proxy": "127.0.0.1"])
                let direct = try await bypassed.send(HTTPRequest(url: server.url("/peer")))
                #expect(direct.status == 200)
                // HTTP_PROXY in upper case is ignored, as libcurl ignores it.
                let upper = CurlTransport(timeout: .seconds(5), environment: ["HTTP_PROXY": "http://127.0.0.1:9"])
                #expect(try await upper.send(HTTPRequest(url: server.url("/peer"))).status == 200)
            }
        }

        /// The loop's thread carries a name Linux keeps whole (15 characters at most).
        @Test func theLoopThreadIsNamed() async throws {
            try await withLoopbackServer { server in
                let transport = LiveTransport(timeout: .seconds(5))
                _ = try await transport.send(HTTPRequest(url: server.url("/peer")))
                let tasks = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")
                let names = tasks.compactMap { try? String(contentsOfFile: "/proc/self/task/\($0)/comm", encoding: .utf8) }
                #expect(names.contains("TransitKitLoop\n"), "\(Set(names))")
            }
        }
    }
#endif
