import TransitKitCore

extension TramTrackerClient: RouteCatalog {
    /// GetRouteSummaries: every route, by number ("3" < "3a" < "11"). Route ids are the
    /// `RouteNo` text the other calls take.
    public func routes() async throws(TransitError) -> [Route] {
        TramTrackerMapper.routes(try await perform(.routeSummaries(configuration)))
    }

    /// GetDestinationsForRoute: `up` and `down`, named after where they go. `.notFound` when
    /// the answer is empty.
    public func directions(of route: Route.ID) async throws(TransitError) -> [Direction] {
        let routeNo = try TramTrackerArguments.pathID(
            route.rawValue, field: "route",
            operation: TramTrackerMethod.destinations.rawValue)
        return try TramTrackerMapper.directions(try await perform(.destinations(routeNo: routeNo, configuration)), route: routeNo)
    }

    /// GetListOfStopsByRouteNoAndDirection. `direction` is `up` or `down` (from
    /// ``directions(of:)``).
    public func stops(on route: Route.ID, direction: Direction.ID) async throws(TransitError) -> [Stop] {
        let operation = TramTrackerMethod.stopsByDirection.rawValue
        let routeNo = try TramTrackerArguments.pathID(route.rawValue, field: "route", operation: operation)
        let isUp = try TramTrackerArguments.isUp(direction, operation: operation)
        let reply = try await perform(.stopsByDirection(routeNo: routeNo, isUp: isUp, configuration))
        return TramTrackerMapper.stops(reply, route: Route.ID(routeNo), isUp: isUp, timeZone: Self.melbourne)
    }

    /// GetRouteStopsByRoute: the stops of both directions, each marked up or down by `UpStop`.
    public func stops(on route: Route.ID) async throws(TransitError) -> [Stop] {
        try await listedStops(on: route).map(\.stop)
    }

    /// GetRouteStopsByRoute's stops with what each listing lacked (a place, a name), which the
    /// stop index completes from GetStopInformation.
    func listedStops(on route: Route.ID) async throws(TransitError) -> [TramTrackerMapper.ListedStop] {
        let routeNo = try TramTrackerArguments.pathID(route.rawValue, field: "route", operation: TramTrackerMethod.routeStops.rawValue)
        let reply = try await perform(.routeStops(routeNo: routeNo, configuration))
        return reply.items.map { TramTrackerMapper.listed($0, route: Route.ID(routeNo), timeZone: Self.melbourne) }
    }
}
