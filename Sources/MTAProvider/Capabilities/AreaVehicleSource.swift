import Foundation
import TransitKitCore

extension MTABusTimeClient: AreaVehicleSource {
    /// The shortest wait between two whole-city snapshots: MTA serves the answer without a
    /// `LineRef` from a cache and its developer wiki asks clients not to ask for it more often
    /// than every 30 s.
    public static let wholeCityPollFloor: Duration = .seconds(30)

    /// The buses around `area`: ONE whole-city vehicle-monitoring call (no `LineRef`, `normal`
    /// detail — what a map needs — and `MaximumNumberOfCallsOnwards=1`, so the ≈1.6 MB answer
    /// never grows by onward calls), cheaper than one call per line crossing the area. The
    /// answer holds every bus in the city; ``vehicles(in:)`` keeps those inside the box.
    ///
    /// ```swift
    /// let midtown = CoverageArea.Box(south: 40.75, west: -74.00, north: 40.77, east: -73.97)
    /// let buses = try await mta.vehicles(in: midtown).vehicles
    /// ```
    public func vehicles(around area: CoverageArea.Box) async throws(TransitError) -> AreaVehicles {
        let endpoint = MTAEndpoint(
            .vehicleMonitoring(line: nil, detail: .normal, maximumOnwardCalls: 1), configuration: configuration,
            as: MTAWireSiriDelivery.self)
        return AreaVehicles(vehicles: MTAMapper.vehicles(try await http.perform(endpoint)))
    }

    /// The buses inside `area` now and then every `interval`, on the configured clock. Each
    /// value is a whole-city snapshot, so an interval under 30 s is raised to
    /// ``wholeCityPollFloor`` (MTA's rule for that call).
    ///
    /// ```swift
    /// for try await buses in mta.liveVehicles(in: midtown, every: .seconds(30)) { map.show(buses.vehicles) }
    /// ```
    public func liveVehicles(
        in area: CoverageArea.Box, every interval: Duration = .seconds(30)
    ) -> Polling<AreaVehicles, AnyClock> {
        Polling(every: max(interval, Self.wholeCityPollFloor), clock: clock) { try await self.vehicles(in: area) }
    }
}
