import Foundation

/// Where one vehicle is, as last reported.
public struct VehiclePosition: Hashable, Sendable, Codable, Identifiable {
    /// The provider's vehicle identifier (usually the fleet number painted on it).
    public typealias ID = Identifier<VehiclePosition>

    /// The vehicle's id (fleet number).
    public var id: ID
    /// The route the vehicle is running on.
    public var route: Route.ID
    /// Rider-facing route name when it differs from the id.
    public var routeName: String?
    /// The direction of travel, when the provider says.
    public var direction: Direction?
    /// Headsign: where the vehicle is going.
    public var destination: String?
    /// Where the vehicle was at `recordedAt`.
    public var coordinate: Coordinate
    /// Degrees clockwise from north, when reported.
    public var heading: Double?
    /// When the position was recorded by the vehicle or the provider.
    public var recordedAt: Date?
    /// True when the provider flags the vehicle as running late.
    public var isDelayed: Bool
    /// The stop the vehicle is heading to, when known.
    public var nextStop: Stop.ID?
    /// The provider's trip id, to match the vehicle with predictions or a GTFS timetable.
    public var tripID: String?
    /// Provider words about progress ("layover", "approaching, 1 stop away").
    public var statusText: String?
    /// False when the position is where the timetable says the vehicle should be, not a
    /// tracked one (SIRI `Monitored: false`).
    public var isRealtime: Bool
    /// How full the vehicle is.
    public var occupancy: Occupancy?
    /// What the vehicle offers (low floor, wheelchair, air conditioning).
    public var features: VehicleFeatures?
    /// When the trip started by timetable (GTFS-Realtime `start_date`/`start_time`).
    public var tripStart: Date?

    /// Creates a position; only the vehicle, its route and its coordinate are required.
    ///
    /// Inlinable: called across modules, each position copied every text it was given (a
    /// retain and a release each) — 700 instructions a bus in the MTA whole-city snapshot.
    @inlinable
    public init(
        id: ID, route: Route.ID, routeName: String? = nil, direction: Direction? = nil,
        destination: String? = nil, coordinate: Coordinate, heading: Double? = nil,
        recordedAt: Date? = nil, isDelayed: Bool = false, nextStop: Stop.ID? = nil,
        tripID: String? = nil, statusText: String? = nil, isRealtime: Bool = true,
        occupancy: Occupancy? = nil, features: VehicleFeatures? = nil, tripStart: Date? = nil
    ) {
        self.id = id
        self.route = route
        self.routeName = routeName
        self.direction = direction
        self.destination = destination
        self.coordinate = coordinate
        self.heading = heading
        self.recordedAt = recordedAt
        self.isDelayed = isDelayed
        self.nextStop = nextStop
        self.tripID = tripID
        self.statusText = statusText
        self.isRealtime = isRealtime
        self.occupancy = occupancy
        self.features = features
        self.tripStart = tripStart
    }
}
