import Foundation
import TransitKitCore

// `Process` (which runs the python server) does not exist on iOS, tvOS, watchOS or visionOS:
// there the rest of TransitKitTesting builds without the loopback server.
#if !(os(iOS) || os(tvOS) || os(watchOS) || os(visionOS))
    /// A misbehaving HTTP server on 127.0.0.1 for tests: the real network's failures, on demand,
    /// against a real `LiveTransport`.
    ///
    /// It is `loopback_server.py` (a resource of this module, run with `python3`): it binds
    /// 127.0.0.1 only, on a free port, and ends when the test process ends — however it ends, since
    /// it exits when its standard input closes — or after `lifetime`, whichever comes first. The
    /// lifetime is only a backstop for a server whose test process vanished: on a loaded machine a
    /// whole suite was seen to take more than two minutes, so it defaults to ten.
    ///
    /// Plain routes (`/status/503`, `/slow?ms=…`, `/big?kb=…`, `/echo`…) serve the transport's own
    /// tests; they are listed at the top of the script. Faults apply to every path under a prefix,
    /// so a provider client whose base URL is ``prefix(_:case:)`` meets the fault on every call,
    /// whatever paths it appends, and the server counts what it saw per fault and case
    /// (``counts(_:case:)``):
    ///
    /// ```swift
    /// try await withLoopbackServer { server in
    ///     let base = server.prefix(.storm503, case: "cta")      // http://127.0.0.1:PORT/fault/storm503/cta/
    ///     let cta = CTABusTrackerClient(configuration: .init(apiKey: key, userAgent: agent, baseURL: base,
    ///                                                        transport: MiddlewareTransport(LiveTransport(), [RetryMiddleware()])))
    ///     await #expect(throws: TransitError.self) { try await cta.routes() }
    ///     #expect(try await server.counts(.storm503, case: "cta").requests == 3)
    /// }
    /// ```
    public final class LoopbackServer: Sendable {
        /// `http://127.0.0.1:PORT`.
        public let baseURL: URL
        private let running: Locked<(process: Process, input: FileHandle)>
        /// Control calls (counts, scripts) go through a transport of the server's own.
        private let control: LiveTransport
        /// For a server started with `tls: true`: the PEM file of the test certificate authority
        /// that signed its certificate (for `127.0.0.1` and `localhost`), to pass as a
        /// transport's `caFile`. The key beside it is a test key, good for nothing else.
        public let certificateAuthorityFile: String?

        /// What a fault route does to every request under its prefix.
        public enum Fault: String, CaseIterable, Sendable, CustomStringConvertible {
            /// 200 with `Content-Length: 1000`, 11 bytes, then the connection closes.
            case truncated
            /// 200 `text/html`: a Wi-Fi sign-in page where the API's answer should be.
            case html200
            /// 429 with `Retry-After: 1`.
            case status429
            /// 503 (an HTML error page) on every request, counted.
            case storm503
            /// The request is read and never answered: no status, no headers.
            case never
            /// 200 with `Content-Length: 100`, then one byte a second.
            case drip
            /// 200 and part of the body, then a TCP reset (`SO_LINGER` 0).
            case reset
            /// 302 to the next URL under the same prefix, for ever.
            case redirectLoop
            /// 200 announcing `Content-Length` 1 GiB, then bytes until the client hangs up.
            case oversized
            /// 200, chunked with no length, until the client hangs up (1 GiB at most).
            case oversizedChunked
            /// 200, `Content-Encoding: gzip`, ~1 MiB on the wire that inflates to 1 GiB of zeros.
            case gzipBomb
            /// 302 to another origin (`localhost` instead of `127.0.0.1`) whose `Location` and body
            /// echo the request's query and headers; the landing answers 200 `text/plain` with what
            /// it received. Credential-looking values (query items `key`, `tkn`, `token`; headers
            /// named `…token…` or `Authorization`) are quoted raw, percent-encoded (both cases),
            /// encoded twice, as HTML entities, and once starting at the 193rd character, so a
            /// 200-character cut falls inside it.
            case echoKey

            /// The fault's name as the server knows it (its raw value).
            public var description: String { rawValue }
        }

        /// What the server saw under one fault prefix.
        public struct Counts: Decodable, Equatable, Sendable, CustomStringConvertible {
            /// Requests received (each redirect followed is one).
            public var requests: Int
            /// Clients that closed the connection while the server was still answering.
            public var hangups: Int
            /// Answers under way right now (a `never` or `drip` still waiting on its client).
            public var active: Int

            /// Counts to compare with what ``LoopbackServer/counts(_:case:)`` reports.
            public init(requests: Int, hangups: Int, active: Int) {
                self.requests = requests
                self.hangups = hangups
                self.active = active
            }

            /// `"3 requests, 1 hung up, 0 open"`.
            public var description: String { "\(requests) requests, \(hangups) hung up, \(active) open" }
        }

        /// One answer queued with ``script(case:_:)``.
        public struct ScriptedResponse: Sendable {
            /// The HTTP status to answer with.
            public var status: Int
            /// The `Content-Type` header.
            public var contentType: String
            /// The body, sent as it is.
            public var body: Data

            /// An answer; JSON with status 200 unless told otherwise.
            public init(status: Int = 200, contentType: String = "application/json", body: Data) {
                self.status = status
                self.contentType = contentType
                self.body = body
            }
        }

        private init(baseURL: URL, process: Process, input: FileHandle, certificateAuthorityFile: String?) {
            self.baseURL = baseURL
            self.certificateAuthorityFile = certificateAuthorityFile
            running = Locked((process, input))
            #if canImport(FoundationNetworking)
                control = LiveTransport(timeout: .seconds(10), deadline: .seconds(20), caFile: certificateAuthorityFile)
            #else
                control = LiveTransport(timeout: .seconds(10), deadline: .seconds(20))
            #endif
        }

        /// Starts a server and returns once it listens. Throws when `python3` or the script is
        /// missing. Call ``stop()`` when done (``withLoopbackServer(lifetime:tls:_:)`` does).
        ///
        /// The wait for python to start and report its port happens on a Dispatch thread, not on
        /// the caller's: a blocking read on the cooperative pool (two threads on a 2-core machine)
        /// stalled every other test's requests while servers started, and timing-bound tests such
        /// as the fault matrix saw one attempt take 26 s.
        ///
        /// - Parameters:
        ///   - lifetime: the server's backstop: it exits after this long whatever the test does.
        ///   - tls: serve HTTPS with a certificate for `127.0.0.1` signed by the test authority
        ///     in ``certificateAuthorityFile``.
        ///   - connectDelay: wait this long on every new connection before reading it (before
        ///     the TLS handshake too): the round trips a new connection costs on a real network,
        ///     so a benchmark can show what reusing one saves.
        public static func start(
            lifetime: Duration = .seconds(600), tls: Bool = false, connectDelay: Duration = .zero
        ) async throws -> LoopbackServer {
            try await withCheckedThrowingContinuation { continuation in
                DispatchQueue.global().async {
                    continuation.resume(
                        with: Result { try startBlocking(lifetime: lifetime, tls: tls, connectDelay: connectDelay) })
                }
            }
        }

        private static func startBlocking(lifetime: Duration, tls: Bool, connectDelay: Duration) throws -> LoopbackServer {
            guard let script = Bundle.module.url(forResource: "loopback_server", withExtension: "py") else {
                throw TransitError(.notFound, detail: "loopback_server.py is missing from TransitKitTesting's resources")
            }
            var arguments = ["python3", script.path, String(Int(lifetime.timeInterval.rounded(.up)))]
            var authority: String?
            if tls {
                guard let certificate = Bundle.module.url(forResource: "loopback-cert", withExtension: "pem"),
                    let key = Bundle.module.url(forResource: "loopback-key", withExtension: "pem"),
                    let ca = Bundle.module.url(forResource: "loopback-ca", withExtension: "pem")
                else {
                    throw TransitError(.notFound, detail: "the loopback certificates are missing from TransitKitTesting's resources")
                }
                arguments += ["--tls", certificate.path, key.path]
                authority = ca.path
            }
            if connectDelay > .zero { arguments += ["--connect-delay-ms", String(Int(connectDelay.timeInterval * 1000))] }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = arguments
            let stdout = Pipe()
            let stdin = Pipe()
            process.standardOutput = stdout
            process.standardInput = stdin
            process.standardError = FileHandle.nullDevice
            try process.run()
            var line = Data()
            while let byte = try stdout.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
                line.append(byte)
            }
            guard let port = Int(String(decoding: line, as: UTF8.self)),
                let url = URL(string: "\(tls ? "https" : "http")://127.0.0.1:\(port)")
            else {
                process.terminate()
                throw TransitError(.transport, detail: "the loopback server did not report a port (is python3 installed?)")
            }
            return LoopbackServer(
                baseURL: url, process: process, input: stdin.fileHandleForWriting, certificateAuthorityFile: authority)
        }

        /// `baseURL` + `pathAndQuery` ("/status/503?retry_after=2").
        public func url(_ pathAndQuery: String) -> URL {
            URL(string: baseURL.absoluteString + pathAndQuery) ?? baseURL
        }

        /// `http://127.0.0.1:PORT/fault/<fault>/<case>/`: a base URL under which every request
        /// meets `fault`. `id` names the counters (letters, digits, `-`, `_`), so cases running at
        /// once do not share them.
        public func prefix(_ fault: Fault, case id: String) -> URL {
            url("/fault/\(fault.rawValue)/\(URLBuilder.encode(id))/")
        }

        /// What the server saw under ``prefix(_:case:)``.
        public func counts(_ fault: Fault, case id: String) async throws -> Counts {
            try await counts(route: fault.rawValue, case: id)
        }

        /// The prefix under which requests get the responses queued for `id` with
        /// ``script(case:_:)``, one each, in order; once they are used up, requests are never
        /// answered (as ``Fault/never``): a search whose first answer arrives and whose next poll
        /// hangs.
        public func scriptedPrefix(case id: String) -> URL {
            url("/fault/script/\(URLBuilder.encode(id))/")
        }

        /// Queues `responses` for requests under ``scriptedPrefix(case:)``.
        public func script(case id: String, _ responses: [ScriptedResponse]) async throws {
            for response in responses {
                let request = HTTPRequest(
                    method: .post, url: url("/script/\(URLBuilder.encode(id))"),
                    headers: ["X-Status": String(response.status), "Content-Type": response.contentType],
                    body: response.body)
                _ = try await control.send(request)
            }
        }

        /// What the server saw under ``scriptedPrefix(case:)``.
        public func scriptedCounts(case id: String) async throws -> Counts {
            try await counts(route: "script", case: id)
        }

        private func counts(route: String, case id: String) async throws -> Counts {
            let response = try await control.send(HTTPRequest(url: url("/stats/\(route)/\(URLBuilder.encode(id))")))
            return try JSONDecoder().decode(Counts.self, from: response.body)
        }

        /// Waits until `condition` holds for the counts of `fault`/`id`, up to `limit`, and returns
        /// the last counts read — for "the client hung up" checks, which the server sees a moment
        /// after the client closes.
        public func counts(
            _ fault: Fault, case id: String, within limit: Duration,
            until condition: @Sendable (Counts) -> Bool
        ) async throws -> Counts {
            try await waitForCounts(within: limit, condition) { try await self.counts(fault, case: id) }
        }

        /// ``counts(_:case:within:until:)`` for a scripted prefix.
        public func scriptedCounts(
            case id: String, within limit: Duration,
            until condition: @Sendable (Counts) -> Bool
        ) async throws -> Counts {
            try await waitForCounts(within: limit, condition) { try await self.scriptedCounts(case: id) }
        }

        private func waitForCounts(
            within limit: Duration, _ condition: @Sendable (Counts) -> Bool,
            _ read: @Sendable () async throws -> Counts
        ) async throws -> Counts {
            let clock = ContinuousClock()
            let end = clock.now.advanced(by: limit)
            var counts = try await read()
            while !condition(counts), clock.now < end {
                try await clock.sleep(for: .milliseconds(50))
                counts = try await read()
            }
            return counts
        }

        /// Stops the server (closing its input is enough; it is terminated if it lingers).
        public func stop() {
            let (process, input) = running.withLock { ($0.process, $0.input) }
            // The script exits when its input closes; `terminate` covers one that lingers. Not
            // waiting for the exit keeps this from blocking a thread of the cooperative pool.
            try? input.close()
            if process.isRunning { process.terminate() }
        }
    }

    /// Runs `body` with a fresh ``LoopbackServer``, always stopping it afterwards.
    public func withLoopbackServer<T>(
        lifetime: Duration = .seconds(600), tls: Bool = false,
        _ body: (LoopbackServer) async throws -> T
    ) async throws -> T {
        let server = try await LoopbackServer.start(lifetime: lifetime, tls: tls)
        defer { server.stop() }
        return try await body(server)
    }
#endif
