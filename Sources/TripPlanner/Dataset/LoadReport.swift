import TransitKitCore

/// What loading a data set found wrong, entry by entry, so nothing is dropped silently.
///
/// Bad connections (empty or blank names, negative or non-numeric prices, an entry that is not
/// an object) are excluded; bad coordinates only lose the coordinate, and the city takes its
/// position from its first valid occurrence elsewhere. Parallel connections (same from and to)
/// are all kept in ``ConnectionDataset/connections``; the graph uses the cheapest.
public struct LoadReport: Hashable, Sendable, CustomStringConvertible {
    /// One problem in one entry.
    public struct Issue: Hashable, Sendable, CustomStringConvertible {
        /// What the problem cost: the whole connection or only one coordinate.
        public enum Effect: String, Hashable, Sendable {
            /// The entry is not part of the data set.
            case connectionExcluded
            /// The connection is kept; this end's coordinate is ignored.
            case coordinateIgnored
        }

        /// Position of the entry in the connections array.
        public var index: Int
        /// Where: `"connections[6].coordinates.to"`.
        public var field: String
        /// What: `"latitude 123 is outside -90...90"`.
        public var problem: String
        /// Whether the connection was excluded or only a coordinate ignored.
        public var effect: Effect

        public init(index: Int, field: String, problem: String, effect: Effect) {
            self.index = index
            self.field = field
            self.problem = problem
            self.effect = effect
        }

        public var description: String {
            "\(field): \(problem) (\(effect == .connectionExcluded ? "connection excluded" : "coordinate ignored"))"
        }
    }

    /// Connections with the same departure and arrival city (names compared like lookups).
    public struct ParallelConnections: Hashable, Sendable, CustomStringConvertible {
        /// The departure city, as first spelled in the group.
        public var from: String
        /// The arrival city, as first spelled in the group.
        public var to: String
        /// Every price seen, in data order.
        public var prices: [Money]
        /// The one route search uses: the minimum.
        public var kept: Money

        public var description: String {
            "\(from) → \(to): \(prices.count) connections (\(prices.map(\.description).joined(separator: ", "))), cheapest \(kept) used"
        }
    }

    /// Entries in the input.
    public var entryCount: Int
    /// Every problem, in data order.
    public var issues: [Issue]
    /// Groups of connections with the same cities; all are kept, the graph uses the cheapest.
    public var parallelConnections: [ParallelConnections]

    public init(entryCount: Int, issues: [Issue] = [], parallelConnections: [ParallelConnections] = []) {
        self.entryCount = entryCount
        self.issues = issues
        self.parallelConnections = parallelConnections
    }

    /// Issues that removed a connection.
    public var excluded: [Issue] { issues.filter { $0.effect == .connectionExcluded } }
    /// Issues that removed only a coordinate.
    public var flaggedCoordinates: [Issue] { issues.filter { $0.effect == .coordinateIgnored } }
    /// True when every entry loaded with nothing flagged.
    public var isClean: Bool { issues.isEmpty }

    public var description: String {
        var lines = [
            "\(entryCount) entries, \(excluded.count) excluded, \(flaggedCoordinates.count) coordinates ignored, \(parallelConnections.count) parallel groups"
        ]
        lines += issues.map { "  " + $0.description }
        lines += parallelConnections.map { "  " + $0.description }
        return lines.joined(separator: "\n")
    }
}
