/// The answer to a route question: an itinerary, or a plain statement that there is none.
/// "No route" is never a price of 0 or infinity, and never an error: both cities exist.
public enum PlanResult: Hashable, Sendable, CustomStringConvertible {
    case route(Itinerary)
    case noRoute(from: City, to: City)

    /// The itinerary, or nil when there is no route.
    public var itinerary: Itinerary? {
        if case .route(let itinerary) = self { return itinerary }
        return nil
    }

    /// `"London → Tokyo: 220.00 EUR"` or `"no route from Porto to Tokyo"`.
    public var description: String {
        switch self {
        case .route(let itinerary): return itinerary.description
        case .noRoute(let from, let to): return "no route from \(from.name) to \(to.name)"
        }
    }
}
