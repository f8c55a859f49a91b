import Foundation

/// What a provider is: its id, name, the agency's IANA zone, the attribution its data terms
/// require, and the questions it can answer.
///
/// A client builds it with ``init(of:facts:)`` from constant ``Facts`` and itself, so the
/// capability set is always what the client conforms to.
///
/// ```swift
/// public var descriptor: ProviderDescriptor { ProviderDescriptor(of: self, facts: Self.facts) }
/// ```
public struct ProviderDescriptor: Hashable, Sendable {
    /// What a provider states about itself: constants, the same for every client.
    public struct Facts: Hashable, Sendable {
        /// The provider's stable identifier ("cta", "mta").
        public var id: ProviderID
        /// The name to show riders ("CTA Bus Tracker").
        public var name: String
        /// The zone the agency runs on; every time the provider returns is shown in it.
        public var timeZone: TimeZone
        /// Text the data terms ask apps to show.
        public var attribution: String
        /// Where the provider has service, when it is known up front (its documented bounds);
        /// nil when unknown or learnt at run time (``CoverageSource``).
        public var coverage: CoverageArea?

        /// States a provider's constants; `ProviderDescriptor(of:facts:)` adds the capabilities.
        public init(
            id: ProviderID, name: String, timeZone: TimeZone, attribution: String,
            coverage: CoverageArea? = nil
        ) {
            self.id = id
            self.name = name
            self.timeZone = timeZone
            self.attribution = attribution
            self.coverage = coverage
        }
    }

    /// The provider's stable identifier ("cta", "mta").
    public var id: ProviderID
    /// The name to show riders ("CTA Bus Tracker").
    public var name: String
    /// The zone the agency runs on; every time it returns is shown in it.
    public var timeZone: TimeZone
    /// Text the data terms ask apps to show.
    public var attribution: String
    /// The questions the provider answers (``Capability/supported(by:)``).
    public var capabilities: Set<Capability>
    /// Where the provider has service, when known (``Facts/coverage``); ``ProviderRegistry``
    /// asks only providers whose coverage holds the place.
    public var coverage: CoverageArea?

    /// Creates a descriptor with explicit capabilities; providers use `init(of:facts:)`, which
    /// derives them from the client's conformances so they cannot disagree.
    public init(
        id: ProviderID, name: String, timeZone: TimeZone, attribution: String,
        capabilities: Set<Capability>, coverage: CoverageArea? = nil
    ) {
        self.id = id
        self.name = name
        self.timeZone = timeZone
        self.attribution = attribution
        self.capabilities = capabilities
        self.coverage = coverage
    }

    /// `facts`, with the capabilities `provider` conforms to.
    public init(of provider: any TransitProvider, facts: Facts) {
        self.init(
            id: facts.id, name: facts.name, timeZone: facts.timeZone, attribution: facts.attribution,
            capabilities: Capability.supported(by: provider), coverage: facts.coverage)
    }
}
