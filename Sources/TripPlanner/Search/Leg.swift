import TransitKitCore

/// One connection of an itinerary.
public struct Leg: Hashable, Sendable, CustomStringConvertible {
    public let from: City
    public let to: City
    public let price: Money

    public init(from: City, to: City, price: Money) {
        self.from = from
        self.to = to
        self.price = price
    }

    public var description: String { "\(from.name) → \(to.name) \(price)" }
}
