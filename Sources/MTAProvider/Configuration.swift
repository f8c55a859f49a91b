import Foundation
import TransitKitCore

extension MTABusTimeClient {
    /// Everything an ``MTABusTimeClient`` needs. Building one never fails: a missing key is
    /// reported by the first call that needs it (`.unauthorized`, before any request).
    ///
    /// The key is a `Secret`: it is sent as the `key` query item, redacted from every URL, error
    /// and log line, and `print`, `dump` or a debugger show `REDACTED` in its place.
    ///
    /// ```swift
    /// let configuration = MTABusTimeClient.Configuration(
    ///     apiKey: Secret(key, name: "API key"), userAgent: try UserAgent(app: "RideHome/2.1 (me@example.com)"),
    ///     whereFormat: .xml)
    /// let mta = MTABusTimeClient(configuration: configuration)
    /// ```
    public struct Configuration: Sendable {
        /// The MTA Bus Time key (one key serves SIRI and "where").
        public var apiKey: Secret
        /// `https://bustime.mta.info/` by default.
        public var baseURL: URL
        /// Who is calling; required.
        public var userAgent: UserAgent
        /// Where requests go: `LiveTransport` live, `MockTransport`/`ReplayTransport` in tests.
        public var transport: any Transport
        /// Sleeps between live refreshes go through this clock.
        public var clock: AnyClock
        /// "Now" for `Retry-After` dates and a board's `receivedAt`; models never read the clock themselves.
        public var now: Now
        /// SIRI shape to ask for; both decode. MTA recommends 2.
        public var siriVersion: MTASiriVersion
        /// Body format of "where" calls; both decode into the same values.
        public var whereFormat: MTAWhereFormat
        /// Agencies whose routes ``MTABusTimeClient/routes()`` lists, and where a short route id
        /// (`B63`) is looked up to find the qualified one (`MTA NYCT_B63`) the server takes.
        public var agencies: [Agency.ID]
        /// Calls for several lines or stops run this many at a time (answers keep the order asked).
        public var maxConcurrentRequests: Int
        /// The agency part of stop ids: MTA NYCT's and MTABC's stops are all `MTA_<code>`
        /// (`MTA_308214`), so ``MTABusTimeClient/stop(_:)`` sends a bare code (`308214`) as
        /// `MTA_308214`.
        public var stopAgency: Agency.ID
        /// How old the stop index behind ``MTABusTimeClient/stops(matching:limit:)`` may get
        /// before the next question rebuilds it (a day by default; nil: only
        /// `refreshStops()` rebuilds it).
        public var stopIndexMaximumAge: Duration?
        /// Ask SIRI at `/api/2/siri/…` instead of `/api/siri/…`: the same calls with the
        /// server's `showCancelled` set, so cancelled trips come back with `VehicleStatus:
        /// cancelled` (a prediction's `isCancelled`, scheduled time kept). Off by default: the
        /// documented entry point is `/api/siri`, which never sends cancelled trips (they are
        /// simply missing from its answers).
        ///
        /// ```swift
        /// var configuration = MTABusTimeClient.Configuration(apiKey: key, userAgent: agent)
        /// configuration.showsCancelledTrips = true
        /// ```
        public var showsCancelledTrips = false

        /// Every setting; only the key and the user agent have no default.
        public init(
            apiKey: Secret, baseURL: URL = MTABusTimeClient.defaultBaseURL, userAgent: UserAgent,
            transport: any Transport = LiveTransport(), clock: AnyClock = .continuous,
            now: Now = .system, siriVersion: MTASiriVersion = .v2, whereFormat: MTAWhereFormat = .json,
            agencies: [Agency.ID] = ["MTA NYCT", "MTABC"], maxConcurrentRequests: Int = 4,
            stopAgency: Agency.ID = "MTA", stopIndexMaximumAge: Duration? = .seconds(86_400)
        ) {
            self.apiKey = apiKey
            self.baseURL = baseURL
            self.userAgent = userAgent
            self.transport = transport
            self.clock = clock
            self.now = now
            self.siriVersion = siriVersion
            self.whereFormat = whereFormat
            self.agencies = agencies
            self.maxConcurrentRequests = max(1, maxConcurrentRequests)
            self.stopAgency = stopAgency
            self.stopIndexMaximumAge = stopIndexMaximumAge
        }
    }

    /// `https://bustime.mta.info/`.
    public static let defaultBaseURL: URL = URL(string: "https://bustime.mta.info/") ?? URL(fileURLWithPath: "/")
}
