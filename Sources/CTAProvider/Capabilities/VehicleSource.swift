import TransitKitCore

extension CTABusTrackerClient: VehicleSource {
    /// Buses on any number of routes (10 routes per call, concurrently). A route with no buses
    /// right now ("No data found for parameter") adds nothing.
    public func vehicles(on routes: [Route.ID]) async throws(TransitError) -> [VehiclePosition] {
        try await vehicleList(ids: routes.map(\.rawValue), name: "rt")
    }

    /// Buses by vehicle id, 10 per call.
    public func vehicles(ids: [VehiclePosition.ID]) async throws(TransitError) -> [VehiclePosition] {
        try await vehicleList(ids: ids.map(\.rawValue), name: "vid")
    }

    func vehicleList(ids: [String], name: String) async throws(TransitError) -> [VehiclePosition] {
        let answers = try await fetchBatched(.getvehicles, ids: ids, name: name)
        var vehicles: [VehiclePosition] = []
        for answer in answers { vehicles += try CTAResponses.vehicles(answer).value }
        return vehicles.sorted { ($0.route, $0.id) < ($1.route, $1.id) }
    }

    /// ``vehicles(on:)`` now and every `interval` on the configuration's clock.
    public func vehicleUpdates(on routes: [Route.ID], every interval: Duration = .seconds(20))
        -> Polling<[VehiclePosition], AnyClock>
    {
        liveVehicles(on: routes, every: interval, clock: configuration.clock)
    }

    /// ``predictions(at:routes:)`` now and every `interval` (CTA refreshes about every 30 s)
    /// on the configuration's clock.
    public func predictionUpdates(at stops: [Stop.ID], routes: [Route.ID]? = nil, every interval: Duration = .seconds(30))
        -> Polling<PredictionBoard, AnyClock>
    {
        Polling(every: interval, clock: configuration.clock) { try await self.predictions(at: stops, routes: routes) }
    }
}
