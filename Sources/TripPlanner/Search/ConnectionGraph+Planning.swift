import TransitKitCore

extension ConnectionGraph {
    /// The cheapest route from `from` to `to` (names matched like ``city(named:role:)``).
    ///
    /// Same city → a route of that one city, no legs, total 0. Both cities known but not
    /// connected → ``PlanResult/noRoute(from:to:)``. Unknown or empty names throw a
    /// `TransitError` naming the input.
    public func cheapestRoute(from: String, to: String) throws(TransitError) -> PlanResult {
        let (origin, destination) = try resolve(from, to)
        return try cheapestRoute(from: origin, to: destination)
    }

    /// The cheapest route between two cities of this graph.
    public func cheapestRoute(from: City, to: City) throws(TransitError) -> PlanResult {
        let (source, target) = try indices(from, to)
        guard let path = cheapestPath(from: source, to: target) else {
            return .noRoute(from: from, to: to)
        }
        return .route(itinerary(path.nodes))
    }

    /// The cheapest route among those with the fewest connections (fewest changes).
    public func fewestLegsRoute(from: String, to: String) throws(TransitError) -> PlanResult {
        let (origin, destination) = try resolve(from, to)
        return try fewestLegsRoute(from: origin, to: destination)
    }

    /// ``fewestLegsRoute(from:to:)-(String,String)`` between two cities of this graph.
    public func fewestLegsRoute(from: City, to: City) throws(TransitError) -> PlanResult {
        let (source, target) = try indices(from, to)
        guard let path = shortestPath(LegsThenPriceWeight.self, from: source, to: target) else {
            return .noRoute(from: from, to: to)
        }
        return .route(itinerary(path.nodes))
    }

    /// Up to `k` cheapest routes that never visit a city twice, cheapest first (Yen's
    /// algorithm); the first is ``cheapestRoute(from:to:)-(String,String)``'s answer. Equal
    /// prices are ordered by fewer legs. Empty when there is no route; one route of one city
    /// when `from` and `to` are the same. `k` below 1 throws `.invalidArgument`.
    public func alternatives(from: String, to: String, k: Int) throws(TransitError) -> [Itinerary] {
        let (origin, destination) = try resolve(from, to)
        return try alternatives(from: origin, to: destination, k: k)
    }

    /// ``alternatives(from:to:k:)-(String,String,Int)`` between two cities of this graph.
    public func alternatives(from: City, to: City, k: Int) throws(TransitError) -> [Itinerary] {
        guard k >= 1 else {
            throw TransitError(
                .invalidArgument, provider: TripPlanner.providerID, operation: "plan",
                detail: "alternatives: k must be at least 1, got \(k)")
        }
        let (source, target) = try indices(from, to)
        return yen(from: source, to: target, k: k).map { itinerary($0.nodes) }
    }

    /// Both names, checking emptiness of both before existence, so `("Guimarães", "")` is an
    /// invalid input rather than an unknown city.
    private func resolve(_ from: String, _ to: String) throws(TransitError) -> (City, City) {
        for (role, name) in [("from", from), ("to", to)] where CityName.key(name).isEmpty || CityName.isBlank(name) {
            throw TransitError(
                .invalidArgument, provider: TripPlanner.providerID, operation: "plan",
                detail: "\(role): city name is empty")
        }
        return (try city(named: from, role: "from"), try city(named: to, role: "to"))
    }

    private func indices(_ from: City, _ to: City) throws(TransitError) -> (Int32, Int32) {
        for (role, city) in [("from", from), ("to", to)] {
            guard cities.indices.contains(city.id.rawValue), cities[city.id.rawValue] == city else {
                throw TransitError(
                    .invalidArgument, provider: TripPlanner.providerID, operation: "plan",
                    detail: "\(role): city \"\(city.name)\" does not belong to this graph")
            }
        }
        return (Int32(from.id.rawValue), Int32(to.id.rawValue))
    }
}
