import Foundation

// Apple platforms only: on Linux, FoundationNetworking's URLSession traps the process on a
// redirect answered after its idle timer fired and cannot stop a refused transfer
// (`scripts/urlsession-repro`), so ``LiveTransport`` is ``CurlTransport`` there.
#if !canImport(FoundationNetworking)

    /// The live transport on Apple platforms: one `URLSession` of its own (never `.shared`), and an
    /// exchange that always ends.
    ///
    /// Every call returns a response or throws a ``TransitError`` — `.cancelled` as soon as the
    /// calling task is cancelled, `.transport` for a timeout or a failed connection, `.tooLarge`
    /// past the size limit, `.httpStatus` for a redirect loop — whatever `URLSession` itself does.
    /// Three limits bound what a server can make a client hold:
    /// - `timeout`: the longest silence between bytes (URLSession's request timeout);
    /// - `deadline`: the whole exchange, so a body dripped one byte a second still ends;
    /// - `maximumResponseSize`: bytes received (after decompression), checked as they arrive;
    ///   past it the connection is closed at once. A request may lower or raise it
    ///   (``HTTPRequest/maximumResponseSize``): whole-city SIRI answers are ~2 MB.
    ///
    /// Redirects follow `RedirectPolicy`, the same rules as every live transport. The `URLError` kept as
    /// `underlying` is rebuilt from its code alone, because the original carries the full URL —
    /// API key included — in its user info.
    ///
    /// Why not `URLSession.data(for:)`: on Linux, cancelling a task inside it just as its transfer
    /// completes can leave the call suspended for ever (the task-status lock and the session's
    /// queue wait on each other). Here the calling task is resumed by whichever comes first —
    /// completion, cancellation, the deadline or the size limit — under a lock, exactly once, and
    /// the `URLSessionTask` is cancelled afterwards from a queue of its own, never from inside the
    /// cancellation handler. `LiveTransportTests` race cancellation against completion
    /// hundreds of times to prove it.
    public final class URLSessionTransport: Transport {
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

        private let session: URLSession
        private let router: SessionRouter

        /// Creates a transport with its own `URLSession`. The defaults suit transit APIs; the session
        /// configuration is ephemeral, and `URLCache` is off because `CacheMiddleware` caches instead.
        public init(
            timeout: Duration = .seconds(30), deadline: Duration = .seconds(60),
            maximumResponseSize: Int = URLSessionTransport.defaultMaximumResponseSize,
            maximumRedirects: Int = 5, configuration: URLSessionConfiguration = .ephemeral
        ) {
            self.timeout = timeout
            self.deadline = deadline
            self.maximumResponseSize = max(1, maximumResponseSize)
            self.maximumRedirects = max(0, maximumRedirects)
            let configuration = configuration
            configuration.timeoutIntervalForRequest = timeout.timeInterval
            configuration.timeoutIntervalForResource = deadline.timeInterval
            configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
            configuration.urlCache = nil
            let queue = OperationQueue()
            queue.maxConcurrentOperationCount = 1
            queue.name = "TransitKit.URLSessionTransport"
            let router = SessionRouter()
            self.router = router
            self.session = URLSession(configuration: configuration, delegate: router, delegateQueue: queue)
        }

        deinit { session.finishTasksAndInvalidate() }

        /// Sends `request`. Always returns or throws, even when cancelled mid-transfer; throws
        /// `.transport` (no answer, timeout, deadline, redirect loop), `.tooLarge` or `.cancelled`.
        public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            if Task.isCancelled { throw TransitError(.cancelled, request: request) }
            let timeout = request.timeout ?? self.timeout
            let deadline = request.deadline ?? self.deadline
            var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData)
            // Set with the setter: the initialiser's interval is not marked as set on every
            // Foundation, and then the session's wins.
            urlRequest.timeoutInterval = timeout.timeInterval
            urlRequest.httpMethod = request.method.rawValue
            urlRequest.httpBody = request.body
            for field in request.headers { urlRequest.addValue(field.value, forHTTPHeaderField: field.name) }

            let exchange = Exchange(
                request: request, timeout: timeout, deadline: deadline,
                maximumResponseSize: request.maximumResponseSize ?? maximumResponseSize,
                maximumRedirects: maximumRedirects)
            let session = self.session
            let router = self.router
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                    guard exchange.attach(continuation) else { return } // cancelled before it started
                    let task = session.dataTask(with: urlRequest)
                    router.register(task.taskIdentifier, exchange)
                    exchange.started(task, router: router)
                    task.resume()
                    exchange.armDeadline()
                }
            } onCancel: {
                exchange.fail(TransitError(.cancelled, request: request))
            }
        }
    }

    /// One request's life: resumed exactly once, by whichever of completion, cancellation, the
    /// deadline or the size limit comes first.
    final class Exchange: Sendable {
        let request: HTTPRequest
        let timeout: Duration
        let deadline: Duration
        let maximumResponseSize: Int
        let maximumRedirects: Int

        private struct State {
            var continuation: CheckedContinuation<HTTPResponse, any Error>?
            var task: URLSessionDataTask?
            var router: SessionRouter?
            var finished = false
            var response: HTTPURLResponse?
            var body = Data()
            var redirects = 0
            /// Why a redirect was not followed; the 3xx that arrives then is reported with it.
            var refusedRedirect: String?
        }

        private let state = Locked(State())

        /// The deadline's timer, and where `URLSessionTask.cancel()` is called: cancelling
        /// synchronously from inside a Swift cancellation handler is what deadlocks on Linux, and
        /// cancelling on the session's delegate queue stalls it while curl keeps the task's work
        /// queue busy, so data callbacks pile up with their bytes (548 MiB seen on a 1 GiB body).
        /// One per exchange: a slow cancel of one exchange cannot delay another's deadline.
        private let cancellations = DispatchQueue(label: "TransitKit.URLSessionTransport.exchange")

        /// Closed (true) once the task is being cancelled. A redirect decision is answered under
        /// it and only while it is open, and the cancellation runs under it: answering a decision
        /// after the cancellation reached Foundation traps inside FoundationNetworking on Linux
        /// (`cancellationDuringRedirectsEnds`). Data callbacks never take it.
        private let redirectGate = Locked(false)

        init(request: HTTPRequest, timeout: Duration, deadline: Duration, maximumResponseSize: Int, maximumRedirects: Int) {
            self.request = request
            self.timeout = timeout
            self.deadline = deadline
            self.maximumResponseSize = maximumResponseSize
            self.maximumRedirects = maximumRedirects
        }

        /// Stores the continuation, or resumes it at once when the exchange already failed
        /// (the task was cancelled before the request started). Returns whether to start.
        func attach(_ continuation: CheckedContinuation<HTTPResponse, any Error>) -> Bool {
            let alreadyFinished = state.withLock { state -> Bool in
                if state.finished { return true }
                state.continuation = continuation
                return false
            }
            if alreadyFinished { continuation.resume(throwing: TransitError(.cancelled, request: request)) }
            return !alreadyFinished
        }

        func started(_ task: URLSessionDataTask, router: SessionRouter) {
            let finishedMeanwhile = state.withLock { state -> Bool in
                state.task = task
                state.router = router
                return state.finished
            }
            if finishedMeanwhile { cancel(task, router: router) }
        }

        func armDeadline() {
            let seconds = deadline.timeInterval
            cancellations.asyncAfter(deadline: .now() + seconds) { [weak self] in
                guard let self else { return }
                self.fail(
                    TransitError(
                        .transport, request: self.request,
                        detail: "no complete answer within the \(self.deadline.secondsText) deadline"))
            }
        }

        /// Ends the exchange with `error` unless it has ended already, then closes the connection.
        func fail(_ error: TransitError) {
            finish(.failure(error))
        }

        func finish(_ result: Result<HTTPResponse, TransitError>) {
            let (continuation, task, router) = state.withLock {
                state -> (CheckedContinuation<HTTPResponse, any Error>?, URLSessionDataTask?, SessionRouter?) in
                guard !state.finished else { return (nil, nil, nil) }
                state.finished = true
                let continuation = state.continuation
                state.continuation = nil
                state.body = Data()
                return (continuation, state.task, state.router)
            }
            guard let continuation else { return }
            continuation.resume(with: result.mapError { $0 as any Error })
            if let task, let router {
                if case .failure = result { cancel(task, router: router) } else { router.unregister(task.taskIdentifier) }
            }
        }

        private func cancel(_ task: URLSessionDataTask, router: SessionRouter) {
            router.unregister(task.taskIdentifier)
            let gate = redirectGate
            cancellations.async {
                gate.withLock { closed in
                    closed = true
                    task.cancel()
                }
            }
        }

        /// Answers Foundation's redirect question unless the task is being cancelled (then the
        /// question is left unanswered; the cancellation ends the task).
        func answerRedirect(
            from response: HTTPURLResponse, to next: URLRequest,
            _ completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            redirectGate.withLock { closed in
                guard !closed else { return }
                completionHandler(redirect(from: response, to: next))
            }
        }

        // MARK: Delegate events (on the session's serial queue)

        func received(_ response: URLResponse) -> Bool {
            guard let http = response as? HTTPURLResponse else {
                fail(TransitError(.transport, request: request, detail: "response is not HTTP"))
                return false
            }
            if http.expectedContentLength > Int64(maximumResponseSize) {
                fail(tooLarge(announced: http.expectedContentLength))
                return false
            }
            state.withLock { $0.response = http }
            return true
        }

        func received(_ data: Data) {
            let over = state.withLock { state -> Bool in
                guard !state.finished else { return false }
                if state.body.count + data.count > maximumResponseSize { return true }
                state.body.append(data)
                return false
            }
            if over { fail(tooLarge(announced: nil)) }
        }

        private func tooLarge(announced: Int64?) -> TransitError {
            TransitError.responseTooLarge(request, limit: maximumResponseSize, announced: announced)
        }

        /// The request to follow a redirect with, or nil to stop and report the 3xx.
        func redirect(from response: HTTPURLResponse, to next: URLRequest) -> URLRequest? {
            let policy = RedirectPolicy(original: request, maximumRedirects: maximumRedirects)
            let followed = state.withLock { $0.redirects }
            var headers = HTTPHeaders()
            for (name, value) in next.allHTTPHeaderFields ?? [:] { headers[name] = value }
            let method = HTTPRequest.Method(rawValue: next.httpMethod ?? "GET") ?? .get
            let location = response.value(forHTTPHeaderField: "Location")
            switch policy.decide(
                status: response.statusCode, location: location, current: response.url ?? request.url, method: method,
                headers: headers, body: next.httpBody, followed: followed)
            {
            case .refuse(let reason):
                state.withLock { $0.refusedRedirect = reason }
                return nil
            case .follow(let url, let method, let headers, let body):
                state.withLock { $0.redirects += 1 }
                var followed = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData)
                followed.timeoutInterval = next.timeoutInterval
                followed.httpMethod = method.rawValue
                followed.httpBody = body
                for field in headers { followed.addValue(field.value, forHTTPHeaderField: field.name) }
                return followed
            }
        }

        func completed(_ error: (any Error)?) {
            if let error {
                fail(transitError(for: error))
                return
            }
            let (response, body, refused) = state.withLock { ($0.response, $0.body, $0.refusedRedirect) }
            guard let response else {
                fail(TransitError(.transport, request: request, detail: "the connection closed before a response"))
                return
            }
            var headers = HTTPHeaders()
            for (name, value) in response.allHeaderFields {
                if let name = name as? String, let value = value as? String { headers[name] = value }
            }
            if let refused, (300..<400).contains(response.statusCode) {
                fail(
                    TransitError(
                        .httpStatus, request: request, status: response.statusCode,
                        detail: "not followed: \(refused)"))
                return
            }
            finish(.success(HTTPResponse(status: response.statusCode, headers: headers, body: body)))
        }

        private func transitError(for error: any Error) -> TransitError {
            guard let error = error as? URLError else {
                return TransitError(.transport, request: request, detail: request.scrub(String(describing: error)))
            }
            if error.code == .cancelled {
                return TransitError(.cancelled, request: request, underlying: URLError(error.code))
            }
            let detail =
                error.code == .timedOut
                ? "timed out after \(timeout.secondsText) without data"
                : "URLError \(error.code.rawValue)"
            return TransitError(.transport, request: request, detail: detail, underlying: URLError(error.code))
        }
    }

    /// The session's delegate: hands each task's events to its ``Exchange``.
    final class SessionRouter: NSObject, URLSessionDataDelegate, Sendable {
        private let exchanges = Locked([Int: Exchange]())

        func register(_ id: Int, _ exchange: Exchange) { exchanges.withLock { $0[id] = exchange } }
        func unregister(_ id: Int) { _ = exchanges.withLock { $0.removeValue(forKey: id) } }
        private func exchange(_ task: URLSessionTask) -> Exchange? { exchanges.withLock { $0[task.taskIdentifier] } }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
        ) {
            guard let exchange = exchange(dataTask) else { return completionHandler(.cancel) }
            completionHandler(exchange.received(response) ? .allow : .cancel)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            exchange(dataTask)?.received(data)
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            // An exchange that has ended is being cancelled: the decision is left unanswered,
            // since answering it once the cancellation ran traps inside Foundation on Linux.
            guard let exchange = exchange(task) else { return }
            exchange.answerRedirect(from: response, to: request, completionHandler)
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
            guard let exchange = exchange(task) else { return }
            unregister(task.taskIdentifier)
            exchange.completed(error)
        }
    }

    extension URLSessionTransport: LiveTransportMirror {}
#endif

extension Duration {
    /// Seconds as a `TimeInterval`.
    public var timeInterval: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
