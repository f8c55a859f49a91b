import Foundation
import TransitKitCore

/// What GetStopsAndRoutesUpdatesSince says changed since a date: stops and routes updated or
/// deleted. It names them only; the new details come from GetStopInformation and the route
/// calls, which ``TramTrackerClient/refreshStops(since:)`` makes for you.
///
/// ```swift
/// let changes = try await tram.changes(since: lastSync)
/// for id in changes.removedStops { print("stop \(id) is gone") }
/// lastSync = changes.serverTime ?? Date()      // ask from here next time
/// ```
public struct TramTrackerChanges: Hashable, Sendable, Codable {
    /// Stops whose details changed (or that are new), in id order.
    public var updatedStops: [Stop.ID]
    /// Stops taken out of service, in id order.
    public var removedStops: [Stop.ID]
    /// Routes whose details or stops changed, in route order.
    public var updatedRoutes: [Route.ID]
    /// Routes taken out of service, in route order.
    public var removedRoutes: [Route.ID]
    /// The server's clock when it answered (`timeResponded`): the date to ask from next time,
    /// so nothing changed while the answer travelled is missed.
    public var serverTime: Date?
    /// The moment asked about, as sent (a day asked for is its midnight in Melbourne); nil for
    /// a value not fetched by ``TramTrackerClient``.
    public var since: Date?

    /// True when the answer names no change at all.
    public var isEmpty: Bool {
        updatedStops.isEmpty && removedStops.isEmpty && updatedRoutes.isEmpty && removedRoutes.isEmpty
    }

    /// Every list is optional, for tests and hand-built values.
    public init(
        updatedStops: [Stop.ID] = [], removedStops: [Stop.ID] = [], updatedRoutes: [Route.ID] = [],
        removedRoutes: [Route.ID] = [], serverTime: Date? = nil
    ) {
        self.updatedStops = updatedStops
        self.removedStops = removedStops
        self.updatedRoutes = updatedRoutes
        self.removedRoutes = removedRoutes
        self.serverTime = serverTime
    }
}
