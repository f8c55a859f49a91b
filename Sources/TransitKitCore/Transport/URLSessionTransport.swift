import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// The public transport on Apple platforms only: on Linux, FoundationNetworking's URLSession
// traps the process on a redirect answered after its idle timer fired and cannot stop a
// refused transfer (`scripts/urlsession-repro`), so ``LiveTransport`` is ``CurlTransport``
// there, and `URLSessionBackend` serves only as its fallback where libcurl cannot be loaded.
#if !canImport(FoundationNetworking)

    /// The live transport on Apple platforms: one `URLSession` of its own (never `.shared`), and an
    /// exchange that always ends.
    ///
    /// Every call returns a response or throws a ``TransitError`` — `.cancelled` as soon as the
    /// calling task is cancelled, `.transport` for a timeout or a failed connection, `.tooLarge`
    /// past the size limit, `.httpStatus` for a redirect loop — whatever `URLSession` itself does.
    /// Three limits bound what a server can make a client hold:
    /// - `timeout`: the longest silence between bytes;
    /// - `deadline`: the whole exchange, so a body dripped one byte a second still ends;
    /// - `maximumResponseSize`: bytes received (after decompression), checked as they arrive;
    ///   past it the connection is closed at once. A request may lower or raise it
    ///   (``HTTPRequest/maximumResponseSize``): whole-city SIRI answers are ~2 MB.
    ///
    /// Redirects follow `RedirectPolicy`, the same rules as every live transport, and failures
    /// read in the same words (the exchange core is shared with ``CurlTransport``'s fallback).
    public final class URLSessionTransport: Transport, CustomReflectable {
        /// Longest silence between bytes before the request fails.
        public var timeout: Duration { limits.timeout }
        /// Longest a whole exchange may take, redirects included.
        public var deadline: Duration { limits.deadline }
        /// Largest body accepted, in bytes, unless the request says otherwise.
        public var maximumResponseSize: Int { limits.maximumResponseSize }
        /// Redirects followed before the exchange fails as a loop.
        public var maximumRedirects: Int { limits.maximumRedirects }

        /// 8 MiB: transit answers are kilobytes to a few megabytes.
        public static let defaultMaximumResponseSize = 8 << 20

        private let limits: LiveTransportLimits
        private let backend: URLSessionBackend

        /// Creates a transport with its own `URLSession`. The defaults suit transit APIs; the session
        /// configuration is ephemeral, and `URLCache` is off because `CacheMiddleware` caches instead.
        public init(
            timeout: Duration = .seconds(30), deadline: Duration = .seconds(60),
            maximumResponseSize: Int = URLSessionTransport.defaultMaximumResponseSize,
            maximumRedirects: Int = 5, configuration: URLSessionConfiguration = .ephemeral
        ) {
            limits = LiveTransportLimits(
                timeout: timeout, deadline: deadline, maximumResponseSize: maximumResponseSize,
                maximumRedirects: maximumRedirects)
            backend = URLSessionBackend(limits: limits, configuration: configuration, guardsAgainstLinuxTraps: false)
        }

        /// Sends `request`. Always returns or throws, even when cancelled mid-transfer; throws
        /// `.transport` (no answer, timeout, deadline, redirect loop), `.tooLarge` or `.cancelled`.
        public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
            try await backend.send(request)
        }

        /// Only the limits.
        public var customMirror: Mirror { limits.mirror(of: self) }
    }
#endif

/// A `URLSession` of its own and the exchanges on it: ``URLSessionTransport`` on Apple
/// platforms, and ``CurlTransport``'s fallback on Linux where libcurl cannot be loaded.
///
/// Why not `URLSession.data(for:)`: on Linux, cancelling a task inside it just as its transfer
/// completes can leave the call suspended for ever (the task-status lock and the session's
/// queue wait on each other). Here the calling task is resumed by whichever comes first —
/// completion, cancellation, a timer or the size limit — through an ``ExchangeCompletion``,
/// and the `URLSessionTask` is cancelled afterwards from a queue of its own, never from inside
/// the cancellation handler. `LiveTransportTests` race cancellation against completion
/// hundreds of times to prove it.
final class URLSessionBackend: Sendable {
    private let limits: LiveTransportLimits
    private let session: URLSession
    private let router: SessionRouter
    /// On Linux, URLSession's own request timeout is set past the deadline so its idle timer
    /// — the one whose firing during a redirect decision traps FoundationNetworking — never
    /// fires; the exchange's own timer keeps `timeout` instead (8 of 8 trapping processes → 0).
    private let guardsAgainstLinuxTraps: Bool

    init(
        limits: LiveTransportLimits, configuration: URLSessionConfiguration = .ephemeral, guardsAgainstLinuxTraps: Bool
    ) {
        self.limits = limits
        self.guardsAgainstLinuxTraps = guardsAgainstLinuxTraps
        let configuration = configuration
        configuration.timeoutIntervalForRequest = Self.sessionTimeout(
            limits.timeout, deadline: limits.deadline, guarding: guardsAgainstLinuxTraps)
        configuration.timeoutIntervalForResource = limits.deadline.timeInterval + 1
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

    private static func sessionTimeout(_ timeout: Duration, deadline: Duration, guarding: Bool) -> TimeInterval {
        guarding ? deadline.timeInterval + 1 : timeout.timeInterval
    }

    func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        if Task.isCancelled { throw TransitError(.cancelled, request: request) }
        let limits = self.limits.resolved(for: request)
        var urlRequest = URLRequest(url: request.url, cachePolicy: .reloadIgnoringLocalCacheData)
        // Set with the setter: the initialiser's interval is not marked as set on every
        // Foundation, and then the session's wins.
        urlRequest.timeoutInterval = Self.sessionTimeout(
            limits.timeout, deadline: limits.deadline, guarding: guardsAgainstLinuxTraps)
        urlRequest.httpMethod = request.method.rawValue
        urlRequest.httpBody = request.body
        for field in request.headers { urlRequest.addValue(field.value, forHTTPHeaderField: field.name) }

        let exchange = URLSessionExchange(request: request, limits: limits)
        let session = self.session
        let router = self.router
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                guard exchange.completion.attach(continuation) else { return } // cancelled before it started
                let task = session.dataTask(with: urlRequest)
                router.register(task.taskIdentifier, exchange)
                exchange.started(task, router: router)
                task.resume()
                exchange.armTimers()
            }
        } onCancel: {
            exchange.fail(.cancelled)
        }
    }
}

/// One request's life on a `URLSession`: resumed exactly once through its ``ExchangeCompletion``,
/// by whichever of completion, cancellation, its timers or the size limit comes first.
final class URLSessionExchange: Sendable {
    let completion: ExchangeCompletion
    let limits: LiveTransportLimits
    var request: HTTPRequest { completion.request }

    private struct State {
        var task: URLSessionDataTask?
        var router: SessionRouter?
        var response: HTTPURLResponse?
        var body = Data()
        var redirects = 0
        var timers: ExchangeTimers
        /// Why a redirect was not followed; the 3xx that arrives then is reported with it.
        var refusedRedirect: String?
    }

    private let state: Locked<State>
    private let clock = ContinuousClock()

    /// The timers' queue, and where `URLSessionTask.cancel()` is called: cancelling
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

    init(request: HTTPRequest, limits: LiveTransportLimits) {
        completion = ExchangeCompletion(request: request)
        self.limits = limits
        state = Locked(
            State(timers: ExchangeTimers(timeout: limits.timeout, deadline: limits.deadline, startedAt: ContinuousClock().now)))
    }

    func started(_ task: URLSessionDataTask, router: SessionRouter) {
        state.withLock { state in
            state.task = task
            state.router = router
        }
        if completion.isFinished { cancel(task, router: router) }
    }

    /// Checks the timers when the nearer is due, and again after, until the exchange ends.
    func armTimers() {
        let due = state.withLock { $0.timers.nextExpiry }
        let wait = max(.zero, due - clock.now)
        cancellations.asyncAfter(deadline: .now() + wait.timeInterval) { [weak self] in
            guard let self, !self.completion.isFinished else { return }
            if let expired = self.state.withLock({ $0.timers.expired(at: self.clock.now) }) {
                self.fail(expired)
            } else {
                self.armTimers()
            }
        }
    }

    /// Ends the exchange with `failure` unless it has ended already, then closes the connection.
    func fail(_ failure: TransportFailure) {
        finish(.failure(failure.error(for: request)))
    }

    func finish(_ result: Result<HTTPResponse, TransitError>) {
        guard completion.finish(result) else { return }
        let (task, router) = state.withLock { state -> (URLSessionDataTask?, SessionRouter?) in
            state.body = Data()
            return (state.task, state.router)
        }
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
            fail(.notHTTP("the response is not HTTP"))
            return false
        }
        if http.expectedContentLength > Int64(limits.maximumResponseSize) {
            fail(.tooLarge(limit: limits.maximumResponseSize, announced: http.expectedContentLength))
            return false
        }
        let now = clock.now
        state.withLock { state in
            state.response = http
            state.timers.touch(at: now)
        }
        return true
    }

    func received(_ data: Data) {
        let now = clock.now
        let over = state.withLock { state -> Bool in
            guard !completion.isFinished else { return false }
            state.timers.touch(at: now)
            if state.body.count + data.count > limits.maximumResponseSize { return true }
            state.body.append(data)
            return false
        }
        if over { fail(.tooLarge(limit: limits.maximumResponseSize, announced: nil)) }
    }

    /// The request to follow a redirect with, or nil to stop and report the 3xx.
    func redirect(from response: HTTPURLResponse, to next: URLRequest) -> URLRequest? {
        let policy = RedirectPolicy(original: request, maximumRedirects: limits.maximumRedirects)
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
            let now = clock.now
            state.withLock { state in
                state.redirects += 1
                state.timers.touch(at: now)
            }
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
            guard let error = error as? URLError else {
                fail(.other(request.scrub(String(describing: error)), .unknown))
                return
            }
            fail(TransportFailure(error, timeout: limits.timeout))
            return
        }
        let (response, body, refused) = state.withLock { ($0.response, $0.body, $0.refusedRedirect) }
        guard let response else {
            fail(.noResponse)
            return
        }
        var headers = HTTPHeaders()
        for (name, value) in response.allHeaderFields {
            if let name = name as? String, let value = value as? String { headers[name] = value }
        }
        if let refused, RedirectPolicy.isRedirect(response.statusCode) {
            fail(.redirectRefused(status: response.statusCode, reason: refused))
            return
        }
        finish(.success(HTTPResponse(status: response.statusCode, headers: headers, body: body)))
    }
}

/// The session's delegate: hands each task's events to its ``URLSessionExchange``.
final class SessionRouter: NSObject, URLSessionDataDelegate, Sendable {
    private let exchanges = Locked([Int: URLSessionExchange]())

    func register(_ id: Int, _ exchange: URLSessionExchange) { exchanges.withLock { $0[id] = exchange } }
    func unregister(_ id: Int) { _ = exchanges.withLock { $0.removeValue(forKey: id) } }
    private func exchange(_ task: URLSessionTask) -> URLSessionExchange? { exchanges.withLock { $0[task.taskIdentifier] } }

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

extension Duration {
    /// Seconds as a `TimeInterval`.
    public var timeInterval: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
