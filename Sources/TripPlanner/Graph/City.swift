import TransitKitCore

/// A city of a ``ConnectionGraph``: its canonical name (the data set's first spelling) and
/// its position, taken from the first valid coordinate the data gives for it. It encodes as its
/// `name` and `coordinate` (the ``id`` is an index into one graph, meaningless outside it).
public struct City: Hashable, Sendable, Identifiable, CustomStringConvertible, Encodable {
    /// The city's index in its graph; only meaningful for that graph.
    public struct ID: Hashable, Sendable, Comparable {
        /// Position in ``ConnectionGraph/cities``.
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static func < (a: ID, b: ID) -> Bool { a.rawValue < b.rawValue }
    }

    /// This city's index in the graph that made it.
    public let id: ID
    /// The data set's first spelling, trimmed ("Montréal" even if later entries say "montreal").
    public let name: String
    /// Nil when no connection gives this city a valid coordinate.
    public let coordinate: Coordinate?

    public init(id: ID, name: String, coordinate: Coordinate?) {
        self.id = id
        self.name = name
        self.coordinate = coordinate
    }

    private enum CodingKeys: String, CodingKey { case name, coordinate }

    public var description: String { name }
}
