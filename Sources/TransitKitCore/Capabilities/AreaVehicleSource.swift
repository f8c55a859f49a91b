/// Vehicles inside an area — hafas-client's `radar` — answered with the cheapest calls the
/// provider's API allows (CTA: the routes that cross the area; MTA: one whole-city snapshot).
public protocol AreaVehicleSource: VehicleSource {
    /// The provider's answer for `area`: it may hold vehicles outside it (a whole route's
    /// fleet, a city's snapshot), which ``vehicles(in:)`` leaves out. A part of the area that
    /// could not be asked (one batch of routes failing) is a note, not an error.
    func vehicles(around area: CoverageArea.Box) async throws(TransitError) -> AreaVehicles
}

extension AreaVehicleSource {
    /// The vehicles now inside `area` (edges included), as last reported, with a note for each
    /// part that could not be asked. An invalid box is `.invalidArgument` before any request.
    ///
    /// ```swift
    /// let loop = CoverageArea.Box(south: 41.87, west: -87.64, north: 41.89, east: -87.62)
    /// let buses = try await cta.vehicles(in: loop).vehicles
    /// ```
    public func vehicles(in area: CoverageArea.Box) async throws(TransitError) -> AreaVehicles {
        guard area.isValid, area.south <= area.north else {
            throw TransitError(
                .invalidArgument, provider: descriptor.id, operation: "vehicles(in:)",
                detail: "the area \(area) is not a box (edges must be finite, south ≤ north)")
        }
        var answer = try await vehicles(around: area)
        answer.vehicles = answer.vehicles.filter { area.contains($0.coordinate) }
        return answer
    }
}

/// One provider's vehicles in an area.
public struct AreaVehicles: Hashable, Sendable, Codable {
    /// The vehicles, in the order the provider sent them.
    public var vehicles: [VehiclePosition]
    /// What could not be asked or read (a batch of routes that failed), the rest still answered.
    public var notes: [ProviderNote]

    /// Creates an answer.
    public init(vehicles: [VehiclePosition], notes: [ProviderNote] = []) {
        self.vehicles = vehicles
        self.notes = notes
    }
}
