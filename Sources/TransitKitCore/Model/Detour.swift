import Foundation

/// A detour: buses of some routes and directions leave their usual path for a while.
///
/// Providers that publish detours on their own (CTA Bus Tracker v3's `getdetours`) build one;
/// ``alert`` shows it where riders read alerts, with ``ServiceAlert/detour`` pointing back.
///
/// ```swift
/// let detours = try await cta.detours(for: ["53"])
/// for detour in detours where detour.state == .active {
///     print(detour.description, detour.affected.map(\.route))
/// }
/// ```
public struct Detour: Hashable, Sendable, Codable, Identifiable {
    /// The provider's identifier (a GUID on CTA), stable across versions.
    public typealias ID = Identifier<Detour>

    /// Whether the detour still applies. Providers keep cancelled and expired detours listed.
    public enum State: String, Hashable, Sendable, Codable {
        /// In force (within its dates).
        case active
        /// Withdrawn by the agency.
        case cancelled
    }

    /// One route and, when the provider says, one direction of it that the detour moves.
    public struct Affected: Hashable, Sendable, Codable {
        /// The route.
        public var route: Route.ID
        /// The direction, as the provider's direction id; nil for both directions.
        public var direction: Direction.ID?

        /// Creates a route (and direction) the detour affects.
        public init(route: Route.ID, direction: Direction.ID? = nil) {
            self.route = route
            self.direction = direction
        }
    }

    /// How one pattern is replaced, where the provider gives it (CTA's `getenhanceddetours`).
    public struct Reroute: Hashable, Sendable, Codable {
        /// The usual pattern's id.
        public var originalPattern: String?
        /// The pattern buses follow instead.
        public var detourPattern: String?
        /// The last usual stop before the detour.
        public var firstStop: Stop.ID?
        /// The first usual stop after it.
        public var lastStop: Stop.ID?
        /// Stops served only during the detour (added), in order.
        public var replacementStops: [Stop]
        /// The way buses go instead, in travel order (CTA's `encpl`, decoded); nil when the
        /// provider gives none or it cannot be read.
        public var path: [Coordinate]?

        /// Creates a reroute.
        public init(
            originalPattern: String? = nil, detourPattern: String? = nil, firstStop: Stop.ID? = nil,
            lastStop: Stop.ID? = nil, replacementStops: [Stop] = []
        ) {
            self.originalPattern = originalPattern
            self.detourPattern = detourPattern
            self.firstStop = firstStop
            self.lastStop = lastStop
            self.replacementStops = replacementStops
        }
    }

    /// The provider's identifier.
    public var id: ID
    /// Only the newest version is published; a higher number means the detour changed.
    public var version: Int
    /// Active or cancelled.
    public var state: State
    /// What a rider reads ("Pulaski and Diversey").
    public var description: String
    /// The routes and directions moved.
    public var affected: [Affected]
    /// When the detour starts, if the provider says.
    public var start: Date?
    /// When it ends, if the provider says.
    public var end: Date?
    /// When the provider last changed it.
    public var modifiedAt: Date?
    /// Pattern replacements and the stops they add (empty unless the provider details them).
    public var reroutes: [Reroute]

    /// Creates a detour.
    public init(
        id: ID, version: Int = 1, state: State = .active, description: String, affected: [Affected] = [],
        start: Date? = nil, end: Date? = nil, modifiedAt: Date? = nil, reroutes: [Reroute] = []
    ) {
        self.id = id
        self.version = version
        self.state = state
        self.description = description
        self.affected = affected
        self.start = start
        self.end = end
        self.modifiedAt = modifiedAt
        self.reroutes = reroutes
    }

    /// The routes moved, each once, in the provider's order.
    public var routes: [Route.ID] {
        var seen: [Route.ID] = []
        for entry in affected where !seen.contains(entry.route) { seen.append(entry.route) }
        return seen
    }

    /// True when the detour is active and `date` falls within its dates (open ends count).
    public func isInEffect(at date: Date) -> Bool {
        guard state == .active else { return false }
        if let start, date < start { return false }
        if let end, date > end { return false }
        return true
    }

    /// The detour as a service alert (effect `.detour`, the detour's routes, its dates as the
    /// active period), with ``ServiceAlert/detour`` set to it.
    public var alert: ServiceAlert {
        var period: DateInterval?
        if let start, let end, end >= start { period = DateInterval(start: start, end: end) }
        var alert = ServiceAlert(
            id: ServiceAlert.ID("detour-\(id.rawValue)"), title: description.isEmpty ? "Detour" : description,
            description: description, severity: .medium, effect: .detour, affectedRoutes: routes,
            activePeriod: period, publishedAt: modifiedAt)
        alert.detour = self
        return alert
    }
}
