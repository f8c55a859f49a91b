/// What a provider's catalogue loader brings back for a ``StopIndex``: every stop it listed,
/// how many requests that took, and a note for each part that failed while the rest loaded.
///
/// ```swift
/// // CTA: getroutes, then getdirections per route, then getstops per route and direction.
/// return StopCatalogue(stops: stops, requests: 1 + routes.count + pairs.count, notes: gathered.notes)
/// ```
public struct StopCatalogue: Sendable {
    /// Every stop listed, duplicates included (the index merges them).
    public var stops: [Stop]
    /// Calls the loader made (a ``CacheMiddleware`` in the transport may have answered some
    /// without the network; its ``CacheMiddleware/statistics`` say how many).
    public var requests: Int
    /// Parts that failed while the rest loaded (a route whose stops could not be fetched).
    public var notes: [ProviderNote]

    /// Creates a catalogue from a loader's results.
    public init(stops: [Stop], requests: Int, notes: [ProviderNote] = []) {
        self.stops = stops
        self.requests = requests
        self.notes = notes
    }
}
