import TransitKitCore

extension TramTrackerClient: RouteCatalog {
    /// GetRouteSummaries: every route, by number ("3" < "3a" < "11"). Route ids are the
    /// `RouteNo` text the other calls take.
    public func routes() async throws -> [Route] {
        let summaries = try await list(WireRouteSummary.self, .routeSummaries).value
        var byID: [Route.ID: (route: Route, isMain: Bool)] = [:]
        for summary in summaries {
            let route = RouteMapping.route(summary)
            let isMain = summary.IsMainRoute ?? true
            if let existing = byID[route.id], existing.isMain || !isMain { continue }
            byID[route.id] = (route, isMain)
        }
        return byID.values.map(\.route).sorted { RouteMapping.routeOrder($0.id, $1.id) }
    }

    /// GetDestinationsForRoute: `up` and `down`, named after where they go.
    public func directions(of route: Route.ID) async throws -> [Direction] {
        let routeNo = try RequestBuilder.pathID(route.rawValue, field: "route", operation: "GetDestinationsForRoute")
        let endpoint = TramTrackerEndpoint.destinations(routeNo: routeNo)
        guard let wire = try await single(WireRouteDestinations.self, endpoint).value else {
            throw TransitError(.notFound, provider: Self.providerID, operation: endpoint.method,
                               detail: "route \(routeNo): responseObject is empty")
        }
        return [RouteMapping.upDirection(wire.UpDestination), RouteMapping.downDirection(wire.DownDestination)]
    }

    /// GetListOfStopsByRouteNoAndDirection. `direction` is `up` or `down` (from
    /// ``directions(of:)``).
    public func stops(on route: Route.ID, direction: Direction.ID) async throws -> [Stop] {
        let operation = "GetListOfStopsByRouteNoAndDirection"
        let routeNo = try RequestBuilder.pathID(route.rawValue, field: "route", operation: operation)
        let isUp: Bool
        switch direction.rawValue.lowercased() {
        case "up", "true": isUp = true
        case "down", "false": isUp = false
        default: throw Self.invalid(operation, "direction: \"\(direction)\" is not up or down")
        }
        let wire = try await list(WireRouteStop.self, .stopsByDirection(routeNo: routeNo, isUp: isUp)).value
        let named = isUp ? Direction(id: RouteMapping.up, name: "Up") : Direction(id: RouteMapping.down, name: "Down")
        return wire.map { StopMapping.stop($0, route: Route.ID(routeNo), direction: named, timeZone: Self.melbourne) }
    }

    /// GetRouteStopsByRoute: the stops of both directions, each marked up or down by `UpStop`.
    public func stops(on route: Route.ID) async throws(TransitError) -> [Stop] {
        let routeNo = try RequestBuilder.pathID(route.rawValue, field: "route", operation: "GetRouteStopsByRoute")
        let wire = try await list(WireRouteStop.self, .routeStops(routeNo: routeNo)).value
        return wire.map { StopMapping.stop($0, route: Route.ID(routeNo), direction: nil, timeZone: Self.melbourne) }
    }
}
