import Foundation
import TransitKitCore

/// "What runs here": routes-for-location, one request.
///
/// ```swift
/// let here = try await mta.routes(near: Coordinate(latitude: 40.68766, longitude: -73.96880), radius: 300)
/// let box = CoverageArea.Box(south: 40.685, west: -73.971, north: 40.690, east: -73.965)
/// let inBox = try await mta.routes(in: box, query: "B69")
/// ```
extension MTABusTimeClient {
    /// The routes with a stop within `radius` metres of `coordinate` (the server's default is
    /// 500 m, and it searches the square around that circle), mapped as ``routes(of:)`` maps
    /// them. `query` narrows to the routes the server's name search finds for it (a short name:
    /// `B69`); `maxCount` caps the list (more sets `limitExceeded`). A coordinate out of range, a
    /// radius that is not a positive number of metres, or a `maxCount` of 0 or less is
    /// `.invalidArgument` before any request; a place outside every agency is `outOfRange` with
    /// no routes.
    public func routes(
        near coordinate: Coordinate, radius: Double? = nil, query: String? = nil, maxCount: Int? = nil
    ) async throws(TransitError) -> MTANearbyRoutes {
        try await routesForLocation(.around(coordinate, radius: radius), query: query, maxCount: maxCount)
    }

    /// The routes with a stop in `box` (sent as its centre with `latSpan`/`lonSpan`), as
    /// ``routes(near:radius:query:maxCount:)`` answers; a box with an edge that is not a number
    /// or south above north is `.invalidArgument` before any request.
    public func routes(
        in box: CoverageArea.Box, query: String? = nil, maxCount: Int? = nil
    ) async throws(TransitError) -> MTANearbyRoutes {
        try await routesForLocation(.box(box), query: query, maxCount: maxCount)
    }

    func routesForLocation(_ area: MTASearchArea, query: String?, maxCount: Int?) async throws(TransitError) -> MTANearbyRoutes {
        // A blank query would be sent as `query=` and read by the server as a name to match.
        let query = query.flatMap(MTAMapper.nonEmpty)
        let endpoint = MTAEndpoint(
            .routesForLocation(area, query: query, maxCount: maxCount), configuration: configuration,
            as: MTAWireWhereRouteList.self)
        return MTAMapper.nearbyRoutes(try await http.perform(endpoint))
    }
}
