import Foundation
import TransitKitCore

extension CTABusTrackerClient {
    /// Which Bus Tracker API generation to talk to. The two differ in URL path, in the shape of
    /// `getdirections` (v2 strings, v3 `{id, name}` objects) and in a few v3-only parameters
    /// (`getstops` by stop ids, `unixTime`).
    public enum APIVersion: String, Hashable, Sendable, CaseIterable {
        case v2, v3
    }

    /// How precise the times of predictions and vehicles are (`tmres`).
    public enum TimeResolution: String, Hashable, Sendable, CaseIterable {
        /// CTA's default: `"YYYYMMDD HH:MM"`, nothing sent.
        case minutes
        /// `tmres=s`: `"YYYYMMDD HH:MM:SS"`, so a countdown does not jump by up to a minute.
        case seconds
    }

    /// Everything a ``CTABusTrackerClient`` needs: the key, where the API lives, who is calling,
    /// and the injected transport, clock and "now". Building one never fails; an empty key is
    /// reported by the first call (`.unauthorized`, before any request).
    ///
    /// The key is a `Secret`, so a configuration prints, interpolates and `dump`s with it as
    /// `REDACTED`.
    ///
    /// ```swift
    /// let config = CTABusTrackerClient.Configuration(
    ///     apiKey: Secret(key, name: "API key"), userAgent: try UserAgent(app: "RideHome/2.1 (me@example.com)"))
    /// ```
    public struct Configuration: Sendable {
        /// The 25-character Bus Tracker key. Sent as the `key` query item and redacted from
        /// every URL, error, log line, description and dump.
        public var apiKey: Secret
        /// `https://www.ctabustracker.com/bustime/api`; the version segment and the call name
        /// are appended to it.
        public var baseURL: URL
        /// `.v3` (default, documented by CTA's 2025 guide) or `.v2` (older clients and recordings).
        public var version: APIVersion
        /// Required: CTA can then reach the author instead of blocking the key.
        public var userAgent: UserAgent
        /// Where requests go: `LiveTransport` live, a `MockTransport` or `ReplayTransport`
        /// in tests. Retry and throttling middlewares wrap it here, not inside the client.
        public var transport: any Transport
        /// The client's `TransitProvider/clock`: `liveVehicles` and
        /// `livePredictions` wait on it.
        public var clock: AnyClock
        /// The instant countdowns and `Retry-After` dates are measured from.
        public var now: Now
        /// How many Bus Tracker calls one batched request may have in flight at once. The API
        /// takes at most 10 ids per call, so 100 stops become 10 calls, 4 at a time by default.
        public var maxConcurrentRequests: Int
        /// `top`: at most this many predictions per `getpredictions` call; nil lets CTA decide.
        public var predictionLimit: Int?
        /// `locale` (`en`, `es`…); nil sends none, which means English.
        public var locale: String?
        /// How old the stop index (``CTABusTrackerClient/stopIndex``, what `stops(near:)`,
        /// `stops(matching:)` and `stop(_:)` answer from) may get before the next question
        /// rebuilds it first. Nil (the default): only `refreshStops()` rebuilds it, on the app's
        /// schedule. CTA's stops change with service changes; a day is plenty.
        public var stopIndexMaximumAge: Duration?
        /// `tmres` on `getpredictions` and `getvehicles`. Default `.minutes` (nothing sent, the
        /// answers apps and recordings already hold); `.seconds` for countdowns that do not
        /// jump by up to a minute. Both parse to the same kind of `Date`.
        public var timeResolution: TimeResolution
        /// `unixTime=true` on `getpredictions` and `gettime` (v3 only; never sent on v2): times as
        /// epoch milliseconds instead of Chicago wall clock. Off by default: both parse to the
        /// same `Date`; turn it on to read the instants without any zone arithmetic.
        public var epochTimes: Bool
        /// The BusTime deployment: provider id, name, zone every time is read in, data feed
        /// (`rtpidatafeed`) and attribution. ``BusTimeProfile/cta`` unless built with
        /// ``init(apiKey:userAgent:profile:transport:clock:now:maxConcurrentRequests:predictionLimit:locale:stopIndexMaximumAge:timeResolution:epochTimes:)``.
        /// ``baseURL`` and ``version`` start as the profile's and may be changed on their own.
        public var profile: BusTimeProfile = .cta

        /// Every option but the key and user agent has a default suited to the live API.
        public init(
            apiKey: Secret, userAgent: UserAgent,
            baseURL: URL = CTABusTrackerClient.defaultBaseURL, version: APIVersion = .v3,
            transport: any Transport = LiveTransport(), clock: AnyClock = .continuous,
            now: Now = .system, maxConcurrentRequests: Int = 4, predictionLimit: Int? = nil,
            locale: String? = nil, stopIndexMaximumAge: Duration? = nil,
            timeResolution: TimeResolution = .minutes, epochTimes: Bool = false
        ) {
            self.apiKey = apiKey
            self.userAgent = userAgent
            self.baseURL = baseURL
            self.version = version
            self.transport = transport
            self.clock = clock
            self.now = now
            self.maxConcurrentRequests = maxConcurrentRequests
            self.predictionLimit = predictionLimit
            self.locale = locale
            self.stopIndexMaximumAge = stopIndexMaximumAge
            self.timeResolution = timeResolution
            self.epochTimes = epochTimes
        }

        /// A configuration for the BusTime deployment `profile`: its base URL, version, zone,
        /// feed and facts; every other option as in the CTA initializer.
        public init(
            apiKey: Secret, userAgent: UserAgent, profile: BusTimeProfile,
            transport: any Transport = LiveTransport(), clock: AnyClock = .continuous,
            now: Now = .system, maxConcurrentRequests: Int = 4, predictionLimit: Int? = nil,
            locale: String? = nil, stopIndexMaximumAge: Duration? = nil,
            timeResolution: TimeResolution = .minutes, epochTimes: Bool = false
        ) {
            self.init(
                apiKey: apiKey, userAgent: userAgent, baseURL: profile.baseURL, version: profile.version,
                transport: transport, clock: clock, now: now, maxConcurrentRequests: maxConcurrentRequests,
                predictionLimit: predictionLimit, locale: locale, stopIndexMaximumAge: stopIndexMaximumAge,
                timeResolution: timeResolution, epochTimes: epochTimes)
            self.profile = profile
        }
    }

    /// The live API root. The literal always parses (`DefaultBaseURLTests.defaultBaseURLsAreTheLiveHosts`);
    /// the fallback only spares a force unwrap.
    public static let defaultBaseURL: URL = URL(string: "https://www.ctabustracker.com/bustime/api") ?? URL(fileURLWithPath: "/")
}
