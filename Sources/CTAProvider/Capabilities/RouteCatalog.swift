import TransitKitCore

extension CTABusTrackerClient: RouteCatalog {
    /// Every route, in CTA's own order ("4", "X4", "8", "8A"…).
    public func routes() async throws(TransitError) -> [Route] {
        CTAMapper.routes(try await fetch(.getroutes))
    }

    /// The directions of one route (any case). v2 sends names only, which are also the ids;
    /// v3 sends both.
    public func directions(of route: Route.ID) async throws(TransitError) -> [Direction] {
        let route = try Self.oneRoute(route, operation: .getdirections)
        return CTAMapper.directions(try await fetch(.getdirections, [("rt", route.rawValue)]))
    }

    /// The stops of `route` (any case) in `direction`, in travel order.
    ///
    /// `getstops` answers alphabetically, so the client also fetches the route's patterns (two
    /// calls, at once) and orders the stops along the longest pattern in that direction. Stops
    /// no pattern lists follow, alphabetically; if patterns are unavailable the alphabetical
    /// list is returned as is.
    public func stops(on route: Route.ID, direction: Direction.ID) async throws(TransitError) -> [Stop] {
        let asked = try Self.oneRoute(route, operation: .getstops)
        let client = self
        async let patternAnswer: CTAAnswer? = try? client.fetch(.getpatterns, [("rt", asked.rawValue)])
        let answer = try await fetch(.getstops, [("rt", asked.rawValue), ("dir", direction.rawValue)])
        let named = Direction(id: direction, name: CTAMapper.trim(direction.rawValue))
        let stops = CTAMapper.stops(answer, route: asked, direction: named)
        guard let patterns = await patternAnswer else { return stops }
        return CTAMapper.ordered(stops, by: CTAMapper.patterns(patterns), direction: direction)
    }

    /// Stops by id (v3 only; `.unsupported` on v2 before any request), 10 per call. An empty
    /// list is `.invalidArgument` before any request; a failing call fails the whole answer.
    public func stops(ids: [Stop.ID]) async throws(TransitError) -> [Stop] {
        try requireV3("getstops by stpid")
        let ids = try ids.requiredIDs(field: "stops", provider: providerID, operation: CTACall.getstops.rawValue)
        return try await fetchAll(.getstops, "stpid", ids).flatMap { CTAMapper.stops($0) }
    }

    /// One route as CTA writes it (trimmed, upper-case); a blank one is `.invalidArgument`
    /// before any request.
    static func oneRoute(_ route: Route.ID, operation: CTACall) throws(TransitError) -> Route.ID {
        let routes = try [route].requiredIDs(field: "route", provider: providerID, operation: operation.rawValue)
        return CTAEndpoint.routeIDs(routes).first ?? route
    }
}
