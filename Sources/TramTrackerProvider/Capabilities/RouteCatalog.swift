import TransitKitCore

extension TramTrackerClient: RouteCatalog {
    /// GetRouteSummaries: every route, by number ("3" < "3a" < "11"). Route ids are the
    /// `RouteNo` text the other calls take.
    public func routes() async throws(TransitError) -> [Route] {
        TramTrackerMapper.routes(try await perform(.routeSummaries))
    }

    /// GetDestinationsForRoute: `up` and `down`, named after where they go. `.notFound` when
    /// the answer is empty.
    public func directions(of route: Route.ID) async throws(TransitError) -> [Direction] {
        let routeNo = try TramTrackerCall.pathID(
            route.rawValue, field: "route",
            operation: "GetDestinationsForRoute")
        return try TramTrackerMapper.directions(try await perform(.destinations(route: routeNo)), route: routeNo)
    }

    /// GetDestinationsForAllRoutes: every route's `up` and `down` directions in ONE request,
    /// where ``directions(of:)`` costs one request per route.
    ///
    /// ```swift
    /// let all = try await tram.directionsOfAllRoutes()
    /// all["78"]   // [To North Richmond (up), To Balaclava (down)]
    /// ```
    public func directionsOfAllRoutes() async throws(TransitError) -> [Route.ID: [Direction]] {
        TramTrackerMapper.allDirections(try await perform(.destinationsForAllRoutes))
    }

    /// GetListOfStopsByRouteNoAndDirection. `direction` is `up` or `down` (from
    /// ``directions(of:)``).
    public func stops(on route: Route.ID, direction: Direction.ID) async throws(TransitError) -> [Stop] {
        let operation = "GetListOfStopsByRouteNoAndDirection"
        let routeNo = try TramTrackerCall.pathID(route.rawValue, field: "route", operation: operation)
        let isUp = try TramTrackerCall.isUp(direction, operation: operation)
        let reply = try await perform(.stopsByDirection(route: routeNo, isUp: isUp), as: TramTrackerWireRouteStop.self)
        return TramTrackerMapper.stops(reply, route: Route.ID(routeNo), isUp: isUp, timeZone: Self.melbourne)
    }

    /// GetRouteStopsByRoute: the stops of both directions, each marked up or down by `UpStop`.
    public func stops(on route: Route.ID) async throws(TransitError) -> [Stop] {
        try await listedStops(on: route).map(\.stop)
    }

    /// GetRouteStopsByRoute's stops with what each listing lacked (a place, a name), which the
    /// stop index completes from GetStopInformation.
    func listedStops(on route: Route.ID) async throws(TransitError) -> [TramTrackerMapper.ListedStop] {
        let routeNo = try TramTrackerCall.pathID(route.rawValue, field: "route", operation: "GetRouteStopsByRoute")
        let reply = try await perform(.routeStops(route: routeNo), as: TramTrackerWireRouteStop.self)
        return reply.items.map { TramTrackerMapper.listed($0, route: Route.ID(routeNo), timeZone: Self.melbourne) }
    }
}
