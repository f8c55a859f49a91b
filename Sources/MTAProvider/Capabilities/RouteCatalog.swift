import Foundation
import TransitKitCore

extension MTABusTimeClient: RouteCatalog {
    /// Routes of every agency in ``Configuration/agencies`` (MTA NYCT and MTABC), in the
    /// order the server lists them. Also refreshes the routes short ids are looked up in.
    public func routes() async throws -> [Route] {
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
        let endpoint = try MTAEndpoint.where(MTAWireWhereRouteList.self, configuration, "routes-for-agency", id: agency.rawValue)
        return try await http.perform(endpoint).data.list.map(MTAMapper.route)
    }

    /// One route (route/{id}); `B63` or `MTA NYCT_B63`.
    public func route(_ id: Route.ID) async throws(TransitError) -> Route {
        let line = try await line(for: id, operation: "route")
        let endpoint = try MTAEndpoint.where(MTAWireWhereEntry<MTAWireWhereRoute>.self, configuration, "route", id: line.rawValue)
        return MTAMapper.route(try await http.perform(endpoint).data.entry)
    }

    /// Directions from stops-for-route's stop groups: id "0"/"1" (GTFS direction), named by
    /// destination, "0" first.
    public func directions(of route: Route.ID) async throws -> [Direction] {
        try await stopsForRoute(route).branches.compactMap(\.direction)
    }

    /// Stops of one direction in travel order.
    public func stops(on route: Route.ID, direction: Direction.ID) async throws -> [Stop] {
        let shape = try await stopsForRoute(route)
        guard let branch = shape.branches.first(where: { $0.direction?.id == direction }) else {
            throw TransitError(.notFound, provider: Self.providerID, operation: "stops-for-route",
                               detail: "route \(route) has no direction \"\(direction)\" (has \(shape.branches.compactMap(\.direction?.id.rawValue)))")
        }
        return branch.stops
    }

    /// Agencies the server covers (agencies-with-coverage), JSON or XML per
    /// ``Configuration/whereFormat``; v1 and v2 shapes both read.
    public func agenciesWithCoverage() async throws(TransitError) -> [MTAAgencyCoverage] {
        let endpoint = try MTAEndpoint.where(MTAWireWhereAgenciesWithCoverage.self, configuration, "agencies-with-coverage")
        return MTAMapper.coverage(try await http.perform(endpoint).data)
    }

    /// One stop by id (stop/{id}).
    public func stop(_ id: Stop.ID) async throws(TransitError) -> Stop {
        let endpoint = try MTAEndpoint.where(MTAWireWhereEntry<MTAWireWhereStop>.self, configuration, "stop", id: id.rawValue)
        return MTAMapper.stop(try await http.perform(endpoint).data.entry)
    }

    /// Stops near a point (stops-for-location): within `radius` metres, or matching a stop
    /// `code`. `maxCount` is capped at 250 by the server, which then sets `limitExceeded`.
    public func stops(near coordinate: Coordinate, radius: Double? = nil, code: String? = nil,
                      maxCount: Int? = nil) async throws(TransitError) -> MTANearbyStops
    {
        let operation = "stops-for-location"
        guard coordinate.isValid else {
            throw TransitError(.invalidArgument, provider: Self.providerID, operation: operation,
                               detail: "coordinate (\(coordinate.latitude), \(coordinate.longitude)) is out of range")
        }
        // A NaN or negative radius would be sent as "nan" / "-5.0" and answered with a 400 or a
        // silent default; say what is wrong before any request.
        if let radius, !(radius.isFinite && radius > 0) {
            throw TransitError(.invalidArgument, provider: Self.providerID, operation: operation,
                               detail: "radius: \(radius) must be a positive number of metres")
        }
        if let maxCount, maxCount <= 0 {
            throw TransitError(.invalidArgument, provider: Self.providerID, operation: operation,
                               detail: "maxCount: \(maxCount) must be positive (the server caps it at 250)")
        }
        var query = [("lat", String(coordinate.latitude)), ("lon", String(coordinate.longitude))]
        if let radius { query.append(("radius", String(radius))) }
        if let code { query.append(("query", code)) }
        if let maxCount { query.append(("maxCount", String(maxCount))) }
        let endpoint = try MTAEndpoint.where(MTAWireWhereStopList.self, configuration, operation, query: query)
        let data = try await http.perform(endpoint).data
        return MTANearbyStops(stops: data.list.map { MTAMapper.stop($0) },
                              limitExceeded: data.limitExceeded?.value ?? false,
                              outOfRange: data.outOfRange?.value ?? false)
    }

    /// Routes whose short name, long name or id contain `text` (see ``MTARouteSearch``).
    public func searchRoutes(_ text: String) async throws -> [Route] {
        MTARouteSearch.filter(try await routes(), matching: text)
    }
}
