import Foundation
import TransitKitCore

extension OneBusAwayClient: VehicleSource {
    /// The vehicles serving the active trips of `routes` (`1_100269`): trips-for-route with
    /// status, one call per route, several at a time. Routes are OneBusAway's qualified ids;
    /// empty or blank lists are `.invalidArgument` before any request, duplicates asked once. A
    /// failing route fails the call, its error naming the route.
    public func vehicles(on routes: [Route.ID]) async throws(TransitError) -> [VehiclePosition] {
        let region = configuration.region
        let routes = try routes.requiredIDs(field: "routes", provider: region.id, operation: "trips-for-route")
        let lists = try await routes.concurrentMap(limit: configuration.maxConcurrentRequests, provider: region.id) {
            route async throws(TransitError) -> [VehiclePosition] in
            do throws(TransitError) {
                let answer = try await self.perform(.tripsForRoute(route), as: MTAWireWhereTripDetailsList.self)
                return MTAMapper.vehicles(answer, realTime: region.realTime.contains(.whereAPI))
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
