/// ``StopFinder`` for a provider that has a stop catalogue but no "nearby" or name search call:
/// give it a ``StopIndex`` and a loader, and `stop(_:)`, `stops(near:radius:limit:)` and
/// `stops(matching:limit:)` come from the index, with ``StopSearch``'s input rules applied
/// before anything is loaded.
///
/// ```swift
/// public struct ExampleClient: PredictionSource, StopIndexBacked {
///     public let stopIndex: StopIndex          // made once in init: copies of the client share it
///
///     public init(configuration: Configuration) {
///         …
///         stopIndex = StopIndex(provider: Self.providerID, maximumAge: configuration.stopIndexMaximumAge,
///                               now: configuration.now)
///     }
///
///     public func stopCatalogue() async throws(TransitError) -> StopCatalogue {
///         let routes = try await routes()                                            // 1 request
///         let lists = try await routes.gather(limit: 4, provider: Self.providerID,
///                                             subjects: { [.route($0.id)] }) { route throws(TransitError) in
///             try await self.stops(of: route.id)                                     // 1 per route
///         }
///         return StopCatalogue(stops: lists.values.flatMap { $0 }, requests: 1 + routes.count, notes: lists.notes)
///     }
/// }
/// ```
///
/// The index holds no reference to the client (the loader is handed to it per question), so
/// a client and its index never keep each other alive.
public protocol StopIndexBacked: StopFinder {
    /// The index; one per client, shared by its copies.
    var stopIndex: StopIndex { get }

    /// Every stop of the network, from the provider's catalogue calls.
    func stopCatalogue() async throws(TransitError) -> StopCatalogue
}

extension StopIndexBacked {
    /// The stop with this id, from the index (loaded on first use); `.notFound` when the
    /// provider does not list it.
    public func stop(_ id: Stop.ID) async throws(TransitError) -> Stop {
        let id = try StopSearch.id(id, provider: stopIndex.provider)
        guard let stop = try await indexedStops().stop(id) else {
            throw TransitError(
                .notFound, provider: stopIndex.provider, operation: "stop",
                detail: "id: no stop \"\(id)\" in the stop catalogue")
        }
        return stop
    }

    /// Stops within `radius` metres of `coordinate`, nearest first, from the index; for
    /// providers without a "nearby" call of their own.
    public func stops(near coordinate: Coordinate, radius: Double, limit: Int?) async throws(TransitError) -> [NearbyStop] {
        let query = try StopSearch.near(coordinate, radius: radius, limit: limit, provider: stopIndex.provider)
        return try await indexedStops().near(query)
    }

    /// Stops whose name matches `text` as a ``SearchKey`` (case, accents and spacing ignored):
    /// whole-name matches first, then prefixes, word prefixes and substrings.
    public func stops(matching text: String, limit: Int?) async throws(TransitError) -> [Stop] {
        let query = try StopSearch.name(text, limit: limit, provider: stopIndex.provider)
        return try await indexedStops().matching(query)
    }

    /// The index in use, built or refreshed first as ``StopIndex/stops(using:)`` says.
    public func indexedStops() async throws(TransitError) -> IndexedStops {
        try await stopIndex.stops(using: { () async throws(TransitError) -> StopCatalogue in try await self.stopCatalogue() })
    }

    /// Rebuilds the index now — call it on the app's own schedule — and returns its status.
    /// Throws when the rebuild fails; the old index keeps answering.
    @discardableResult
    public func refreshStops() async throws(TransitError) -> StopIndex.Status {
        try await stopIndex.refresh(using: { () async throws(TransitError) -> StopCatalogue in try await self.stopCatalogue() })
        return stopIndex.status
    }
}
