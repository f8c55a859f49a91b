#if canImport(FoundationNetworking)
    import Foundation

    /// One call on a transport's loop: the request, its hops through redirects, its timers, and
    /// the caller waiting on its ``ExchangeCompletion``.
    ///
    /// `@unchecked Sendable` because it crosses once, from the caller to the loop thread, and
    /// from then on every `var` here is read and written on that thread only; what the caller
    /// and a cancellation touch is the completion, which is `Locked`.
    final class CurlExchange: @unchecked Sendable {
        let completion: ExchangeCompletion
        let limits: LiveTransportLimits
        let policy: RedirectPolicy
        /// Both timers; the deadline runs from when the call was made, waiting included.
        let timers: ExchangeTimers

        // The loop thread's.
        private(set) var hop: CurlTransfer.Hop
        private var followed = 0
        /// The current hop's easy handle while it is on the multi handle.
        var transfer: CurlTransfer?

        init(request: HTTPRequest, limits: LiveTransportLimits, startedAt start: ContinuousClock.Instant) {
            completion = ExchangeCompletion(request: request)
            self.limits = limits
            policy = RedirectPolicy(original: request, maximumRedirects: limits.maximumRedirects)
            timers = ExchangeTimers(timeout: limits.timeout, deadline: limits.deadline, startedAt: start)
            hop = CurlTransfer.Hop(url: request.url, method: request.method, headers: request.headers, body: request.body)
        }

        /// Where the current hop goes, as connection slots are counted: scheme, host and port.
        var host: String {
            let url = hop.url
            return "\(url.scheme?.lowercased() ?? "")://\(url.host?.lowercased() ?? ""):\(url.port ?? -1)"
        }

        /// What the loop does after a hop's transfer ended.
        enum Next {
            /// The call has its answer or its error.
            case done
            /// Send ``hop``, the redirect's next request.
            case follow
        }

        /// Reads the ended transfer: the answer, the failure in the shared words, or the next hop.
        func transferEnded(
            _ transfer: CurlTransfer, code: Int32, library: CurlLibrary, proxies: ProxyEnvironment
        ) -> Next {
            if let failure = transfer.failure {
                completion.fail(failure)
                return .done
            }
            guard code == CurlCode.ok else {
                completion.fail(
                    TransportFailure(curl: code, transfer: transfer, library: library, proxy: proxies.proxy(for: hop.url)))
                return .done
            }
            guard let status = transfer.status else {
                completion.fail(.noResponse)
                return .done
            }
            guard RedirectPolicy.isRedirect(status) else {
                completion.finish(.success(HTTPResponse(status: status, headers: transfer.head.headers, body: transfer.body)))
                return .done
            }
            switch policy.decide(
                status: status, location: transfer.head.value("Location"), current: hop.url, method: hop.method,
                headers: hop.headers, body: hop.body, followed: followed)
            {
            case .follow(let url, let method, let headers, let body):
                followed += 1
                hop = CurlTransfer.Hop(url: url, method: method, headers: headers, body: body)
                return .follow
            case .refuse(let reason):
                completion.fail(.redirectRefused(status: status, reason: reason))
                return .done
            }
        }
    }
#endif
