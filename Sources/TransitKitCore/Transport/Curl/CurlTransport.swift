#if canImport(FoundationNetworking)
    import Foundation

    /// The live transport on Linux: each exchange runs on a thread of its own over libcurl's
    /// multi interface, and every decision — redirects, timeouts, the size limit, cancellation —
    /// is taken by this code, never left to a library that can trap on it.
    ///
    /// `URLSession` on Linux (FoundationNetworking) cannot keep the promises in
    /// `Docs/Reliability.md`: answering a redirect decision after its idle timer fired traps the
    /// process ("Received callback for HTTP redirection, but we're not waiting for it"), and a
    /// refused transfer keeps downloading while `cancel()` waits on a queue curl keeps busy.
    /// `scripts/urlsession-repro` shows both with plain `URLSession` and no TransitKit. This
    /// transport uses the same libcurl that FoundationNetworking links, looked up at run time,
    /// so it needs nothing a Swift toolchain on Linux does not already have.
    ///
    /// What it guarantees, each proven in `CurlTransportTests`, `LiveTransportLimitTests`
    /// (they run against `LiveTransport`), the fault suite and
    /// `scripts/stress-transport`:
    /// - every call ends — with the response, a ``TransitError``, or `.cancelled` — within its
    ///   `deadline` (plus scheduling), whatever the server does and however it is cancelled;
    /// - `timeout` is the longest silence between bytes, restarted by every byte, and works
    ///   below a second;
    /// - a body past `maximumResponseSize` (after decompression) is refused in the callback that
    ///   delivers it: the connection is closed before another byte is read;
    /// - a cancelled call closes its connection at once (the transfer thread is woken);
    /// - one exchange cannot delay another's deadline: they share no queue, no thread and no
    ///   connection;
    /// - redirects follow `RedirectPolicy`;
    /// - a header that is not UTF-8 is read as Latin-1.
    ///
    /// The cost of isolation is a new connection per exchange (no keep-alive between calls):
    /// measured on loopback, about 0.1 ms per call more than a reused connection; on the real
    /// network it is one TCP and one TLS handshake, which polling every 20–30 s pays anyway as
    /// servers close idle connections sooner.
    public final class CurlTransport: Transport {
        /// Longest silence between bytes before the request fails.
        public let timeout: Duration
        /// Longest a whole exchange may take, redirects included.
        public let deadline: Duration
        /// Largest body accepted, in bytes, unless the request says otherwise.
        public let maximumResponseSize: Int
        /// Redirects followed before the exchange fails as a loop.
        public let maximumRedirects: Int

        /// 8 MiB: transit answers are kilobytes to a few megabytes.
        public static let defaultMaximumResponseSize = 8 << 20

        /// Creates a transport. The defaults suit transit APIs.
        public init(
            timeout: Duration = .seconds(30), deadline: Duration = .seconds(60),
            maximumResponseSize: Int = CurlTransport.defaultMaximumResponseSize, maximumRedirects: Int = 5
        ) {
            self.timeout = max(.milliseconds(1), timeout)
            self.deadline = max(.milliseconds(1), deadline)
            self.maximumResponseSize = max(1, maximumResponseSize)
            self.maximumRedirects = max(0, maximumRedirects)
        }

        /// Sends `request`. Always returns or throws, even when cancelled mid-transfer; throws
        /// `.transport` (no answer, timeout, deadline), `.httpStatus` (a redirect not followed),
        /// `.tooLarge` or `.cancelled`.
        public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            if Task.isCancelled { throw TransitError(.cancelled, request: request) }
            let library: CurlLibrary
            switch CurlLibrary.shared {
            case .success(let loaded): library = loaded
            case .failure(let unavailable): throw TransitError(.transport, request: request, detail: unavailable.reason)
            }
            let exchange = CurlExchange(
                request: request, library: library, timeout: request.timeout ?? timeout,
                deadline: request.deadline ?? deadline,
                maximumResponseSize: request.maximumResponseSize ?? maximumResponseSize,
                maximumRedirects: maximumRedirects)
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                    guard exchange.attach(continuation) else { return }
                    exchange.start()
                }
            } onCancel: {
                exchange.cancel()
            }
        }
    }

    extension CurlTransport: LiveTransportMirror {}
#endif
