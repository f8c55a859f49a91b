import Foundation
import TransitKitCore

extension BusbudClient {
    /// Everything a ``BusbudClient`` needs: the partner token, where the API lives, who is
    /// calling, the transport, the clock all waiting goes through, and the polling policy.
    ///
    /// Printing, dumping or logging a configuration shows the token as `REDACTED`.
    public struct Configuration: Sendable {
        /// The partner token sent as `X-Busbud-Token`. A `Secret`: redacted
        /// from every error, log line, description and dump.
        public var token: Secret
        /// `https://napi.busbud.com` (there is no sandbox).
        public var baseURL: URL
        /// Sent on every request; Busbud, like every provider, should know who is calling.
        public var userAgent: UserAgent
        /// Where requests go: `LiveTransport` live, `MockTransport`/`ReplayTransport` in tests.
        public var transport: any Transport
        /// Poll waits, backoff waits, the budget and `ttl` are all measured on this clock.
        public var clock: AnyClock
        /// Wall-clock "now", used only to read a `Retry-After` given as an HTTP date.
        public var now: Now
        /// Jitter for the backoff after failed requests.
        public var randomness: Randomness
        /// Interval, budget and backoff of the poll loop.
        public var polling: Polling
        /// Size put into operator `logo_url` templates; nil drops the size variables.
        public var logoSize: LogoSize?
        /// Size put into city `image_url` templates; nil drops the size variables. Not an
        /// initializer argument (adding one would change the initializer's signature): set it
        /// on the configuration before making the client.
        public var cityImageSize: CityImageSize?

        /// Building a configuration never throws: an empty token fails the first search with
        /// `.unauthorized`, and one holding control characters with `.invalidArgument`, both
        /// before any request (`Secret` drops surrounding whitespace).
        ///
        /// ```swift
        /// let config = BusbudClient.Configuration(
        ///     token: Secret(env["BUSBUD_TOKEN"] ?? "", name: "partner token"),
        ///     userAgent: try UserAgent(app: "Osheaga/1.0 (me@example.com)"))
        /// ```
        public init(
            token: Secret, baseURL: URL = BusbudClient.defaultBaseURL, userAgent: UserAgent,
            transport: any Transport = LiveTransport(), clock: AnyClock = .continuous,
            now: Now = .system, randomness: Randomness = .system, polling: Polling = Polling(),
            logoSize: LogoSize? = .standard
        ) {
            self.token = token
            self.baseURL = baseURL
            self.userAgent = userAgent
            self.transport = transport
            self.clock = clock
            self.now = now
            self.randomness = randomness
            self.polling = polling
            self.logoSize = logoSize
            self.cityImageSize = .standard
        }
    }
}
