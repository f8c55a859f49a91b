import Foundation
import TransitKitCore

extension MTABusTimeClient: RouteShapeSource {
    /// stops-for-route with `includePolylines=true`: the route's polylines, and per direction
    /// its stops (references resolved) and polylines. `B70` or `MTA NYCT_B70`.
    public func shape(of route: Route.ID) async throws(TransitError) -> RouteShape {
        try await stopsForRoute(route)
    }

    func stopsForRoute(_ route: Route.ID) async throws(TransitError) -> RouteShape {
        let operation = "stops-for-route"
        let line = try await line(for: route, operation: operation)
        let endpoint = MTAEndpoint(
            .stopsForRoute(line, polylines: true), configuration: configuration, as: MTAWireWhereStopsForRoute.self)
        let payload = try await http.perform(endpoint)
        // The request again, only for the redacted URL of a polyline error.
        return try MTAMapper.shape(payload, route: line, request: try endpoint.request())
    }
}
