import Foundation

/// A place where vehicles stop, or a station/location a coach search departs from.
public struct Stop: Hashable, Sendable, Codable, Identifiable {
    /// The provider's stop identifier, exactly as its API sends it.
    public typealias ID = Identifier<Stop>

    /// The provider's identifier: what prediction and stop calls take.
    public var id: ID
    /// The name riders see ("Clark & Belmont", "Flinders St/Swanston St").
    public var name: String
    /// Where the stop is, when the provider says (WGS 84).
    public var coordinate: Coordinate?
    /// The number riders see on the pole, when it differs from `id`.
    public var code: String?
    /// Street address, for stations and coach stops.
    public var address: String?
    /// Routes that serve this stop, when the provider says.
    public var routeIDs: [Route.ID]
    /// The direction this stop belongs to, when the provider groups by direction.
    public var direction: Direction?
    /// The zone times at this stop are shown in.
    public var timeZone: TimeZone?
    /// Whether the stop can be used in a wheelchair (OneBusAway `wheelchairBoarding`).
    public var wheelchairBoarding: WheelchairAccessibility?
    /// The detours that add this stop to its route or take it off, where the provider says
    /// (CTA v3 `getstops`: `dtradd`, `dtrrem`); nil when no detour touches it.
    public var detourChanges: DetourChanges?

    /// Creates a stop; only the identifier and the name are required.
    public init(
        id: ID, name: String, coordinate: Coordinate? = nil, code: String? = nil,
        address: String? = nil, routeIDs: [Route.ID] = [], direction: Direction? = nil,
        timeZone: TimeZone? = nil, wheelchairBoarding: WheelchairAccessibility? = nil
    ) {
        self.id = id
        self.name = name
        self.coordinate = coordinate
        self.code = code
        self.address = address
        self.routeIDs = routeIDs
        self.direction = direction
        self.timeZone = timeZone
        self.wheelchairBoarding = wheelchairBoarding
    }
}
