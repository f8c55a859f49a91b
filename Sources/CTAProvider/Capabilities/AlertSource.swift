import TransitKitCore

extension CTABusTrackerClient: AlertSource {
    /// Service bulletins of `routes` (10 routes per call, concurrently): only bulletins that
    /// name one of the routes (any case) or the whole network, one per bulletin name with the
    /// routes and stops of every copy, high priority first. CTA also answers with bulletins of
    /// other routes (`rt=74` brings route 126's reroute); they are left out, so they never
    /// colour the routes asked for. An empty list is `.invalidArgument` before any request.
    /// See Docs/CTA.md for how priority and effect are chosen.
    public func alerts(for routes: [Route.ID]) async throws(TransitError) -> [ServiceAlert] {
        let call = CTACall.getservicebulletins
        let routes = try routes.requiredIDs(field: "routes", provider: providerID, operation: call.rawValue)
        let answers = try await fetchAll(call, "rt", CTAEndpoint.routeIDs(routes))
        return try CTAMapper.alerts(answers).scoped(to: routes)
    }

    /// Bulletins for one route, optionally narrowed to a direction and then a stop; scoped to
    /// the route like ``alerts(for:)``.
    public func alerts(
        route: Route.ID, direction: Direction.ID? = nil, stop: Stop.ID? = nil
    ) async throws(TransitError)
        -> [ServiceAlert]
    {
        let call = CTACall.getservicebulletins
        if stop != nil, direction == nil {
            throw TransitError(
                .invalidArgument, provider: providerID, operation: call.rawValue,
                detail: "a stop needs a direction too (rt + rtdir + stpid)")
        }
        let routes = try [route].requiredIDs(field: "route", provider: providerID, operation: call.rawValue)
        var query = [("rt", CTAEndpoint.routeParameter(routes))]
        if let direction { query.append(("rtdir", direction.rawValue)) }
        if let stop { query.append(("stpid", stop.rawValue)) }
        return try CTAMapper.alerts(try await fetch(call, query)).scoped(to: routes)
    }

    /// Bulletins for stops (10 per call), one per bulletin name, high priority first. An empty
    /// list is `.invalidArgument` before any request.
    public func alerts(atStops stops: [Stop.ID]) async throws(TransitError) -> [ServiceAlert] {
        let call = CTACall.getservicebulletins
        let stops = try stops.requiredIDs(field: "stops", provider: providerID, operation: call.rawValue)
        let answers = try await fetchAll(call, "stpid", stops)
        return try CTAMapper.alerts(answers).merged()
    }
}
