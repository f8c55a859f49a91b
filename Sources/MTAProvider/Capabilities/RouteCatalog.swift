import Foundation
import TransitKitCore

extension MTABusTimeClient: RouteCatalog {
    /// Routes of every agency in ``Configuration/agencies`` (MTA NYCT and MTABC), in the
    /// order the server lists them.
    public func routes() async throws -> [Route] {
        var all: [Route] = []
        for agency in configuration.agencies { all += try await routes(of: agency) }
        return all
    }

    /// routes-for-agency (`MTA NYCT` is sent as `MTA%20NYCT`).
    public func routes(of agency: Agency.ID) async throws(TransitError) -> [Route] {
        let request = try MTARequests.where(configuration, "routes-for-agency", id: agency.rawValue)
        return try await self.where(WhereRouteList.self, request).data.list.map(WhereMapping.route)
    }

    /// One route by id (route/{id}).
    public func route(_ id: Route.ID) async throws(TransitError) -> Route {
        let request = try MTARequests.where(configuration, "route", id: id.rawValue)
        return WhereMapping.route(try await self.where(WhereEntry<WhereRoute>.self, request).data.entry)
    }

    /// Directions from stops-for-route's stop groups: id "0"/"1" (GTFS direction), named by
    /// destination, "0" first.
    public func directions(of route: Route.ID) async throws -> [Direction] {
        try await shape(of: route).branches.compactMap(\.direction)
    }

    /// Stops of one direction in travel order.
    public func stops(on route: Route.ID, direction: Direction.ID) async throws -> [Stop] {
        let shape = try await shape(of: route)
        guard let branch = shape.branches.first(where: { $0.direction?.id == direction }) else {
            throw TransitError(.notFound, provider: "mta", operation: "stops-for-route",
                               detail: "route \(route) has no direction \"\(direction)\" (has \(shape.branches.compactMap(\.direction?.id.rawValue)))")
        }
        return branch.stops
    }

    /// Agencies the server covers (agencies-with-coverage), JSON or XML per
    /// ``Configuration/whereFormat``; v1 and v2 shapes both read.
    public func agenciesWithCoverage() async throws(TransitError) -> [MTAAgencyCoverage] {
        let request = try MTARequests.where(configuration, "agencies-with-coverage")
        return WhereMapping.coverage(try await self.where(WhereAgenciesWithCoverage.self, request).data)
    }

    /// One stop by id (stop/{id}).
    public func stop(_ id: Stop.ID) async throws(TransitError) -> Stop {
        let request = try MTARequests.where(configuration, "stop", id: id.rawValue)
        let entry = try await self.where(WhereEntry<WhereStop>.self, request).data.entry
        return WhereMapping.stop(entry, timeZone: configuration.timeZone)
    }

    /// Stops near a point (stops-for-location): within `radius` metres, or matching a stop
    /// `code`. `maxCount` is capped at 250 by the server, which then sets `limitExceeded`.
    public func stops(near coordinate: Coordinate, radius: Double? = nil, code: String? = nil,
                      maxCount: Int? = nil) async throws(TransitError) -> MTANearbyStops
    {
        guard coordinate.isValid else {
            throw TransitError(.invalidArgument, provider: "mta", operation: "stops-for-location",
                               detail: "coordinate (\(coordinate.latitude), \(coordinate.longitude)) is out of range")
        }
        // A NaN or negative radius would be sent as "nan" / "-5.0" and answered with a 400 or a
        // silent default; say what is wrong before any request.
        if let radius, !(radius.isFinite && radius > 0) {
            throw TransitError(.invalidArgument, provider: "mta", operation: "stops-for-location",
                               detail: "radius: \(radius) must be a positive number of metres")
        }
        if let maxCount, maxCount <= 0 {
            throw TransitError(.invalidArgument, provider: "mta", operation: "stops-for-location",
                               detail: "maxCount: \(maxCount) must be positive (the server caps it at 250)")
        }
        var query = [("lat", String(coordinate.latitude)), ("lon", String(coordinate.longitude))]
        if let radius { query.append(("radius", String(radius))) }
        if let code { query.append(("query", code)) }
        if let maxCount { query.append(("maxCount", String(maxCount))) }
        let request = try MTARequests.where(configuration, "stops-for-location", query: query)
        let data = try await self.where(WhereStopList.self, request).data
        return MTANearbyStops(stops: data.list.map { WhereMapping.stop($0, timeZone: configuration.timeZone) },
                              limitExceeded: data.limitExceeded?.value ?? false,
                              outOfRange: data.outOfRange?.value ?? false)
    }

    /// Routes whose short name, long name or id contain `text` (see ``MTARouteSearch``).
    public func searchRoutes(_ text: String) async throws -> [Route] {
        MTARouteSearch.filter(try await routes(), matching: text)
    }
}
