import TransitKitCore

/// A city of a ``ConnectionGraph``: its canonical name (the data set's first spelling) and
/// its position, taken from the first valid coordinate the data gives for it.
public struct City: Hashable, Sendable, Identifiable, CustomStringConvertible {
    /// The city's index in its graph; only meaningful for that graph.
    public struct ID: Hashable, Sendable, Comparable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static func < (a: ID, b: ID) -> Bool { a.rawValue < b.rawValue }
    }

    public let id: ID
    public let name: String
    /// Nil when no connection gives this city a valid coordinate.
    public let coordinate: Coordinate?

    public init(id: ID, name: String, coordinate: Coordinate?) {
        self.id = id
        self.name = name
        self.coordinate = coordinate
    }

    public var description: String { name }
}
