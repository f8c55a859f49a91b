import Foundation
import TransitKitCore

/// Watches a saved route: its status colour with the alerts behind it, and the live vehicles
/// on its lines, refreshed every 20 s (the seed app's rate) on an injected clock.
///
/// Each refresh asks every line separately and at once; a line that fails is reported in
/// ``RouteUpdate/failures`` while the others still update. The sequence fetches only when the
/// consumer asks for the next update, so it stops the moment the consumer stops.
///
/// ```swift
/// let monitor = try RouteMonitor(route: saved, provider: mta)
/// for try await update in monitor.updates() {
///     banner.show(update.status.colorName, buses: update.vehicles.count)
/// }
/// ```
public struct RouteMonitor: Sendable {
    /// The saved route this monitor watches.
    public let route: SavedRoute
    /// The time between refreshes (20 s unless given): each line's alerts and vehicles are
    /// fetched once per interval, on the provider's clock.
    public let interval: Duration
    private let alerts: (any AlertSource)?
    private let vehicles: (any VehicleSource)?
    private let shapeSource: (any RouteShapeSource)?
    private let clock: AnyClock
    private let now: Now
    private let providerName: String

    /// Throws `.unsupported` up front when the provider can answer neither alerts nor vehicles,
    /// and `.invalidArgument` when the route is invalid or belongs to another provider.
    /// `clock` defaults to the provider's own `TransitProvider/clock`.
    public init(
        route: SavedRoute, provider: any TransitProvider, interval: Duration = .seconds(20),
        clock: AnyClock? = nil, now: Now = .system
    ) throws(TransitError) {
        try route.validateForMonitoring()
        guard route.provider == provider.descriptor.id else {
            throw TransitError(
                .invalidArgument, provider: provider.descriptor.id, operation: "monitor route",
                detail: "route \"\(route.name)\" is saved for provider \(route.provider), not \(provider.descriptor.id)")
        }
        alerts = provider as? any AlertSource
        vehicles = provider as? any VehicleSource
        shapeSource = provider as? any RouteShapeSource
        guard alerts != nil || vehicles != nil else {
            throw TransitError(
                .unsupported, provider: provider.descriptor.id, operation: "monitor route",
                detail: "\(provider.descriptor.name) reports neither alerts nor vehicle positions")
        }
        self.route = route
        self.interval = interval
        self.clock = clock ?? provider.clock
        self.now = now
        self.providerName = provider.descriptor.name
    }

    /// The shapes of the route's lines, for a map (`GeoJSON.FeatureCollection(savedRoute:shapes:update:)`):
    /// none when the provider draws none; a line whose shape fails is in `failures` and the
    /// others are still drawn. Shapes do not move: ask once, not on every refresh.
    ///
    /// ```swift
    /// let (shapes, failures) = await monitor.shapes()
    /// let map = GeoJSON.FeatureCollection(savedRoute: monitor.route, shapes: shapes, update: await monitor.refresh())
    /// ```
    public func shapes() async -> (shapes: [RouteShape], failures: [(route: Route.ID, error: TransitError)]) {
        guard let shapeSource else { return ([], []) }
        var shapes: [RouteShape] = []
        var failures: [(route: Route.ID, error: TransitError)] = []
        for line in route.lines {
            do {
                shapes.append(try await shapeSource.shape(of: line.route))
            } catch {
                failures.append((line.route, error))
            }
        }
        return (shapes, failures)
    }

    /// Updates now and every `interval`, until the consumer stops.
    public func updates() -> Polling<RouteUpdate, AnyClock> {
        Polling(every: interval, clock: clock) { [self] in await refresh() }
    }

    /// One update: every line's alerts and vehicles, fetched concurrently.
    public func refresh() async -> RouteUpdate {
        let results = await withTaskGroup(of: LineResult.self) { group in
            for line in route.lines {
                group.addTask { await fetch(line) }
            }
            var results: [LineResult] = []
            for await result in group { results.append(result) }
            return results
        }
        let order = Dictionary(uniqueKeysWithValues: route.lines.enumerated().map { ($1.route, $0) })
        let sorted = results.sorted { (order[$0.route] ?? 0) < (order[$1.route] ?? 0) }
        return RouteUpdate(
            routeID: route.id, lines: sorted.map(\.status),
            vehicles: sorted.flatMap(\.vehicles), failures: sorted.flatMap(\.failures),
            refreshedAt: now.date())
    }

    private struct LineResult: Sendable {
        let route: Route.ID
        var status: RouteStatus
        var vehicles: [VehiclePosition] = []
        var failures: [RouteUpdate.Failure] = []
    }

    private func fetch(_ line: SavedRoute.Line) async -> LineResult {
        // Unknown until an alerts answer says otherwise: a failed or missing call is not "no alerts".
        var result = LineResult(route: line.route, status: .unknown(line.route))
        async let lineAlerts = capture { () async throws -> [ServiceAlert]? in try await alerts?.alerts(for: [line.route]) }
        async let lineVehicles = capture { () async throws -> [VehiclePosition]? in try await vehicles?.vehicles(on: [line.route]) }
        switch await lineAlerts {
        case .success(let found?): result.status = RouteStatus(route: line.route, alerts: found)
        case .success(nil): break
        case .failure(let error): result.failures.append(.init(route: line.route, what: "alerts", error: error, providerName: providerName))
        }
        switch await lineVehicles {
        case .success(let found):
            result.vehicles = (found ?? []).filter { vehicle in
                line.direction == nil || vehicle.direction == nil || vehicle.direction?.id == line.direction
            }
        case .failure(let error):
            result.failures.append(.init(route: line.route, what: "vehicles", error: error, providerName: providerName))
        }
        return result
    }

    private func capture<T: Sendable>(_ body: @Sendable () async throws -> T) async -> Result<T, TransitError> {
        do { return .success(try await body()) } catch let error as TransitError {
            return .failure(error)
        } catch {
            return .failure(TransitError(.transport, detail: String(describing: error), underlying: error))
        }
    }
}

/// What a ``RouteMonitor`` saw on one refresh.
///
/// It encodes as its stored fields plus the derived ``status``, ``statusKnown`` and
/// ``alerts``, so a reader of `transit routes status --json` needs no rule of its own.
public struct RouteUpdate: Sendable, Hashable, Encodable {
    /// One line's alerts or vehicles that could not be fetched.
    public struct Failure: Sendable, Hashable, CustomStringConvertible, Encodable {
        /// The line whose call failed.
        public let route: Route.ID
        /// "alerts" or "vehicles".
        public let what: String
        /// The developer's one-line description of the error (kind, operation, URL).
        public let message: String
        /// The error's `TransitError.Kind` as text ("transport",
        /// "rateLimited"), for logs and for telling passing trouble from a broken line.
        public let kind: String
        /// The error as one plain sentence for a rider (`TransitError.riderMessage(providerName:)`).
        public let riderMessage: String

        init(route: Route.ID, what: String, error: TransitError, providerName: String) {
            self.route = route
            self.what = what
            self.message = error.description
            self.kind = error.kind.description
            self.riderMessage = error.riderMessage(providerName: providerName)
        }

        /// JSON carries the rider's sentence and the kind; ``message``, the developer's
        /// description, is for logs.
        private enum CodingKeys: String, CodingKey { case route, what, kind, riderMessage }

        /// `route what: message`, e.g. `"MTA NYCT_B63 vehicles: transport error …"`.
        public var description: String { "\(route) \(what): \(message)" }
    }

    /// The saved route this update is about.
    public let routeID: SavedRoute.ID
    /// Each line's status, in the saved order.
    public let lines: [RouteStatus]
    /// The buses of every line (in its saved direction, when one is set), as the provider
    /// reported them on this refresh.
    public let vehicles: [VehiclePosition]
    /// The calls that failed this time; the other lines' answers are still in the update.
    public let failures: [Failure]
    /// When the refresh finished, from the monitor's injected clock: how old the update is.
    public let refreshedAt: Date

    /// False when `status` is `ServiceStatus.unknown`: the provider has no alerts, or a line's
    /// alerts failed and no other line is red.
    public var statusKnown: Bool { status.isKnown }

    /// The worst status of any line (`ServiceStatus`'s order): red if any line is disrupted,
    /// else unknown if any line's alerts could not be fetched, else yellow if any is altered —
    /// never green unless every line answered green.
    public var status: ServiceStatus { lines.map(\.status).max() ?? .unknown }

    /// The alerts behind `status`, de-duplicated across lines, highest priority first.
    public var alerts: [ServiceAlert] {
        var seen = Set<ServiceAlert.ID>()
        return lines.flatMap(\.alerts).filter { seen.insert($0.id).inserted }.sorted(by: ServiceAlert.byPriority)
    }

    private enum CodingKeys: String, CodingKey {
        case routeID, status, statusKnown, lines, alerts, vehicles, failures, refreshedAt
    }

    /// The stored fields and the derived ``status``, ``statusKnown`` and ``alerts``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(routeID, forKey: .routeID)
        try container.encode(status, forKey: .status)
        try container.encode(statusKnown, forKey: .statusKnown)
        try container.encode(lines, forKey: .lines)
        try container.encode(alerts, forKey: .alerts)
        try container.encode(vehicles, forKey: .vehicles)
        try container.encode(failures, forKey: .failures)
        try container.encode(refreshedAt, forKey: .refreshedAt)
    }
}
