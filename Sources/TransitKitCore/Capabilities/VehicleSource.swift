/// Live vehicle positions.
public protocol VehicleSource: TransitProvider {
    /// The vehicles now running on `routes` (matched as `RouteFilter` does), as last reported.
    func vehicles(on routes: [Route.ID]) async throws(TransitError) -> [VehiclePosition]
}

extension VehicleSource {
    /// Positions now and then every `interval` (20 s by default, the seed app's refresh) on the
    /// provider's ``TransitProvider/clock``, backing off after errors; stops when the consumer stops.
    ///
    /// ```swift
    /// for try await buses in mta.liveVehicles(on: ["MTA NYCT_B63"]) { map.show(buses) }
    /// ```
    public func liveVehicles(
        on routes: [Route.ID], every interval: Duration = .seconds(20)
    )
        -> Polling<[VehiclePosition], AnyClock>
    {
        Polling(every: interval, clock: clock) { try await self.vehicles(on: routes) }
    }
}
