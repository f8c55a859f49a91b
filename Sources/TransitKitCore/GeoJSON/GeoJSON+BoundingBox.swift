extension GeoJSON {
    /// A `bbox` (RFC 7946 §5): `[west, south, east, north]`.
    ///
    /// Across the antimeridian `west` is greater than `east` (§5.2): the box around Tokyo and
    /// Los Angeles is `[139.7, 34.0, -118.2, 35.7]`, 102° wide, not `[-118.2, …, 139.7, …]`,
    /// which is 258° wide and holds neither ocean crossed.
    ///
    /// ```swift
    /// let box = GeoJSON.BoundingBox(enclosing: collection.features.compactMap(\.geometry).flatMap(\.positions))
    /// ```
    public struct BoundingBox: Hashable, Sendable, Encodable {
        /// The western edge; greater than ``east`` when the box crosses the antimeridian.
        public var west: Double
        /// The southern edge.
        public var south: Double
        /// The eastern edge.
        public var east: Double
        /// The northern edge.
        public var north: Double

        /// The smallest box around every valid position, choosing the narrower of the two ways
        /// round the world; nil when there is none.
        public init?(enclosing positions: [Coordinate]) {
            let valid = positions.filter(\.isValid)
            guard let first = valid.first else { return nil }
            south = valid.reduce(first.latitude) { Swift.min($0, $1.latitude) }
            north = valid.reduce(first.latitude) { Swift.max($0, $1.latitude) }
            // The box leaves out the widest gap between neighbouring longitudes, counting the
            // gap that wraps from the easternmost back round to the westernmost.
            let longitudes = Set(valid.map(\.longitude)).sorted()
            var widest = (gap: longitudes[0] + 360 - longitudes[longitudes.count - 1], after: 0)
            for index in longitudes.indices.dropFirst() {
                let gap = longitudes[index] - longitudes[index - 1]
                if gap > widest.gap { widest = (gap, index) }
            }
            west = longitudes[widest.after]
            east = longitudes[(widest.after + longitudes.count - 1) % longitudes.count]
        }

        /// True when the box crosses the antimeridian.
        public var crossesAntimeridian: Bool { west > east }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for value in [west, south, east, north] { try container.encode(GeoJSON.rounded(value)) }
        }
    }
}
