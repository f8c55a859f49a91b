import Foundation
import TransitKitCore

extension MTABusTimeClient {
    /// Everything an ``MTABusTimeClient`` needs. The key is sent as the `key` query item and
    /// is redacted from every URL, error and log line.
    public struct Configuration: Sendable {
        /// The MTA Bus Time key (one key serves SIRI and "where").
        public var apiKey: String
        /// `https://bustime.mta.info/` by default.
        public var baseURL: URL
        /// Who is calling; required.
        public var userAgent: UserAgent
        /// Where requests go: `URLSessionTransport` live, `MockTransport`/`ReplayTransport` in tests.
        public var transport: any Transport
        /// Sleeps between live refreshes go through this clock.
        public var clock: AnyClock
        /// "Now" for `Retry-After` dates; models never read the clock themselves.
        public var now: Now
        /// SIRI shape to ask for; both decode. MTA recommends 2.
        public var siriVersion: MTASiriVersion
        /// Body format of "where" calls; both decode into the same values.
        public var whereFormat: MTAWhereFormat
        /// Agencies whose routes ``MTABusTimeClient/routes()`` lists.
        public var agencies: [Agency.ID]
        /// The agency's zone (America/New_York): every time is shown in it.
        public var timeZone: TimeZone
        /// Calls for several lines or stops run this many at a time (answers keep the order asked).
        public var maxConcurrentRequests: Int

        /// Throws `.invalidArgument` for an empty key.
        public init(apiKey: String, baseURL: URL = MTABusTimeClient.defaultBaseURL, userAgent: UserAgent,
                    transport: any Transport = URLSessionTransport(), clock: AnyClock = .continuous,
                    now: Now = .system, siriVersion: MTASiriVersion = .v2, whereFormat: MTAWhereFormat = .json,
                    agencies: [Agency.ID] = ["MTA NYCT", "MTABC"],
                    timeZone: TimeZone = MTABusTimeClient.newYork, maxConcurrentRequests: Int = 4) throws(TransitError)
        {
            let key = apiKey.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !key.isEmpty else {
                throw TransitError(.invalidArgument, provider: "mta", detail: "apiKey: MTA Bus Time needs a key (bustime.mta.info/wiki/Developers)")
            }
            self.apiKey = key
            self.baseURL = baseURL
            self.userAgent = userAgent
            self.transport = transport
            self.clock = clock
            self.now = now
            self.siriVersion = siriVersion
            self.whereFormat = whereFormat
            self.agencies = agencies
            self.timeZone = timeZone
            self.maxConcurrentRequests = max(1, maxConcurrentRequests)
        }
    }

    /// `https://bustime.mta.info/`.
    public static let defaultBaseURL: URL = URL(string: "https://bustime.mta.info/") ?? URL(fileURLWithPath: "/")

    /// America/New_York (always in the zone database; GMT only if it were missing).
    public static let newYork: TimeZone = (try? TimeZone.named("America/New_York")) ?? .gmt
}
