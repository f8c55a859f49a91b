/// Stops by id, near a place, or by name — the first screen of a transit app ("stops near
/// me", then "what leaves from here").
///
/// Every implementation refuses bad input the same way, before any request
/// (``StopSearch``, Docs/Behaviour.md): a coordinate out of range or NaN, a radius that is not
/// a positive number of metres up to ``StopSearch/maximumRadius``, a blank name or id, a limit
/// of zero or less are `.invalidArgument`. A provider with a stop catalogue but no "nearby"
/// call conforms in a few lines through ``StopIndexBacked``.
///
/// ```swift
/// let finder = try provider.require((any StopFinder).self, for: "stops near")
/// for nearby in try await finder.stops(near: here, radius: 400, limit: 10) {
///     print(nearby.stop.name, Int(nearby.distance), "m")
/// }
/// let hits = try await finder.stops(matching: "union stn", limit: 5)
/// ```
public protocol StopFinder: TransitProvider {
    /// The stop with this id; `.notFound` when the provider has none.
    func stop(_ id: Stop.ID) async throws(TransitError) -> Stop

    /// Stops within `radius` metres of `coordinate`, nearest first (ties by id), each with its
    /// distance; at most `limit` (nil: all within the radius).
    func stops(near coordinate: Coordinate, radius: Double, limit: Int?) async throws(TransitError) -> [NearbyStop]

    /// Stops whose name matches `text`, ignoring case, diacritics and extra whitespace, ranked
    /// like autocomplete (``SearchKey/Rank``: the whole name, prefix, word prefix, substring;
    /// alphabetical within a rank); at most `limit` (nil: every match).
    func stops(matching text: String, limit: Int?) async throws(TransitError) -> [Stop]
}
