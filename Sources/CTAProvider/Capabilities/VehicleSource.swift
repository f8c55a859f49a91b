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
}
