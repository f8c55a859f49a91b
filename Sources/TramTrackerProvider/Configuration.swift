import Foundation
import TransitKitCore

extension TramTrackerClient {
    /// Everything a ``TramTrackerClient`` needs. Only the user agent is required.
    ///
    /// ```swift
    /// let configuration = TramTrackerClient.Configuration(
    ///     userAgent: try UserAgent(app: "RideHome/2.1 (https://ridehome.example)"),
    ///     tokenStore: KeychainTokenStore())
    /// ```
    public struct Configuration: Sendable {
        /// Where the JSON RestService lives. The host has moved before (ws2 → ws3), so it is
        /// configurable; the trailing slash matters.
        public var baseURL: URL
        /// The `aid` application id every call sends. `TTIOSJSON` is the official iOS app's id,
        /// which every known third-party client reuses.
        public var aid: String
        /// Free-text device description sent with GetDeviceToken only.
        public var devInfo: String
        /// The `cid` query item of GetNextPredictedRoutesCollection (nil: not sent). Its meaning
        /// is undocumented; clients send `2` (TTIOSJSON) or `1`.
        public var cid: String?
        /// Required: identifies your app to Yarra Trams.
        public var userAgent: UserAgent
        /// Sends the requests (`LiveTransport` by default; a mock or replay in tests).
        public var transport: any Transport
        /// What polling (``TramTrackerClient/liveTrams(at:routes:every:)``) waits on.
        public var clock: AnyClock
        /// The device's "now", for boards' `receivedAt` and `Retry-After` dates; injected so
        /// tests are exact.
        public var now: Now
        /// Keeps the device token between launches. The default lasts as long as the process.
        public var tokenStore: any TokenStore
        /// Default for ``TramTrackerClient/predictions(at:routes:)``: true asks for low-floor
        /// trams only.
        public var lowFloorOnly: Bool
        /// How old the stop index (``TramTrackerClient/stopIndex``) may get before the next
        /// stop question rebuilds it first; nil (the default): only
        /// ``TramTrackerClient/refreshStops()`` rebuilds it, on the app's schedule.
        public var stopIndexMaximumAge: Duration?

        /// The live RestService address.
        public static var defaultBaseURL: URL {
            // The literal always parses; the fallback exists only so no force unwrap is needed.
            URL(string: "http://ws3.tramtracker.com.au/TramTracker/RestService/")
                ?? URL(fileURLWithPath: "/TramTracker/RestService/")
        }

        /// Defaults are the live service and what the official iOS app sends (`TTIOSJSON`, `cid` 2).
        public init(
            userAgent: UserAgent, baseURL: URL = Configuration.defaultBaseURL,
            aid: String = "TTIOSJSON", devInfo: String = "TransitKit", cid: String? = "2",
            transport: any Transport = LiveTransport(), clock: AnyClock = .continuous,
            now: Now = .system, tokenStore: any TokenStore = InMemoryTokenStore(), lowFloorOnly: Bool = false,
            stopIndexMaximumAge: Duration? = nil
        ) {
            self.baseURL = baseURL
            self.aid = aid
            self.devInfo = devInfo
            self.cid = cid
            self.userAgent = userAgent
            self.transport = transport
            self.clock = clock
            self.now = now
            self.tokenStore = tokenStore
            self.lowFloorOnly = lowFloorOnly
            self.stopIndexMaximumAge = stopIndexMaximumAge
        }
    }
}

extension TramTrackerClient.Configuration: CustomReflectable {
    /// Every setting, with the token store named rather than shown. ``InMemoryTokenStore`` and
    /// the client's token cache keep the token behind `Locked`, which reflects as empty, but
    /// an app's own store may keep it in a plain property: `dump(configuration)` or
    /// `String(describing: client)` must not show it, and only this mirror can prevent that.
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "baseURL": baseURL, "aid": aid, "devInfo": devInfo, "cid": cid as Any, "userAgent": userAgent,
                "transport": transport, "clock": clock, "now": now,
                "tokenStore": "\(type(of: tokenStore)) (contents REDACTED)", "lowFloorOnly": lowFloorOnly,
                "stopIndexMaximumAge": stopIndexMaximumAge as Any,
            ], displayStyle: .struct)
    }
}
