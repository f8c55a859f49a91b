import Foundation

/// A service notice: detour, suspension, delay, elevator out, special event.
///
/// `description` is plain text for display: providers strip HTML and fold whitespace before
/// they build one.
public struct ServiceAlert: Hashable, Sendable, Codable, Identifiable {
    public typealias ID = Identifier<ServiceAlert>

    /// How loud the provider says the alert is.
    public enum Severity: Int, Hashable, Sendable, Codable, Comparable {
        case low = 0, medium = 1, high = 2
        public static func < (a: Severity, b: Severity) -> Bool { a.rawValue < b.rawValue }
    }

    /// What the alert does to service. Drives ``ServiceStatus``.
    public enum Effect: String, Hashable, Sendable, Codable {
        case noService, reducedService, significantDelays
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
    }

    public var id: ID
    public var title: String
    public var description: String
    public var severity: Severity
    public var effect: Effect
    public var affectedRoutes: [Route.ID]
    public var affectedStops: [Stop.ID]
    public var activePeriod: DateInterval?
    public var publishedAt: Date?
    public var url: URL?

    public init(id: ID, title: String, description: String = "", severity: Severity = .medium,
                effect: Effect = .unknown, affectedRoutes: [Route.ID] = [],
                affectedStops: [Stop.ID] = [], activePeriod: DateInterval? = nil,
                publishedAt: Date? = nil, url: URL? = nil)
    {
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
        case let (x?, y?) where x != y: return x > y
        case (nil, _?): return false
        case (_?, nil): return true
        default: return a.id < b.id
        }
    }
}
