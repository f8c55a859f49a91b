import Foundation
import TransitKitCore

extension OneBusAwayClient: VehicleSource {
    /// The vehicles serving the active trips of `routes`: trips-for-route with status, one call
    /// per route, several at a time. A route is the server's id (`1_100269`, sent as written)
    /// or what a rider writes — the number on the bus ("75") or the id after the agency
    /// ("100269"), any case — looked up once per client in every covered agency's routes
    /// (agencies-with-coverage + routes-for-agency per agency); a bare id several agencies use
    /// stands for each. Empty or blank lists are `.invalidArgument` before any request,
    /// duplicates asked once; a bare id no agency has is `.notFound`. A failing route fails the
    /// call, its error naming the route.
    public func vehicles(on routes: [Route.ID]) async throws(TransitError) -> [VehiclePosition] {
        let region = configuration.region
        let asked = try routes.requiredIDs(field: "routes", provider: region.id, operation: "trips-for-route")
        let routes = try await serverRoutes(for: asked, operation: "trips-for-route")
        let lists = try await routes.concurrentMap(limit: configuration.maxConcurrentRequests, provider: region.id) {
            route async throws(TransitError) -> [VehiclePosition] in
            do throws(TransitError) {
                let answer = try await self.perform(.tripsForRoute(route), as: MTAWireWhereTripDetailsList.self)
                return MTAMapper.vehicles(answer, realTime: region.realTime.contains(.whereAPI), route: route)
            } catch {
                var error = error
                error.detail = "route \(route.rawValue): " + (error.detail ?? error.kind.description)
                throw error
            }
        }
        return lists.flatMap { $0 }
    }

    /// Every vehicle of `agency` (vehicles-for-agency) with the trip it serves, where it has a
    /// position.
    public func vehicles(ofAgency agency: Agency.ID) async throws(TransitError) -> [VehiclePosition] {
        let region = configuration.region
        let answer = try await perform(.vehiclesForAgency(agency), as: MTAWireWhereVehicleStatusList.self)
        return MTAMapper.vehicles(answer, realTime: region.realTime.contains(.whereAPI))
    }

    /// One agency (agency/{id}): name, URL, phone and the zone its server keeps time in.
    public func agency(_ id: Agency.ID) async throws(TransitError) -> Agency {
        MTAMapper.agency(try await perform(.agency(id), as: MTAWireWhereEntry<MTAWireWhereAgency>.self).entry)
    }
}
