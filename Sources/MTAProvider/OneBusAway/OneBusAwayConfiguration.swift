import Foundation
import TransitKitCore

extension OneBusAwayClient {
    /// Everything a ``OneBusAwayClient`` needs. Building one never fails: a missing key is
    /// reported by the first call (`.unauthorized`, before any request). The key is a `Secret`,
    /// sent as the `key` query item and redacted everywhere else.
    public struct Configuration: Sendable {
        /// The deployment: base URL, stated zone, coverage, real time.
        public var region: OneBusAwayRegion
        /// The server's API key.
        public var apiKey: Secret
        /// Who is calling; required.
        public var userAgent: UserAgent
        /// Where requests go: `LiveTransport` live, `MockTransport`/`ReplayTransport` in tests.
        public var transport: any Transport
        /// Sleeps between live refreshes go through this clock.
        public var clock: AnyClock
        /// "Now" for windows, `Retry-After` dates and a board's `receivedAt`.
        public var now: Now
        /// Body format; both decode into the same values.
        public var format: MTAWhereFormat
        /// Calls for several stops or routes run this many at a time (answers keep the order asked).
        public var maxConcurrentRequests: Int

        /// Every setting; only the region, key and user agent have no default.
        public init(
            region: OneBusAwayRegion, apiKey: Secret, userAgent: UserAgent, transport: any Transport = LiveTransport(),
            clock: AnyClock = .continuous, now: Now = .system, format: MTAWhereFormat = .json,
            maxConcurrentRequests: Int = 4
        ) {
            self.region = region
            self.apiKey = apiKey
            self.userAgent = userAgent
            self.transport = transport
            self.clock = clock
            self.now = now
            self.format = format
            self.maxConcurrentRequests = max(1, maxConcurrentRequests)
        }
    }
}
