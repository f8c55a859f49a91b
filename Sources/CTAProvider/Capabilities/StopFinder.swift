import TransitKitCore

extension CTABusTrackerClient: StopIndexBacked {
    /// Every stop of the network, for ``stopIndex``: `getroutes` (1 request), `getdirections`
    /// per route, then `getstops` per route and direction — 1 + 124 + 248 = 373 requests for
    /// the 124 routes of the recorded getroutes, each running two directions (Docs/CTA.md). Up
    /// to ``Configuration/maxConcurrentRequests`` run at once; catalogue answers carry a day's
    /// cache lifetime, so with a `CacheMiddleware` in the transport a rebuild within the day
    /// costs nothing (a ``refreshStops()`` revalidates instead).
    ///
    /// A route or direction whose call fails, or that CTA answers with a message, is a note on
    /// the index's status and the rest is indexed; the build fails only when every route (or
    /// every direction) failed, or when nothing was listed. A stop served by several routes or
    /// both directions is one stop in the index, with every route.
    public func stopCatalogue() async throws(TransitError) -> StopCatalogue {
        let client = self
        let limit = configuration.maxConcurrentRequests
        let routes = CTAMapper.routes(try await fetch(.getroutes))
        let directions = try await routes.gather(limit: limit, provider: providerID, subjects: { [.route($0.id)] }) {
            (route) throws(TransitError) -> (pairs: [RouteDirection], notes: [ProviderNote]) in
            let answer = try await client.fetch(.getdirections, [("rt", route.id.rawValue)])
            return (CTAMapper.directions(answer).map { RouteDirection(route: route.id, direction: $0) }, answer.notes)
        }
        let pairs = directions.values.flatMap(\.pairs)
        let stops = try await pairs.gather(limit: limit, provider: providerID, subjects: { [.route($0.route)] }) {
            (pair) throws(TransitError) -> (stops: [Stop], notes: [ProviderNote]) in
            let answer = try await client.fetch(.getstops, [("rt", pair.route.rawValue), ("dir", pair.direction.id.rawValue)])
            return (CTAMapper.stops(answer, route: pair.route, direction: pair.direction), answer.notes)
        }
        return StopCatalogue(
            stops: stops.values.flatMap(\.stops), requests: 1 + routes.count + pairs.count,
            notes: directions.notes + directions.values.flatMap(\.notes)
                + stops.notes + stops.values.flatMap(\.notes))
    }

    /// One direction of one route: what a `getstops` call is asked for.
    struct RouteDirection: Sendable {
        let route: Route.ID
        let direction: Direction
    }
}
