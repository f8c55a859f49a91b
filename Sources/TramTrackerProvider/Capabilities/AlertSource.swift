import TransitKitCore

extension TramTrackerClient: AlertSource {
    /// Disruption and special-event notices for `routes`.
    ///
    /// The RestService has no alerts call: the notices ride on predictions. So for each route
    /// this asks for its stops (GetRouteStopsByRoute) and then the predictions at its first
    /// stop for that route, and keeps the notices naming the route — two requests per route,
    /// run concurrently. Use ``alerts(at:routes:)`` when you already know a stop.
    public func alerts(for routes: [Route.ID]) async throws -> [ServiceAlert] {
        var unique: [Route.ID] = []
        for route in routes where !unique.contains(route) { unique.append(route) }
        let perRoute = try await unique.concurrentMap(limit: Self.stopConcurrency, provider: Self.providerID) {
            (route: Route.ID) throws(TransitError) -> [ServiceAlert] in
            guard let first = try await self.stops(on: route).first else { return [] }
            return try await self.nextTrams(at: [first.id], routes: [route]).alerts
        }
        return AlertMapping.merge(perRoute.flatMap { $0 })
    }

    /// The notices on the predictions at `stops` (see ``nextTrams(at:routes:lowFloorOnly:)``).
    public func alerts(at stops: [Stop.ID], routes: [Route.ID]? = nil) async throws(TransitError) -> [ServiceAlert] {
        try await nextTrams(at: stops, routes: routes).alerts
    }
}
