import TransitKitCore

extension CTABusTrackerClient: RouteCatalog {
    /// Every route, in CTA's own order ("4", "X4", "8", "8A"…).
    public func routes() async throws(TransitError) -> [Route] {
        CTAResponses.routes(try await fetch(.getroutes)).value
    }

    /// The directions of one route. v2 sends names only, which are also the ids; v3 sends both.
    public func directions(of route: Route.ID) async throws(TransitError) -> [Direction] {
        CTAResponses.directions(try await fetch(.getdirections, [("rt", route.rawValue)])).value
    }

    /// The stops of `route` in `direction`, in travel order.
    ///
    /// `getstops` answers alphabetically, so the client also fetches the route's patterns (two
    /// calls, at once) and orders the stops along the longest pattern in that direction. Stops
    /// no pattern lists follow, alphabetically; if patterns are unavailable the alphabetical
    /// list is returned as is.
    public func stops(on route: Route.ID, direction: Direction.ID) async throws(TransitError) -> [Stop] {
        let client = self
        async let patternAnswer: CTARawAnswer? = try? client.fetch(.getpatterns, [("rt", route.rawValue)])
        let answer = try await fetch(.getstops, [("rt", route.rawValue), ("dir", direction.rawValue)])
        let named = Direction(id: direction, name: CTAMapper.trim(direction.rawValue))
        let stops = CTAResponses.stops(answer, route: route, direction: named).value
        guard let patterns = await patternAnswer else { return stops }
        return CTAMapper.ordered(stops, by: CTAResponses.patterns(patterns).value, direction: direction)
    }

    /// Stops by id (v3 only; `.unsupported` on v2 before any request), batched by 10.
    public func stops(ids: [Stop.ID]) async throws(TransitError) -> [Stop] {
        try requireV3("getstops by stpid")
        let answers = try await fetchBatched(.getstops, ids: ids.map(\.rawValue), name: "stpid")
        return answers.flatMap { CTAResponses.stops($0).value }
    }
}
