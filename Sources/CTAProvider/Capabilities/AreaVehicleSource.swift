import TransitKitCore

extension CTABusTrackerClient: AreaVehicleSource {
    /// The buses of every route serving a stop inside `area`, from `getvehicles` — 10 routes
    /// per call, the calls running concurrently — so the requests are `⌈routes / 10⌉` once the
    /// stop index is loaded (its catalogue calls are made on first use only). Buses of those
    /// routes outside the area are left out by ``vehicles(in:)``. A batch whose call fails is a
    /// `.failed` note on each of its routes and the rest still answers; the call throws only
    /// when every batch failed. An area with no indexed stop asks nothing and is empty.
    ///
    /// ```swift
    /// let loop = CoverageArea.Box(south: 41.872, west: -87.640, north: 41.889, east: -87.620)
    /// let buses = try await cta.vehicles(in: loop)   // buses.notes: routes that failed
    /// ```
    public func vehicles(around area: CoverageArea.Box) async throws(TransitError) -> AreaVehicles {
        let routes = try await routes(crossing: area)
        let client = self
        let gathered = try await Self.batches(routes).gather(
            limit: configuration.maxConcurrentRequests, provider: providerID,
            subjects: { $0.map(ProviderNote.Subject.route) }
        ) { (batch) throws(TransitError) -> [VehiclePosition] in
            let answer = try await client.fetch(.getvehicles, [("rt", batch.map(\.rawValue).joined(separator: ","))])
            return try CTAMapper.vehicles(answer)
        }
        let vehicles = gathered.values.flatMap { $0 }.sorted { ($0.route, $0.id) < ($1.route, $1.id) }
        return AreaVehicles(vehicles: vehicles, notes: gathered.notes)
    }

    /// The routes serving an indexed stop inside `area`, each once, in a stable order.
    func routes(crossing area: CoverageArea.Box) async throws(TransitError) -> [Route.ID] {
        var seen = Set<Route.ID>()
        var routes: [Route.ID] = []
        for stop in try await indexedStops().stops {
            guard let coordinate = stop.coordinate, area.contains(coordinate) else { continue }
            for route in stop.routeIDs where seen.insert(route).inserted { routes.append(route) }
        }
        return routes.sorted { $0.rawValue < $1.rawValue }
    }
}
