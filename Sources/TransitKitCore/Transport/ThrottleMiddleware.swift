import Foundation

/// Lets at most `maxRequests` requests start in any window of `interval`; later ones wait on
/// the injected clock. Protects daily quotas (CTA allows 100,000 calls a day) and politeness
/// limits without any caller having to count.
public final class ThrottleMiddleware<C: Clock>: Middleware where C.Duration == Duration {
    /// The most requests that may start in any window of `interval` (at least 1).
    public let maxRequests: Int
    /// The length of the sliding window.
    public let interval: Duration
    /// The clock waits run on.
    public let clock: C
    private let starts: Locked<[C.Instant]>

    /// Creates a throttle on `clock`: at most `maxRequests` starts per `interval`.
    public init(maxRequests: Int, per interval: Duration, clock: C) {
        self.maxRequests = max(1, maxRequests)
        self.interval = interval
        self.clock = clock
        self.starts = Locked([])
    }

    /// Waits until a slot is free, then sends `request`. Throws `.cancelled` if the task is
    /// cancelled while waiting.
    public func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        while true {
            let wait = reserve()
            guard let wait else { break }
            do { try await clock.sleep(for: wait) } catch {
                throw TransitError(.cancelled, request: request, detail: "cancelled while throttled")
            }
        }
        return try await next(request)
    }

    /// Records a start and returns nil, or returns how long until a slot frees up.
    private func reserve() -> Duration? {
        let now = clock.now
        return starts.withLock { starts in
            starts.removeAll { $0.duration(to: now) >= interval }
            if starts.count < maxRequests {
                starts.append(now)
                return nil
            }
            let oldest = starts.min() ?? now
            let wait = interval - oldest.duration(to: now)
            return wait > .zero ? wait : .milliseconds(1)
        }
    }
}

extension ThrottleMiddleware where C == ContinuousClock {
    /// Creates a throttle on the real clock: `ThrottleMiddleware(maxRequests: 10, per: .seconds(1))`.
    public convenience init(maxRequests: Int, per interval: Duration) {
        self.init(maxRequests: maxRequests, per: interval, clock: ContinuousClock())
    }
}
