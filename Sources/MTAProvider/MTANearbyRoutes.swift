import Foundation
import TransitKitCore

/// The answer to routes-for-location: what runs here.
///
/// ```swift
/// let here = try await mta.routes(near: Coordinate(latitude: 40.68766, longitude: -73.96880), radius: 300)
/// print(here.routes.map(\.shortName))   // ["B38", "B52", "B69"]
/// ```
public struct MTANearbyRoutes: Hashable, Sendable, Codable {
    /// The routes with a stop in the area, in the server's order (by id).
    public var routes: [Route]
    /// More routes matched than were returned (`maxCount`; the server's default is 100).
    public var limitExceeded: Bool
    /// The place is outside every agency's coverage; `routes` is empty.
    public var outOfRange: Bool

    /// A result as ``MTABusTimeClient/routes(near:radius:query:maxCount:)`` builds it.
    public init(routes: [Route], limitExceeded: Bool, outOfRange: Bool) {
        self.routes = routes
        self.limitExceeded = limitExceeded
        self.outOfRange = outOfRange
    }
}
