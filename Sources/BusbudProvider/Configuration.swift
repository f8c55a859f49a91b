import Foundation
import TransitKitCore

extension BusbudClient {
    /// Everything a ``BusbudClient`` needs: the partner token, where the API lives, who is
    /// calling, the transport, the clock all waiting goes through, and the polling policy.
    public struct Configuration: Sendable {
        /// The partner token sent as `X-Busbud-Token`. A secret: it is redacted from every
        /// error, log line and description.
        public var token: String
        /// `https://napi.busbud.com` (there is no sandbox).
        public var baseURL: URL
        /// Sent on every request; Busbud, like every provider, should know who is calling.
        public var userAgent: UserAgent
        /// Where requests go: `URLSessionTransport` live, `MockTransport`/`ReplayTransport` in tests.
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

        /// Throws when the token cannot be sent: `.unauthorized` when empty, `.invalidArgument`
        /// when it holds control characters (the message never repeats the token).
        func checkToken() throws(TransitError) {
            guard !token.isEmpty else {
                throw TransitError(.unauthorized, provider: BusbudClient.providerID, operation: XDeparturesRequest.initOperation,
                                   detail: "token: a Busbud partner token (X-Busbud-Token) is required")
            }
            guard !token.contains(where: { $0.isNewline || $0.asciiValue.map { $0 < 0x20 || $0 == 0x7F } ?? false }) else {
                throw TransitError(.invalidArgument, provider: BusbudClient.providerID, operation: XDeparturesRequest.initOperation,
                                   detail: "token: contains control characters and cannot be sent as a header")
            }
        }

        /// The token is checked when a search starts (an empty one fails with `.unauthorized`
        /// before any request), so building a configuration never throws.
        public init(token: String, baseURL: URL = BusbudClient.defaultBaseURL, userAgent: UserAgent,
                    transport: any Transport = URLSessionTransport(), clock: AnyClock = .continuous,
                    now: Now = .system, randomness: Randomness = .system, polling: Polling = Polling(),
                    logoSize: LogoSize? = LogoSize(width: 80, height: 40))
        {
            let trimmed = token.trimmingCharacters(in: .whitespaces)
            self.token = trimmed
            self.baseURL = baseURL
            self.userAgent = userAgent
            self.transport = transport
            self.clock = clock
            self.now = now
            self.randomness = randomness
            self.polling = polling
            self.logoSize = logoSize
        }
    }

    /// How a search polls.
    public struct Polling: Hashable, Sendable {
        /// Wait between polls when the server suggests none (`metadata.interval` wins).
        public var interval: Duration
        /// Bounds applied to the server's suggested interval.
        public var intervalRange: ClosedRange<Duration>
        /// Total time a search may take, from its first request; then what arrived is
        /// delivered, marked incomplete.
        public var budget: Duration
        /// Waits after a 429, 5xx or transport failure (a `Retry-After` wins).
        public var backoff: Backoff

        /// The defaults follow the reference: 2 s like the server's own suggestion, a 60 s
        /// budget, backoff from 1 s doubling to 10 s with half jitter.
        public init(interval: Duration = .seconds(2),
                    intervalRange: ClosedRange<Duration> = .milliseconds(500)...(.seconds(30)),
                    budget: Duration = .seconds(60),
                    backoff: Backoff = Backoff(initial: .seconds(1), maximum: .seconds(10), jitter: 0.5))
        {
            self.interval = interval
            self.intervalRange = intervalRange
            self.budget = budget
            self.backoff = backoff
        }
    }

    /// Pixel size for operator logos.
    public struct LogoSize: Hashable, Sendable {
        /// Pixels, put into the template's `width` variable.
        public var width: Int
        /// Pixels, put into the template's `height` variable.
        public var height: Int
        /// A logo size; 80×40 by default in ``Configuration``.
        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }
    }
}

extension BusbudClient.Configuration: CustomStringConvertible {
    /// Never shows the token.
    public var description: String {
        "BusbudClient.Configuration(baseURL: \(baseURL.absoluteString), token: \(Redaction.placeholder), userAgent: \(userAgent))"
    }
}

extension BusbudClient.Configuration: CustomReflectable {
    /// What `dump`, debuggers and `Mirror` see: every field, the token replaced by
    /// `REDACTED`. Without this, reflection walks the stored `token` and prints it.
    public var customMirror: Mirror {
        Mirror(self, children: [
            "token": Redaction.placeholder as Any,
            "baseURL": baseURL as Any,
            "userAgent": userAgent as Any,
            "transport": transport as Any,
            "clock": clock as Any,
            "now": now as Any,
            "randomness": randomness as Any,
            "polling": polling as Any,
            "logoSize": logoSize as Any,
        ], displayStyle: .struct)
    }
}
