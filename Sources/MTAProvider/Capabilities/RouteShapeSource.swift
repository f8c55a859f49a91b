import Foundation
import TransitKitCore

extension MTABusTimeClient: RouteShapeSource {
    /// stops-for-route with `includePolylines=true`: the route's polylines, and per direction
    /// its stops (references resolved) and polylines.
    public func shape(of route: Route.ID) async throws -> RouteShape {
        try await stopsForRoute(route)
    }

    func stopsForRoute(_ route: Route.ID) async throws(TransitError) -> RouteShape {
        let request = try MTARequests.where(configuration, "stops-for-route", id: route.rawValue,
                                            query: [("includePolylines", "true")])
        let payload = try await self.where(WhereStopsForRoute.self, request).data
        return try WhereMapping.shape(payload, route: route, timeZone: configuration.timeZone, request: request)
    }
}
