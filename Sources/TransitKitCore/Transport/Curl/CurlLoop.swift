#if canImport(FoundationNetworking)
    import Foundation

    /// A transport's one thread and one libcurl multi handle: every exchange is an easy handle
    /// on it, every timer is its own, and its connection cache is shared by every call.
    ///
    /// What it keeps, each proven in `CurlTransportTests` and `transit-stress`:
    /// - **Reuse.** Calls to one origin share kept-alive connections and TLS sessions (HTTP/2
    ///   streams where ALPN offers it); a board of ten stops pays one handshake, not ten.
    /// - **Bounds.** At most ``Configuration/maximumConnectionsPerHost`` transfers per origin
    ///   and ``Configuration/maximumConnections`` in all are on the multi handle; the rest wait
    ///   here, their deadlines running. Threads are this one plus libcurl's resolver threads,
    ///   one per connection being resolved; descriptors, the connections.
    /// - **Time.** Deadlines and idle timeouts are checked on every pass of the loop, which
    ///   never sleeps past the nearest, and inside every callback, so bytes arriving in one
    ///   `curl_multi_perform` cannot carry a call past its deadline. A caller is resumed first;
    ///   its handle is removed after, off its path, and with `CURLOPT_QUICK_EXIT` removing a
    ///   handle mid-resolve detaches the resolver thread instead of joining it.
    /// - **No lost call.** When the machine refuses the loop its thread, every call waiting for
    ///   it fails with words saying so; the next call tries again.
    ///
    /// It ends its thread when its transport goes away, or after ``Configuration/idleExit``
    /// with nothing to do (closing the kept connections); the next call starts it again.
    ///
    /// `@unchecked Sendable`: what callers touch is `shared`, behind a lock; every other `var`
    /// is the loop thread's alone.
    final class CurlLoop: @unchecked Sendable {
        struct Configuration: Sendable {
            var maximumConnectionsPerHost: Int
            var maximumConnections: Int
            var caFile: String?
            var idleExit: Duration = .seconds(60)
            var proxies: ProxyEnvironment
        }

        let library: CurlLibrary
        let configuration: Configuration
        private let startThread: CurlThread.Starter
        private let clock = ContinuousClock()

        /// The multi handle, passed to the thread that runs it; `curl_multi_wakeup` is the one
        /// call made on it from other threads (libcurl documents it as thread-safe), under the lock.
        private struct MultiHandle: @unchecked Sendable {
            let pointer: CurlLibrary.Handle
        }

        private struct Shared {
            var incoming: [CurlExchange] = []
            var multi: MultiHandle?
            var stopping = false
        }

        private let shared = Locked(Shared())

        // The loop thread's.
        private var active: [Int: CurlExchange] = [:]
        private var slots: [String: Int] = [:]
        private var waiting = CurlHostQueue()
        private var waitingExpiry: ContinuousClock.Instant?

        init(library: CurlLibrary, configuration: Configuration, startThread: @escaping CurlThread.Starter = CurlThread.system) {
            self.library = library
            self.configuration = configuration
            self.startThread = startThread
        }

        /// Hands `exchange` to the loop, starting the loop's thread if it is not running. When
        /// the machine refuses a thread or libcurl a multi handle, the exchange (and any that
        /// arrived meanwhile) ends with that failure: never left waiting.
        func submit(_ exchange: CurlExchange) {
            let started = shared.withLock { shared -> MultiHandle? in
                shared.incoming.append(exchange)
                if let multi = shared.multi {
                    _ = library.multiWakeup(multi.pointer)
                    return nil
                }
                guard let pointer = library.multiInit() else { return nil }
                let multi = MultiHandle(pointer: pointer)
                shared.multi = multi
                return multi
            }
            guard let multi = started else {
                if shared.withLock({ $0.multi == nil }) {
                    failIncoming(.other("libcurl could not start a transfer loop", .unknown), multi: nil)
                }
                return
            }
            let m = configuration
            _ = library.multiSetLong(multi.pointer, CurlMultiOption.maximumHostConnections, m.maximumConnectionsPerHost)
            _ = library.multiSetLong(multi.pointer, CurlMultiOption.maximumTotalConnections, m.maximumConnections)
            _ = library.multiSetLong(multi.pointer, CurlMultiOption.maximumConnects, m.maximumConnections)
            _ = library.multiSetLong(multi.pointer, CurlMultiOption.pipelining, CurlInfo.multiplex)
            let result = startThread("TransitKitLoop") { [self] in run(multi) }
            if result != 0 {
                failIncoming(
                    .machineRefused(
                        "a thread for the transport's loop (pthread_create: \(String(cString: strerror(result))); "
                            + "the process is at its thread limit)"),
                    multi: multi)
            }
        }

        /// Wakes the loop so it closes the connection of a call that ended from outside (cancelled).
        func wake() {
            shared.withLock { shared in
                if let multi = shared.multi { _ = library.multiWakeup(multi.pointer) }
            }
        }

        /// Ends the thread once its calls are gone: the transport went away.
        func shutdown() {
            shared.withLock { shared in
                shared.stopping = true
                if let multi = shared.multi { _ = library.multiWakeup(multi.pointer) }
            }
        }

        /// Every call waiting for the loop ends with `failure`; the multi handle, if made, is freed.
        private func failIncoming(_ failure: TransportFailure, multi: MultiHandle?) {
            let orphans = shared.withLock { shared -> [CurlExchange] in
                if multi != nil { shared.multi = nil }
                defer { shared.incoming = [] }
                return shared.incoming
            }
            for exchange in orphans { exchange.completion.fail(failure) }
            if let multi { _ = library.multiCleanup(multi.pointer) }
        }

        // MARK: The loop thread

        private func run(_ multi: MultiHandle) {
            var idleSince = clock.now
            while true {
                let (incoming, stopping) = shared.withLock { shared -> ([CurlExchange], Bool) in
                    defer { shared.incoming = [] }
                    return (shared.incoming, shared.stopping)
                }
                for exchange in incoming where !exchange.completion.isFinished { wait(exchange) }
                if stopping {
                    closeAll(multi.pointer)
                    if exit(multi, when: { _ in true }) { return }
                    continue
                }
                start(multi.pointer)
                var running: Int32 = 0
                _ = library.multiPerform(multi.pointer, &running)
                readCompletions(multi.pointer)
                let now = clock.now
                let nextTimer = sweep(multi.pointer, now: now)

                if active.isEmpty, waiting.isEmpty {
                    if now - idleSince >= configuration.idleExit, exit(multi, when: { $0.incoming.isEmpty }) { return }
                } else {
                    idleSince = now
                }
                // Sleep until the nearest timer (or the idle exit); a submitted call, a
                // cancellation and socket activity all wake the poll at once. The cap only bounds
                // a missed wake-up, which libcurl does not document but costs nothing.
                let until = nextTimer ?? idleSince.advanced(by: configuration.idleExit)
                let wait = max(.zero, until - clock.now)
                let milliseconds = Int32(min(1000, max(1, (wait.timeInterval * 1000).rounded(.up))))
                _ = library.multiPoll(multi.pointer, nil, 0, milliseconds, nil)
            }
        }

        /// Leaves the loop if `condition` holds under the lock (no call arrived meanwhile):
        /// the multi handle is cleared so the next call starts a new loop, then freed.
        private func exit(_ multi: MultiHandle, when condition: (Shared) -> Bool) -> Bool {
            let leaving = shared.withLock { shared -> Bool in
                guard condition(shared) else { return false }
                shared.multi = nil
                shared.stopping = false
                return true
            }
            guard leaving else { return false }
            let orphans = shared.withLock { shared -> [CurlExchange] in
                defer { shared.incoming = [] }
                return shared.incoming
            }
            for exchange in orphans { exchange.completion.fail(.cancelled) }
            _ = library.multiCleanup(multi.pointer)
            return true
        }

        /// Queues `exchange` for a slot; the sweep looks at it by its deadline.
        private func wait(_ exchange: CurlExchange) {
            waiting.append(exchange, host: exchange.host)
            waitingExpiry = min(waitingExpiry ?? exchange.timers.ends, exchange.timers.ends)
        }

        /// Starts waiting exchanges while their hosts and the transport have free slots.
        private func start(_ multi: CurlLibrary.Handle) {
            while active.count < configuration.maximumConnections,
                let exchange = waiting.next(where: { (slots[$0] ?? 0) < configuration.maximumConnectionsPerHost })
            {
                guard !exchange.completion.isFinished else { continue }
                let now = clock.now
                if let expired = exchange.timers.expired(at: now), case .deadline = expired {
                    exchange.completion.fail(expired)
                    continue
                }
                guard
                    let transfer = CurlTransfer(
                        hop: exchange.hop, library: library, limit: exchange.limits.maximumResponseSize,
                        timers: exchange.timers.restarted(at: now))
                else {
                    exchange.completion.fail(.other("libcurl could not start a transfer", .unknown))
                    continue
                }
                if let problem = transfer.configure(
                    caFile: configuration.caFile, proxy: configuration.proxies.proxy(for: exchange.hop.url))
                {
                    exchange.completion.fail(.other(problem, .unknown))
                    continue
                }
                guard library.multiAdd(multi, transfer.easy) == 0 else {
                    exchange.completion.fail(.other("libcurl could not start a transfer", .unknown))
                    continue
                }
                exchange.transfer = transfer
                active[Int(bitPattern: transfer.easy)] = exchange
                slots[exchange.host, default: 0] += 1
            }
        }

        /// Takes an exchange's handle off the multi handle (its connection goes back to the
        /// cache, or is closed if the transfer was cut short) and frees its slot.
        private func remove(_ exchange: CurlExchange, from multi: CurlLibrary.Handle) {
            guard let transfer = exchange.transfer else { return }
            _ = library.multiRemove(multi, transfer.easy)
            active[Int(bitPattern: transfer.easy)] = nil
            let host = exchange.host
            slots[host] = (slots[host] ?? 1) - 1
            if slots[host] == 0 { slots[host] = nil }
            exchange.transfer = nil
        }

        /// Ends the exchanges whose transfers finished; a redirect's next hop waits for a slot.
        private func readCompletions(_ multi: CurlLibrary.Handle) {
            var queued: Int32 = 0
            while let message = library.multiInfoRead(multi, &queued) {
                // struct CURLMsg { CURLMSG msg; CURL *easy_handle; union { void *; CURLcode result; } data; }
                // CURLMSG_DONE is 1; the handle and the union follow the enum, each pointer-aligned.
                guard message.load(as: Int32.self) == 1 else { continue }
                let stride = MemoryLayout<UnsafeRawPointer>.stride
                let easy = message.load(fromByteOffset: stride, as: Int.self)
                let code = message.load(fromByteOffset: 2 * stride, as: Int32.self)
                guard let exchange = active[easy], let transfer = exchange.transfer else { continue }
                let next = exchange.transferEnded(transfer, code: code, library: library, proxies: configuration.proxies)
                remove(exchange, from: multi)
                if case .follow = next, !exchange.completion.isFinished { wait(exchange) }
            }
            start(multi)
        }

        /// Ends what ran out of time or was cancelled, and returns when the next timer is due.
        private func sweep(_ multi: CurlLibrary.Handle, now: ContinuousClock.Instant) -> ContinuousClock.Instant? {
            var next: ContinuousClock.Instant?
            for exchange in Array(active.values) {
                guard let transfer = exchange.transfer else { continue }
                if exchange.completion.isFinished {
                    remove(exchange, from: multi)
                } else if let failure = transfer.failure ?? transfer.timers.expired(at: now) {
                    exchange.completion.fail(failure)
                    remove(exchange, from: multi)
                } else {
                    next = min(next ?? transfer.timers.nextExpiry, transfer.timers.nextExpiry)
                }
            }
            // Waiting calls only have their deadlines, and ending them frees nothing: they are
            // looked at when one is due (or a call arrived), not on every pass.
            if let due = waitingExpiry, due <= now {
                for exchange in waiting.removeAll(where: { $0.completion.isFinished || now >= $0.timers.ends }) {
                    exchange.completion.fail(.deadline(exchange.timers.deadline))
                }
                waitingExpiry = waiting.earliest(\.timers.ends)
            }
            if !active.isEmpty { start(multi) }
            if let due = waitingExpiry { next = min(next ?? due, due) }
            return next
        }

        /// The transport went away: every handle comes off (each call has ended already, or
        /// ends now as cancelled).
        private func closeAll(_ multi: CurlLibrary.Handle) {
            for exchange in Array(active.values) {
                exchange.completion.fail(.cancelled)
                remove(exchange, from: multi)
            }
            for exchange in waiting.removeAll(where: { _ in true }) { exchange.completion.fail(.cancelled) }
        }
    }
#endif
