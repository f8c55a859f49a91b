import TransitKitCore

/// A route through the graph: its cities in order, its legs and the total price.
///
/// A trip from a city to itself is one city, no legs and a total of 0.
///
/// It encodes as the keys an app decodes (`transit plan --json` prints it): `cities` (each
/// with its `name` and `coordinate`), `legs`, `total`, and `polyline`, the map line of
/// ``encodedPolyline(precision:)``.
public struct Itinerary: Hashable, Sendable, CustomStringConvertible, Encodable {
    /// Cities in travel order, from origin to destination (always at least one).
    public let cities: [City]
    /// One leg per consecutive pair of ``cities``; empty for a trip from a city to itself.
    public let legs: [Leg]
    /// The sum of the legs' prices, exact.
    public let total: Money

    public init(cities: [City], legs: [Leg], total: Money) {
        self.cities = cities
        self.legs = legs
        self.total = total
    }

    /// Positions of the route's cities in order, for a map. Cities without a known coordinate
    /// are skipped (see ``hasAllCoordinates``).
    public var coordinates: [Coordinate] { cities.compactMap(\.coordinate) }

    /// True when every city on the route has a coordinate, so the line is the whole route.
    public var hasAllCoordinates: Bool { cities.allSatisfy { $0.coordinate != nil } }

    /// ``coordinates`` in Google's encoded polyline format (core `EncodedPolyline`).
    public func encodedPolyline(precision: Int = 5) throws(TransitError) -> String {
        try EncodedPolyline.encode(coordinates, precision: precision)
    }

    private enum CodingKeys: String, CodingKey { case cities, legs, total, polyline }

    /// The cities, legs and total, and the cities' polyline (empty when it cannot be encoded).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(cities, forKey: .cities)
        try container.encode(legs, forKey: .legs)
        try container.encode(total, forKey: .total)
        try container.encode((try? encodedPolyline()) ?? "", forKey: .polyline)
    }

    /// `"London → Tokyo → Sydney: 320.00 EUR"`.
    public var description: String {
        cities.map(\.name).joined(separator: " → ") + ": \(total)"
    }
}
