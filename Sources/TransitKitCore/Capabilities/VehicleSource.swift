/// Live vehicle positions.
public protocol VehicleSource: TransitProvider {
    func vehicles(on routes: [Route.ID]) async throws -> [VehiclePosition]
}

extension VehicleSource {
    /// Positions now and then every `interval` (20 s by default, the seed app's refresh) on
    /// `clock`, backing off after errors; stops when the consumer stops.
    ///
    /// ```swift
    /// for try await buses in mta.liveVehicles(on: ["MTA NYCT_B63"]) { map.show(buses) }
    /// ```
    public func liveVehicles<C: Clock>(on routes: [Route.ID], every interval: Duration = .seconds(20),
                                       clock: C) -> Polling<[VehiclePosition], C> where C.Duration == Duration
    {
        Polling(every: interval, clock: clock) { try await self.vehicles(on: routes) }
    }

    /// ``liveVehicles(on:every:clock:)`` on the real clock.
    public func liveVehicles(on routes: [Route.ID], every interval: Duration = .seconds(20))
        -> Polling<[VehiclePosition], ContinuousClock>
    {
        liveVehicles(on: routes, every: interval, clock: ContinuousClock())
    }
}
