import Foundation

/// A service notice: detour, suspension, delay, elevator out, special event.
///
/// `description` is plain text for display: providers strip HTML and fold whitespace before
/// they build one.
public struct ServiceAlert: Hashable, Sendable, Codable, Identifiable {
    /// The provider's identifier for the alert, kept as sent so merged alerts can be de-duplicated.
    public typealias ID = Identifier<ServiceAlert>

    /// How loud the provider says the alert is.
    public enum Severity: Int, Hashable, Sendable, Codable, Comparable {
        /// A level of urgency as the provider states it; alerts sort by it, highest first.
        case low = 0
        case medium = 1
        case high = 2
        /// Orders severities from low to high.
        public static func < (a: Severity, b: Severity) -> Bool { a.rawValue < b.rawValue }
    }

    /// What the alert does to service. Drives ``ServiceStatus``. The raw value is the stable
    /// name for code and JSON; `description` is the words a rider reads ("significant delays").
    public enum Effect: String, Hashable, Sendable, Codable, CustomStringConvertible {
        /// Service is suspended, reduced or badly delayed: a route with such an alert is shown red.
        case noService, reducedService, significantDelays
        /// Service runs, but differently (a detour, a moved stop, extra trips): the route is shown yellow.
        case detour, modifiedService, stopMoved, additionalService, other
        /// A notice that changes nothing ("normal service", a reminder): listed, but the route
        /// stays green.
        case information
        /// The provider did not say.
        case unknown

        /// Effects that leave a route ``ServiceStatus/normal`` (green) although the alert is listed.
        public var isInformational: Bool { self == .information }

        /// Effects that make a route ``ServiceStatus/disrupted`` (red) rather than altered.
        public var isDisruptive: Bool {
            switch self {
            case .noService, .reducedService, .significantDelays: return true
            default: return false
            }
        }

        /// "no service", "significant delays", "stop moved": what `print(effect)` and the CLI
        /// show, never the case name.
        public var description: String {
            switch self {
            case .noService: return "no service"
            case .reducedService: return "reduced service"
            case .significantDelays: return "significant delays"
            case .detour: return "detour"
            case .modifiedService: return "modified service"
            case .stopMoved: return "stop moved"
            case .additionalService: return "extra service"
            case .other: return "other change"
            case .information: return "information"
            case .unknown: return "effect not stated"
            }
        }
    }

    /// The provider's identifier for this alert.
    public var id: ID
    /// A one-line headline suitable for a list row.
    public var title: String
    /// The full notice as plain text (HTML stripped, whitespace folded); may be empty.
    public var description: String
    /// How urgent the provider says the alert is.
    public var severity: Severity
    /// What the alert does to service; decides the route's `ServiceStatus`.
    public var effect: Effect
    /// The routes the alert applies to; empty together with `affectedStops` means network-wide.
    public var affectedRoutes: [Route.ID]
    /// The stops the alert applies to.
    public var affectedStops: [Stop.ID]
    /// When the alert is in effect, if the provider says; nil means "now, until withdrawn".
    public var activePeriod: DateInterval?
    /// When the provider published or last updated the alert.
    public var publishedAt: Date?
    /// A page with more detail, when the provider links one.
    public var url: URL?
    /// The detour this alert announces, when the provider publishes detours as data (CTA v3);
    /// nil otherwise. See ``Detour/alert``.
    public var detour: Detour?

    /// Creates an alert. Providers pass `description` already converted to plain text.
    public init(
        id: ID, title: String, description: String = "", severity: Severity = .medium,
        effect: Effect = .unknown, affectedRoutes: [Route.ID] = [],
        affectedStops: [Stop.ID] = [], activePeriod: DateInterval? = nil,
        publishedAt: Date? = nil, url: URL? = nil
    ) {
        self.id = id
        self.title = title
        self.description = description
        self.severity = severity
        self.effect = effect
        self.affectedRoutes = affectedRoutes
        self.affectedStops = affectedStops
        self.activePeriod = activePeriod
        self.publishedAt = publishedAt
        self.url = url
    }

    /// High severity first, then newest, then id: the order a rider should read them in.
    public static func byPriority(_ a: ServiceAlert, _ b: ServiceAlert) -> Bool {
        if a.severity != b.severity { return a.severity > b.severity }
        switch (a.publishedAt, b.publishedAt) {
        case (let x?, let y?) where x != y: return x > y
        case (nil, _?): return false
        case (_?, nil): return true
        default: return a.id < b.id
        }
    }
}
