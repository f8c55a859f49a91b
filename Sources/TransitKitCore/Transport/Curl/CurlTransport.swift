#if canImport(FoundationNetworking)
    import Foundation

    /// The live transport on Linux: one loop thread and one libcurl multi handle under every
    /// call, as AsyncHTTPClient puts one event loop under its connection pool.
    ///
    /// Calls to the same origin reuse kept-alive connections and TLS sessions (HTTP/2 streams
    /// where the server's ALPN offers it); at most ``maximumConnectionsPerHost`` connections per
    /// origin and ``maximumConnections`` in all are open, and further calls wait their turn,
    /// their deadlines running. Every decision — redirects, timeouts, the size limit,
    /// cancellation — is taken by this code, never left to a library that can trap on it.
    ///
    /// `URLSession` on Linux (FoundationNetworking) cannot keep the promises in
    /// `Docs/Reliability.md`: answering a redirect decision after its idle timer fired traps the
    /// process, and a refused transfer keeps downloading while `cancel()` waits on a queue curl
    /// keeps busy (`scripts/urlsession-repro`). This transport uses the same libcurl that
    /// FoundationNetworking links, looked up at run time, so it needs nothing a Swift toolchain
    /// on Linux does not already have. Where libcurl cannot be loaded — the fully static Linux
    /// SDK (musl) cannot `dlopen` — it sends through `URLSession` with the mitigations in
    /// `Docs/Platforms.md`, says so once through `log`, and ``backend`` names it.
    ///
    /// What it guarantees, each proven in `CurlTransportTests`, `LiveTransportLimitTests`,
    /// `LiveTransportIsolationTests`, the fault suite and `transit-stress`:
    /// - every call ends — with the response, a ``TransitError``, or `.cancelled` — within its
    ///   `deadline` (plus scheduling), whatever the server, the resolver or the machine does;
    /// - `timeout` is the longest silence between bytes, restarted by every byte, and works
    ///   below a second;
    /// - a body past `maximumResponseSize` (after decompression) is refused in the callback that
    ///   delivers it, and a head past 1,000 lines or 256 KiB in the header callback;
    /// - a cancelled call ends at once and its connection is closed;
    /// - threads and descriptors stay bounded however many calls are in flight;
    /// - redirects follow `RedirectPolicy`; a header that is not UTF-8 is read as Latin-1.
    ///
    /// ```swift
    /// let transport = CurlTransport(timeout: .seconds(20), caFile: "/etc/my-proxy-ca.pem")
    /// ```
    public final class CurlTransport: Transport, CustomReflectable {
        /// Longest silence between bytes before the request fails.
        public var timeout: Duration { limits.timeout }
        /// Longest a whole exchange may take, redirects and the wait for a connection included.
        public var deadline: Duration { limits.deadline }
        /// Largest body accepted, in bytes, unless the request says otherwise.
        public var maximumResponseSize: Int { limits.maximumResponseSize }
        /// Redirects followed before the exchange fails as a loop.
        public var maximumRedirects: Int { limits.maximumRedirects }
        /// Connections open at once to one origin (scheme, host, port); browsers use 6.
        public let maximumConnectionsPerHost: Int
        /// Connections open at once in all.
        public let maximumConnections: Int
        /// The certificates trusted instead of the system's: `caFile`, else `SSL_CERT_FILE`.
        public let caFile: String?
        /// What sends the requests: "libcurl/7.88.1 OpenSSL/3.0.15 …", or `URLSession` and why.
        public let backend: String

        /// 8 MiB: transit answers are kilobytes to a few megabytes.
        public static let defaultMaximumResponseSize = 8 << 20

        private let limits: LiveTransportLimits
        private let engine: Engine

        private enum Engine {
            case curl(CurlLoop)
            case urlSession(URLSessionBackend)
            case unavailable(String)
        }

        /// Creates a transport. The defaults suit transit APIs.
        ///
        /// - Parameters:
        ///   - timeout: the longest silence between bytes.
        ///   - deadline: the longest a whole exchange may take, the wait for a connection included.
        ///   - maximumResponseSize: the largest body accepted, after decompression.
        ///   - maximumRedirects: redirects followed before the exchange fails as a loop.
        ///   - maximumConnectionsPerHost: connections open at once to one origin (6, as browsers).
        ///   - maximumConnections: connections open at once in all.
        ///   - caFile: a PEM file of certificates to trust *instead of* the system's (a
        ///     company proxy's CA, a test server's). When nil, `SSL_CERT_FILE` from
        ///     `environment` is used if set, as OpenSSL, Python and Go do; else libcurl's bundle.
        ///   - environment: where proxies (`https_proxy`, `http_proxy`, `all_proxy`,
        ///     `no_proxy`, by libcurl's rules: `ProxyEnvironment`) and `SSL_CERT_FILE` come from.
        ///   - urlSessionFallback: whether to send through `URLSession` when libcurl cannot be
        ///     loaded; when false such a machine fails every call with a non-retryable `.setup`.
        ///   - log: told once, when the `URLSession` fallback is in use.
        public convenience init(
            timeout: Duration = .seconds(30), deadline: Duration = .seconds(60),
            maximumResponseSize: Int = CurlTransport.defaultMaximumResponseSize, maximumRedirects: Int = 5,
            maximumConnectionsPerHost: Int = 6, maximumConnections: Int = 64, caFile: String? = nil,
            environment: [String: String] = ProcessInfo.processInfo.environment, urlSessionFallback: Bool = true,
            log: (@Sendable (String) -> Void)? = nil
        ) {
            self.init(
                library: CurlLibrary.shared,
                limits: LiveTransportLimits(
                    timeout: timeout, deadline: deadline, maximumResponseSize: maximumResponseSize,
                    maximumRedirects: maximumRedirects),
                maximumConnectionsPerHost: maximumConnectionsPerHost, maximumConnections: maximumConnections,
                caFile: caFile ?? environment["SSL_CERT_FILE"].flatMap { $0.isEmpty ? nil : $0 },
                environment: environment, urlSessionFallback: urlSessionFallback, log: log, startThread: CurlThread.system)
        }

        /// The designated initialiser, with the library and the thread starter injected (tests
        /// give an unloadable library or a starter the machine refuses).
        init(
            library: Result<CurlLibrary, CurlUnavailable>, limits: LiveTransportLimits, maximumConnectionsPerHost: Int,
            maximumConnections: Int, caFile: String?, environment: [String: String], urlSessionFallback: Bool,
            log: (@Sendable (String) -> Void)?, startThread: @escaping CurlThread.Starter
        ) {
            self.limits = limits
            self.maximumConnectionsPerHost = max(1, maximumConnectionsPerHost)
            self.maximumConnections = max(self.maximumConnectionsPerHost, maximumConnections)
            self.caFile = caFile
            switch library {
            case .success(let library):
                engine = .curl(
                    CurlLoop(
                        library: library,
                        configuration: .init(
                            maximumConnectionsPerHost: self.maximumConnectionsPerHost,
                            maximumConnections: self.maximumConnections, caFile: caFile,
                            proxies: ProxyEnvironment(environment)), startThread: startThread))
                backend = library.versionText
            case .failure(let unavailable) where urlSessionFallback:
                engine = .urlSession(URLSessionBackend(limits: limits, guardsAgainstLinuxTraps: true))
                backend = "URLSession (FoundationNetworking): \(unavailable.reason)"
                log?(
                    "TransitKit: \(unavailable.reason); sending through URLSession instead "
                        + "(see Docs/Platforms.md: redirects and refused transfers are weaker there)")
            case .failure(let unavailable):
                engine = .unavailable(
                    "\(unavailable.reason): install libcurl 7.68 or later (Debian: libcurl4), "
                        + "or allow the URLSession fallback")
                backend = "none: \(unavailable.reason)"
            }
        }

        deinit {
            if case .curl(let loop) = engine { loop.shutdown() }
        }

        /// Sends `request`. Always returns or throws, even when cancelled mid-transfer; throws
        /// `.transport` (no answer, timeout, deadline, a resource the machine refused),
        /// `.httpStatus` (a redirect not followed), `.tooLarge`, `.cancelled`, or `.setup`
        /// (libcurl missing and no fallback).
        public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            if Task.isCancelled { throw TransitError(.cancelled, request: request) }
            let scheme = request.url.scheme?.lowercased()
            guard scheme == "http" || scheme == "https" else { throw TransportFailure.unsupportedScheme.error(for: request) }
            switch engine {
            case .urlSession(let backend): return try await backend.send(request)
            case .unavailable(let reason): throw TransportFailure.unavailable(reason).error(for: request)
            case .curl(let loop):
                let exchange = CurlExchange(
                    request: request, limits: limits.resolved(for: request), startedAt: ContinuousClock().now)
                return try await withTaskCancellationHandler {
                    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                        guard exchange.completion.attach(continuation) else { return }
                        loop.submit(exchange)
                    }
                } onCancel: {
                    // The caller is resumed here; the loop closes the connection when it wakes.
                    if exchange.completion.fail(.cancelled) { loop.wake() }
                }
            }
        }

        /// Only the limits (never the loop or an exchange: they hold URLs, keys included).
        public var customMirror: Mirror { limits.mirror(of: self) }
    }
#endif
