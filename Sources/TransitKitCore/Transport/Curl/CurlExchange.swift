#if canImport(FoundationNetworking)
    import Foundation

    /// One request's life on its own thread: resumed exactly once, by whichever of the answer,
    /// an error, the idle timeout, the deadline, the size limit or cancellation comes first.
    ///
    /// The calling task only waits on the continuation; nothing here runs on Swift's
    /// cooperative pool or on a Dispatch queue, so a busy pool, a busy global queue or another
    /// exchange's transfer cannot hold up this one's timers.
    final class CurlExchange: Sendable {
        let request: HTTPRequest
        let library: CurlLibrary
        let timeout: Duration
        let deadline: Duration
        let maximumResponseSize: Int
        let policy: RedirectPolicy

        private struct State {
            var continuation: CheckedContinuation<HTTPResponse, any Error>?
            var finished = false
            /// The multi handle while the thread runs, so a cancellation can wake its poll.
            var multi: MultiHandle?
        }

        private let state = Locked(State())

        /// The multi handle as the lock holds it. Only `curl_multi_wakeup` is called on it from
        /// another thread (libcurl documents that call as thread-safe), under the lock, and the
        /// transfer thread frees the handle only after clearing it under the same lock.
        private struct MultiHandle: @unchecked Sendable {
            let pointer: CurlLibrary.Handle
        }

        init(
            request: HTTPRequest, library: CurlLibrary, timeout: Duration, deadline: Duration, maximumResponseSize: Int,
            maximumRedirects: Int
        ) {
            self.request = request
            self.library = library
            self.timeout = max(.milliseconds(1), timeout)
            self.deadline = max(.milliseconds(1), deadline)
            self.maximumResponseSize = max(1, maximumResponseSize)
            self.policy = RedirectPolicy(original: request, maximumRedirects: maximumRedirects)
        }

        /// Stores the continuation, or resumes it at once when the call was cancelled before it
        /// started. Returns whether to start.
        func attach(_ continuation: CheckedContinuation<HTTPResponse, any Error>) -> Bool {
            let alreadyFinished = state.withLock { state -> Bool in
                if state.finished { return true }
                state.continuation = continuation
                return false
            }
            if alreadyFinished { continuation.resume(throwing: TransitError(.cancelled, request: request)) }
            return !alreadyFinished
        }

        /// Starts the transfer thread.
        func start() {
            let thread = Thread { [self] in run() }
            thread.name = "TransitKit.CurlTransport"
            thread.start()
        }

        /// Ends the call as cancelled and wakes the transfer thread, which closes the connection.
        func cancel() {
            finish(.failure(TransitError(.cancelled, request: request)))
        }

        var isFinished: Bool { state.withLock { $0.finished } }

        private func finish(_ result: Result<HTTPResponse, TransitError>) {
            let continuation = state.withLock { state -> CheckedContinuation<HTTPResponse, any Error>? in
                guard !state.finished else { return nil }
                state.finished = true
                defer { state.continuation = nil }
                if let multi = state.multi { _ = library.multiWakeup(multi.pointer) }
                return state.continuation
            }
            continuation?.resume(with: result.mapError { $0 as any Error })
        }

        // MARK: The transfer thread

        private func run() {
            guard let multi = library.multiInit() else {
                finish(.failure(TransitError(.transport, request: request, detail: "libcurl could not start a transfer")))
                return
            }
            let started = state.withLock { state -> Bool in
                guard !state.finished else { return false }
                state.multi = MultiHandle(pointer: multi)
                return true
            }
            defer {
                state.withLock { $0.multi = nil }
                _ = library.multiCleanup(multi)
            }
            guard started else { return }

            let clock = ContinuousClock()
            let ends = clock.now.advanced(by: deadline)
            var hop = CurlTransfer.Hop(url: request.url, method: request.method, headers: request.headers, body: request.body)
            var followed = 0
            while true {
                let transfer = CurlTransfer(hop: hop, limit: maximumResponseSize, clock: clock)
                switch perform(transfer, multi: multi, clock: clock, ends: ends) {
                case .ended:
                    return
                case .failed(let error):
                    finish(.failure(error))
                    return
                case .answered(let status, let headers, let body):
                    guard RedirectPolicy.isRedirect(status) else {
                        finish(.success(HTTPResponse(status: status, headers: headers, body: body)))
                        return
                    }
                    switch policy.decide(
                        status: status, location: headers["Location"], current: hop.url, method: hop.method,
                        headers: hop.headers, body: hop.body, followed: followed)
                    {
                    case .follow(let url, let method, let headers, let body):
                        followed += 1
                        hop = CurlTransfer.Hop(url: url, method: method, headers: headers, body: body)
                    case .refuse(let reason):
                        finish(
                            .failure(
                                TransitError(.httpStatus, request: request, status: status, detail: "not followed: \(reason)")))
                        return
                    }
                }
            }
        }

        private enum HopResult {
            case answered(Int, HTTPHeaders, Data)
            case failed(TransitError)
            /// The call ended meanwhile (cancelled); nothing more to report.
            case ended
        }

        /// One HTTP request and its answer, on `multi`, bounded by the idle timeout and `ends`.
        private func perform(
            _ transfer: CurlTransfer, multi: CurlLibrary.Handle, clock: ContinuousClock, ends: ContinuousClock.Instant
        ) -> HopResult {
            guard let easy = library.easyInit() else {
                return .failed(TransitError(.transport, request: request, detail: "libcurl could not start a transfer"))
            }
            defer { library.easyCleanup(easy) }
            if let problem = transfer.configure(easy, library: library) {
                return .failed(TransitError(.transport, request: request, detail: problem))
            }
            guard library.multiAdd(multi, easy) == 0 else {
                return .failed(TransitError(.transport, request: request, detail: "libcurl could not start a transfer"))
            }
            defer { _ = library.multiRemove(multi, easy) }

            var running: Int32 = 0
            while true {
                if isFinished { return .ended }
                _ = library.multiPerform(multi, &running)
                if let refusal = transfer.refusal { return .failed(tooLarge(announced: refusal.announced)) }
                if let code = completion(multi) {
                    guard code == CurlCode.ok else { return .failed(transportError(code, transfer: transfer)) }
                    guard let status = transfer.status else {
                        return .failed(
                            TransitError(.transport, request: request, detail: "the connection closed before a response"))
                    }
                    return .answered(status, transfer.headers, transfer.body)
                }
                let now = clock.now
                if now >= ends {
                    return .failed(
                        TransitError(
                            .transport, request: request, detail: "no complete answer within the \(deadline.secondsText) deadline"))
                }
                let quietUntil = transfer.lastActivity.advanced(by: timeout)
                if now >= quietUntil {
                    return .failed(
                        TransitError(
                            .transport, request: request, detail: "timed out after \(timeout.secondsText) without data",
                            underlying: URLError(.timedOut)))
                }
                // Wake at the nearer limit; a cancellation wakes the poll at once. The cap only
                // bounds a missed wake-up, which libcurl does not document but costs nothing.
                let wait = min(ends, quietUntil) - now
                let milliseconds = Int32(min(250, max(1, (wait.timeInterval * 1000).rounded(.up))))
                _ = library.multiPoll(multi, nil, 0, milliseconds, nil)
            }
        }

        /// The result code of the finished transfer, if it has finished.
        private func completion(_ multi: CurlLibrary.Handle) -> Int32? {
            var queued: Int32 = 0
            var code: Int32?
            while let message = library.multiInfoRead(multi, &queued) {
                // struct CURLMsg { CURLMSG msg; CURL *easy_handle; union { void *; CURLcode result; } data; }
                // CURLMSG_DONE is 1; the union follows two pointer-sized fields.
                if message.load(as: Int32.self) == 1 {
                    code = message.load(fromByteOffset: 2 * MemoryLayout<UnsafeRawPointer>.stride, as: Int32.self)
                }
            }
            return code
        }

        private func tooLarge(announced: Int64?) -> TransitError {
            TransitError.responseTooLarge(request, limit: maximumResponseSize, announced: announced)
        }

        /// A failed transfer in plain words, with the `URLError` code an app would expect from
        /// `URLSession` as `underlying` (no URL in either).
        private func transportError(_ code: Int32, transfer: CurlTransfer) -> TransitError {
            let (detail, urlCode): (String, URLError.Code)
            switch code {
            case CurlCode.couldNotResolveHost, CurlCode.couldNotResolveProxy:
                (detail, urlCode) = ("could not resolve the host", .cannotFindHost)
            case CurlCode.couldNotConnect: (detail, urlCode) = ("could not connect to the server", .cannotConnectToHost)
            case CurlCode.partialFile:
                (detail, urlCode) = (
                    "the connection closed after \(transfer.body.count) bytes, before the whole body arrived",
                    .networkConnectionLost
                )
            case CurlCode.gotNothing:
                (detail, urlCode) = ("the server closed the connection without answering", .networkConnectionLost)
            case CurlCode.sendError, CurlCode.receiveError:
                (detail, urlCode) = ("the connection was lost (\(library.message(code)))", .networkConnectionLost)
            case CurlCode.timedOut: (detail, urlCode) = ("timed out", .timedOut)
            case CurlCode.sslConnectError: (detail, urlCode) = ("the TLS handshake failed", .secureConnectionFailed)
            case CurlCode.peerFailedVerification:
                (detail, urlCode) = ("the server's certificate was not trusted", .serverCertificateUntrusted)
            case CurlCode.badContentEncoding:
                (detail, urlCode) = ("the body's Content-Encoding could not be decoded", .cannotDecodeContentData)
            case CurlCode.weirdServerReply, CurlCode.http2, CurlCode.http2Stream:
                (detail, urlCode) = ("the server's answer is not valid HTTP", .badServerResponse)
            case CurlCode.writeError:
                // Not the size limit (that is a refusal): the header callback found no status line.
                (detail, urlCode) = ("the server's answer has no valid HTTP status line", .badServerResponse)
            case CurlCode.unsupportedProtocol: (detail, urlCode) = ("the URL's scheme is not HTTP", .unsupportedURL)
            default: (detail, urlCode) = ("the transfer failed (\(library.message(code)))", .unknown)
            }
            return TransitError(.transport, request: request, detail: detail, underlying: URLError(urlCode))
        }
    }
#endif
