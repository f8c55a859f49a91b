/// Routes, their directions, and the stops of a route in one direction.
public protocol RouteCatalog: TransitProvider {
    /// Every route the provider serves, as its API lists them.
    func routes() async throws(TransitError) -> [Route]
    /// The directions `route` runs in, with the ids `stops(on:direction:)` takes.
    func directions(of route: Route.ID) async throws(TransitError) -> [Direction]
    /// Stops in travel order where the provider knows it.
    func stops(on route: Route.ID, direction: Direction.ID) async throws(TransitError) -> [Stop]
}
