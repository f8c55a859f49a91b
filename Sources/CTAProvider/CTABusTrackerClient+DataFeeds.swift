import TransitKitCore

extension CTABusTrackerClient {
    /// One data feed of a multi-feed BusTime server (`getrtpidatafeeds`): a bus network, a
    /// light-rail line, a partner operator. A profile answers on one feed
    /// (``BusTimeProfile/feed``, sent as `rtpidatafeed`).
    public struct DataFeed: Hashable, Sendable, Codable {
        /// What `rtpidatafeed` takes ("Port Authority Bus").
        public var name: String
        /// The system the feed comes from, as the server names it.
        public var source: String?
        /// The name to show riders; the name when the server sends none.
        public var displayName: String
        /// Whether the server answers on it; nil when not stated.
        public var isEnabled: Bool?
        /// Whether the agency lists it to riders; nil when not stated.
        public var isVisible: Bool?

        /// Creates a feed.
        public init(name: String, source: String? = nil, displayName: String, isEnabled: Bool? = nil, isVisible: Bool? = nil) {
            self.name = name
            self.source = source
            self.displayName = displayName
            self.isEnabled = isEnabled
            self.isVisible = isVisible
        }
    }

    /// The feeds of a multi-feed server (`getrtpidatafeeds`, never sent with `rtpidatafeed`),
    /// in the server's order. CTA is single-feed and does not document the call.
    ///
    /// ```swift
    /// let prt = CTABusTrackerClient(apiKey: key, userAgent: agent, profile: .pittsburgh)
    /// let rail = try await prt.dataFeeds().first { $0.name.contains("Rail") }
    /// let onRail = CTABusTrackerClient(apiKey: key, userAgent: agent, profile: .pittsburgh.on(feed: rail?.name))
    /// ```
    public func dataFeeds() async throws(TransitError) -> [DataFeed] {
        CTAMapper.dataFeeds(try await fetch(.getrtpidatafeeds))
    }
}

extension CTAMapper {
    /// `getrtpidatafeeds` rows as feeds, names trimmed, rows without a name dropped; a flag is
    /// true for `true`/`1`, false for `false`/`0`, else unknown.
    static func dataFeeds(_ answer: CTAAnswer) -> [CTABusTrackerClient.DataFeed] {
        func flag(_ value: LenientString?) -> Bool? {
            switch value.map({ trim($0.value).lowercased() }) {
            case "true", "1": return true
            case "false", "0": return false
            default: return nil
            }
        }
        return (answer.body.rtpidatafeeds ?? []).compactMap { wire in
            let name = trim(wire.name)
            guard !name.isEmpty else { return nil }
            let shown = wire.displayname.map(trim).flatMap { $0.isEmpty ? nil : $0 } ?? name
            return CTABusTrackerClient.DataFeed(
                name: name, source: wire.source.map(trim), displayName: shown,
                isEnabled: flag(wire.enabled), isVisible: flag(wire.visible))
        }
    }
}
