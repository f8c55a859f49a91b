import TransitKitCore

/// One directed connection: travelling from ``from`` to ``to`` costs ``price``.
///
/// Coordinates are per connection end in the TUI format, not per city; an out-of-range or
/// missing one is `nil` here (and listed in the ``LoadReport``).
public struct Connection: Hashable, Sendable, Codable {
    /// The departure city's name, with surrounding whitespace removed.
    public var from: String
    /// The arrival city's name, with surrounding whitespace removed.
    public var to: String
    /// Exact, in minor units of the data set's currency; never negative once loaded.
    public var price: Money
    /// The departure city's position on this connection; nil when absent or out of range.
    public var fromCoordinate: Coordinate?
    /// The arrival city's position on this connection; nil when absent or out of range.
    public var toCoordinate: Coordinate?

    public init(
        from: String, to: String, price: Money, fromCoordinate: Coordinate? = nil,
        toCoordinate: Coordinate? = nil
    ) {
        self.from = from
        self.to = to
        self.price = price
        self.fromCoordinate = fromCoordinate
        self.toCoordinate = toCoordinate
    }
}
