import TransitKitCore

/// One connection of an itinerary.
public struct Leg: Hashable, Sendable, CustomStringConvertible, Encodable {
    /// Where the leg departs.
    public let from: City
    /// Where the leg arrives.
    public let to: City
    /// The cheapest of the parallel connections between the two cities.
    public let price: Money

    public init(from: City, to: City, price: Money) {
        self.from = from
        self.to = to
        self.price = price
    }

    public var description: String { "\(from.name) → \(to.name) \(price)" }
}
