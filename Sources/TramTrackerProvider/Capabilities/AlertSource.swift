import TransitKitCore

extension TramTrackerClient: AlertSource {
    /// Disruption and special-event notices for `routes`, scoped and merged by the core's rule
    /// (only alerts naming an asked route, one per message, high severity first).
    ///
    /// The RestService has no alerts call: the notices ride on predictions. So for each route
    /// this asks for its stops (GetRouteStopsByRoute) and then the predictions at its first
    /// stop for that route — two requests per route, run concurrently. A route whose requests
    /// fail fails the call, naming the route. Use ``alerts(at:routes:)`` when you already know
    /// a stop.
    public func alerts(for routes: [Route.ID]) async throws(TransitError) -> [ServiceAlert] {
        let operation = "GetRouteStopsByRoute"
        let routes = try routes.requiredIDs(field: "routes", provider: Self.providerID, operation: operation)
        let perRoute = try await routes.concurrentMap(limit: Self.stopConcurrency, provider: Self.providerID) {
            (route: Route.ID) throws(TransitError) -> [ServiceAlert] in
            do throws(TransitError) {
                guard let first = try await self.stops(on: route).first else { return [] }
                return try await self.nextTrams(at: [first.id], routes: [route]).alerts
            } catch {
                var error = error
                if error.kind != .cancelled { error.detail = "route \(route): " + (error.detail ?? error.kind.description) }
                throw error
            }
        }
        return TramTrackerMapper.ordered(perRoute.flatMap { $0 }.scoped(to: routes))
    }

    /// The notices on the predictions at `stops` (see ``nextTrams(at:routes:lowFloorOnly:)``):
    /// with `routes`, only those routes' predictions are read, so only their notices come back.
    public func alerts(at stops: [Stop.ID], routes: [Route.ID]? = nil) async throws(TransitError) -> [ServiceAlert] {
        try await nextTrams(at: stops, routes: routes).alerts
    }
}
