import TransitKitCore

extension CTABusTrackerClient: VehicleSource {
    /// Buses on any number of routes (any case; 10 routes per call, concurrently), sorted by
    /// route and bus. A route with no buses right now ("No data found for parameter") adds
    /// nothing; an empty list is `.invalidArgument` before any request; a failing call fails
    /// the whole answer, naming its routes in the URL.
    public func vehicles(on routes: [Route.ID]) async throws(TransitError) -> [VehiclePosition] {
        let routes = try routes.requiredIDs(field: "routes", provider: providerID, operation: CTACall.getvehicles.rawValue)
        return try await vehicleList("rt", CTAEndpoint.routeIDs(routes))
    }

    /// Buses by vehicle id, 10 per call, by the same rules as ``vehicles(on:)``.
    public func vehicles(ids: [VehiclePosition.ID]) async throws(TransitError) -> [VehiclePosition] {
        let ids = try ids.requiredIDs(field: "vehicles", provider: providerID, operation: CTACall.getvehicles.rawValue)
        return try await vehicleList("vid", ids)
    }

    func vehicleList<Owner>(_ name: String, _ ids: [Identifier<Owner>]) async throws(TransitError) -> [VehiclePosition] {
        let answers = try await fetchAll(.getvehicles, name, ids)
        return try CTAMapper.vehicles(answers).sorted { ($0.route, $0.id) < ($1.route, $1.id) }
    }
}
