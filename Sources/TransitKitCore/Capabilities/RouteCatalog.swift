/// Routes, their directions, and the stops of a route in one direction.
public protocol RouteCatalog: TransitProvider {
    func routes() async throws -> [Route]
    func directions(of route: Route.ID) async throws -> [Direction]
    /// Stops in travel order where the provider knows it.
    func stops(on route: Route.ID, direction: Direction.ID) async throws -> [Stop]
}
