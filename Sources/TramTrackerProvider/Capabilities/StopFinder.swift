import TransitKitCore

extension TramTrackerClient: StopIndexBacked {
    /// Every stop of the network, for the stop index: tramTRACKER has no "stops near" or stop
    /// search call, so ``stop(_:)``, ``stops(near:radius:limit:)`` and
    /// ``stops(matching:limit:)`` answer from an index built from the catalogue.
    ///
    /// The walk: GetRouteSummaries (1 request), then GetRouteStopsByRoute for each route number
    /// (both directions in one answer: 1 request per route, four at a time), then
    /// GetStopInformation for each stop that no list placed or named (0 when the lists are
    /// complete). A cold index of R routes and M such stops costs 1 + R + M requests; with a
    /// `CacheMiddleware` in the transport a rebuild within a day costs none (each call is
    /// kept for a day). A route or stop whose call fails becomes a note and the rest is
    /// indexed; a stop whose information fails stays findable by id and name.
    ///
    /// ```swift
    /// let client = TramTrackerClient(configuration: .init(userAgent: agent, stopIndexMaximumAge: .seconds(7 * 86_400)))
    /// let near = try await client.stops(near: here, radius: 400, limit: 5)   // builds the index once
    /// try await client.refreshStops()                                         // on the app's schedule
    /// ```
    public func stopCatalogue() async throws(TransitError) -> StopCatalogue {
        let routes = try await routes().map(\.id)
        let lists = try await routes.gather(
            limit: Self.stopConcurrency, provider: Self.providerID,
            subjects: { [.route($0)] }
        ) { route throws(TransitError) in
            try await self.listedStops(on: route)
        }
        let listed = lists.values.flatMap { $0 }
        var seen = Set<Stop.ID>()
        var placed = Set<Stop.ID>()
        var named = Set<Stop.ID>()
        var order: [Stop.ID] = []
        for entry in listed {
            if seen.insert(entry.stop.id).inserted { order.append(entry.stop.id) }
            if entry.hasCoordinate { placed.insert(entry.stop.id) }
            if entry.hasName { named.insert(entry.stop.id) }
        }
        let incomplete = order.filter { !placed.contains($0) || !named.contains($0) }
        let information = try await Self.informationOf(incomplete, using: self)
        let stops = listed.map { entry in
            information.known[entry.stop.id].map { TramTrackerMapper.completing(entry, with: $0) } ?? entry.stop
        }
        return StopCatalogue(
            stops: stops, requests: 1 + routes.count + incomplete.count,
            notes: lists.notes + information.notes)
    }

    /// GetStopInformation for `stops`, four at a time; a stop whose call fails is a note (and
    /// stays in the index without a place). None asked: nothing sent.
    static func informationOf(
        _ stops: [Stop.ID], using client: TramTrackerClient
    ) async throws(TransitError)
        -> (known: [Stop.ID: TramStopInformation], notes: [ProviderNote])
    {
        guard !stops.isEmpty else { return ([:], []) }
        // `gather` throws when every item fails; a first item that always succeeds keeps it from
        // doing so, because the route lists are an index even when no stop's information came.
        let items: [Stop.ID?] = [nil] + stops.map(Optional.some)
        let gathered = try await items.gather(
            limit: stopConcurrency, provider: providerID,
            subjects: { $0.map { [.stop($0)] } ?? [] }
        ) { stop throws(TransitError) in
            guard let stop else { return TramStopInformation?.none }
            return try await client.stopInformation(stop)
        }
        let known = gathered.values.compactMap { $0 }.map { ($0.stop.id, $0) }
        return (Dictionary(known, uniquingKeysWith: { first, _ in first }), gathered.notes)
    }
}
