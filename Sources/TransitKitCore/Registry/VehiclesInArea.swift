/// The answer to "which vehicles are in this area", across providers: every vehicle inside the
/// box from every provider that covers it and can answer, each row saying which provider it
/// comes from, and a note for each provider (or part of one) that could not answer.
///
/// ```swift
/// let loop = CoverageArea.Box(south: 41.87, west: -87.64, north: 41.89, east: -87.62)
/// let answer = try await registry.vehicles(in: loop)
/// for row in answer.rows { print(row.provider, row.vehicle.route, row.vehicle.coordinate) }
/// ```
public struct VehiclesInArea: Hashable, Sendable, Codable {
    /// One vehicle inside the area.
    public struct Row: Hashable, Sendable, Codable {
        /// The provider that reported it.
        public var provider: ProviderID
        /// Its last reported position.
        public var vehicle: VehiclePosition

        /// Creates a row.
        public init(provider: ProviderID, vehicle: VehiclePosition) {
            self.provider = provider
            self.vehicle = vehicle
        }
    }

    /// Every vehicle, by provider in registry order, then as each provider sent them.
    public var rows: [Row]
    /// What went wrong along the way; the rows from other providers (and other parts of the
    /// same provider's answer) are still there.
    public var notes: [NearbyDepartures.Note]
    /// The providers that were asked (they cover the area and can answer), in registry order.
    public var providers: [ProviderID]

    /// Creates an answer.
    public init(rows: [Row], notes: [NearbyDepartures.Note] = [], providers: [ProviderID] = []) {
        self.rows = rows
        self.notes = notes
        self.providers = providers
    }
}
