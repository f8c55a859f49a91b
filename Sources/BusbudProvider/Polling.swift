import TransitKitCore

extension BusbudClient {
    /// How a search polls.
    public struct Polling: Hashable, Sendable {
        /// Wait between polls when the server suggests none (`metadata.interval` wins).
        public var interval: Duration
        /// Bounds applied to the server's suggested interval.
        public var intervalRange: ClosedRange<Duration>
        /// Total time a search may take, from its first request; then what arrived is
        /// delivered, marked incomplete. A `RetryMiddleware` in the transport retries only
        /// within what is left of it.
        public var budget: Duration
        /// Waits after a 429, 5xx or transport failure (a `Retry-After` wins).
        public var backoff: Backoff

        /// The defaults follow the reference: 2 s like the server's own suggestion, a 60 s
        /// budget, backoff from 1 s doubling to 10 s with half jitter.
        public init(
            interval: Duration = .seconds(2),
            intervalRange: ClosedRange<Duration> = .milliseconds(500)...(.seconds(30)),
            budget: Duration = .seconds(60),
            backoff: Backoff = Backoff(initial: .seconds(1), maximum: .seconds(10), jitter: 0.5)
        ) {
            self.interval = interval
            self.intervalRange = intervalRange
            self.budget = budget
            self.backoff = backoff
        }
    }
}
