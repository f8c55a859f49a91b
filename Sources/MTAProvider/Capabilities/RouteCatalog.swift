import Foundation
import TransitKitCore

extension MTABusTimeClient: RouteCatalog {
    /// Routes of every agency in ``Configuration/agencies`` (MTA NYCT and MTABC), in the
    /// order the server lists them. Also refreshes the routes short ids are looked up in.
    public func routes() async throws(TransitError) -> [Route] {
        let routes = try await fetchRoutes()
        await directory.keep(routes)
        return routes
    }

    /// routes-for-agency of each configured agency, asked concurrently, in configuration order.
    func fetchRoutes() async throws(TransitError) -> [Route] {
        try await configuration.agencies.concurrentMap(limit: configuration.maxConcurrentRequests, provider: Self.providerID) {
            agency throws(TransitError) in try await self.routes(of: agency)
        }.flatMap { $0 }
    }

    /// routes-for-agency (`MTA NYCT` is sent as `MTA%20NYCT`).
    public func routes(of agency: Agency.ID) async throws(TransitError) -> [Route] {
        let endpoint = MTAEndpoint(.routesForAgency(agency), configuration: configuration, as: MTAWireWhereRouteList.self)
        return try await http.perform(endpoint).list.map(MTAMapper.route)
    }

    /// One route (route/{id}); `B63` or `MTA NYCT_B63`.
    public func route(_ id: Route.ID) async throws(TransitError) -> Route {
        let line = try await line(for: id, operation: "route")
        let endpoint = MTAEndpoint(.route(line), configuration: configuration, as: MTAWireWhereEntry<MTAWireWhereRoute>.self)
        return MTAMapper.route(try await http.perform(endpoint).entry)
    }

    /// Directions from stops-for-route's stop groups: id "0"/"1" (GTFS direction), named by
    /// destination, "0" first.
    public func directions(of route: Route.ID) async throws(TransitError) -> [Direction] {
        try await stopsForRoute(route).branches.compactMap(\.direction)
    }

    /// Stops of one direction in travel order.
    public func stops(on route: Route.ID, direction: Direction.ID) async throws(TransitError) -> [Stop] {
        let shape = try await stopsForRoute(route)
        guard let branch = shape.branches.first(where: { $0.direction?.id == direction }) else {
            throw TransitError(
                .notFound, provider: Self.providerID, operation: "stops-for-route",
                detail: "route \(route) has no direction \"\(direction)\" (has \(shape.branches.compactMap(\.direction?.id.rawValue)))")
        }
        return branch.stops
    }

    /// Agencies the server covers (agencies-with-coverage), JSON or XML per
    /// ``Configuration/whereFormat``; v1 and v2 shapes both read.
    public func agenciesWithCoverage() async throws(TransitError) -> [MTAAgencyCoverage] {
        let endpoint = MTAEndpoint(.agenciesWithCoverage, configuration: configuration, as: MTAWireWhereAgenciesWithCoverage.self)
        return MTAMapper.coverage(try await http.perform(endpoint))
    }

    /// Routes whose short name, long name or id contain `text` (see ``MTARouteSearch``).
    public func searchRoutes(_ text: String) async throws(TransitError) -> [Route] {
        MTARouteSearch.filter(try await routes(), matching: text)
    }
}
