import TransitKitCore

/// Cheapest routes between the cities of a connections data set (the TUI "Trip Planner"
/// format), as a pure library: no API key, no network unless you load a data set from a URL.
///
/// ```swift
/// let dataset = try ConnectionDataset(contentsOf: fileURL)       // or data:, or load(from:)
/// let graph = ConnectionGraph(dataset)                            // build once, query many
/// switch try graph.cheapestRoute(from: "london", to: "  Sydney") {
/// case .route(let trip): label.text = trip.description   // "London → Tokyo → Sydney: 320.00 EUR"
/// case .noRoute(let from, let to): label.text = "no route from \(from.name) to \(to.name)"
/// }
/// let options = try graph.alternatives(from: "London", to: "Cape Town", k: 3)
/// let polyline = try options[0].encodedPolyline()                // for a map view
/// ```
public enum TripPlanner {
    /// The id errors from this module carry, so they read like every other provider's.
    public static let providerID: ProviderID = "tripplanner"
    /// The currency assumed when a data set does not say (the TUI format never does).
    public static let defaultCurrency = "EUR"
}
