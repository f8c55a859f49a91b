extension GeoJSON {
    /// A `bbox` (RFC 7946 §5): `[west, south, east, north]`.
    ///
    /// Across the antimeridian `west` is greater than `east` (§5.2): the box around a flight
    /// from Tokyo to Los Angeles is `[139.8, 33.9, -118.4, 35.6]`, 102° wide, not
    /// `[-118.4, …, 139.8, …]`, which is 258° wide and misses the ocean crossed.
    ///
    /// ```swift
    /// let box = GeoJSON.BoundingBox(enclosing: [tokyo, losAngeles])   // west 139.8, east -118.4
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

        /// The smallest box around every valid position, the narrower way round the world;
        /// nil when there is none.
        public init?(enclosing positions: [Coordinate]) {
            self.init(positions.filter(\.isValid).map { Span(point: $0) })
        }

        /// The smallest box around every geometry: their lines as drawn (each segment the short
        /// way round, as ``Geometry/line(_:)`` cuts them), not only their vertices — London →
        /// Tokyo → Los Angeles passes over Asia, which a box of the three cities alone can leave
        /// out.
        init?(enclosing geometries: [Geometry]) {
            var spans: [Span] = []
            for geometry in geometries {
                switch geometry {
                case .point(let position): spans.append(Span(point: position))
                case .multiPoint(let positions): spans += positions.map(Span.init(point:))
                case .lineString(let line): spans += Span.segments(of: line)
                case .multiLineString(let lines), .polygon(let lines): spans += lines.flatMap(Span.segments(of:))
                }
            }
            self.init(spans.filter { $0.south.isFinite && $0.north.isFinite })
        }

        private init?(_ spans: [Span]) {
            guard !spans.isEmpty else { return nil }
            south = spans.map(\.south).min() ?? 0
            north = spans.map(\.north).max() ?? 0
            // Merge the longitude intervals (none wraps: a segment never crosses ±180 once cut),
            // then leave out the widest stretch no interval covers, counting the one that wraps
            // from the easternmost end back round to the westernmost start.
            var merged: [(west: Double, east: Double)] = []
            for span in spans.sorted(by: { $0.west < $1.west }) {
                if let last = merged.last, span.west <= last.east {
                    merged[merged.count - 1].east = Swift.max(last.east, span.east)
                } else {
                    merged.append((span.west, span.east))
                }
            }
            var widest = (gap: merged[0].west + 360 - merged[merged.count - 1].east, after: 0)
            for index in merged.indices.dropFirst() where merged[index].west - merged[index - 1].east > widest.gap {
                widest = (merged[index].west - merged[index - 1].east, index)
            }
            west = merged[widest.after].west
            east = merged[(widest.after + merged.count - 1) % merged.count].east
        }

        /// True when the box crosses the antimeridian.
        public var crossesAntimeridian: Bool { west > east }

        /// Encodes `[west, south, east, north]`, rounded, as the core's writer writes it.
        public func encode(to encoder: any Encoder) throws {
            try GeoJSON.encode(to: encoder) { writer throws(TransitError) in try write(to: &writer) }
        }

        /// The longitudes and latitudes one point or one segment covers, west ≤ east.
        private struct Span {
            var west, east, south, north: Double

            init(point: Coordinate) {
                (west, east, south, north) = (point.longitude, point.longitude, point.latitude, point.latitude)
            }

            init(_ a: Coordinate, _ b: Coordinate) {
                west = Swift.min(a.longitude, b.longitude)
                east = Swift.max(a.longitude, b.longitude)
                south = Swift.min(a.latitude, b.latitude)
                north = Swift.max(a.latitude, b.latitude)
            }

            static func segments(of line: [Coordinate]) -> [Span] {
                let valid = line.filter(\.isValid)
                if valid.count == 1 { return [Span(point: valid[0])] }
                return zip(valid, valid.dropFirst()).map { Span($0, $1) }
            }
        }
    }
}
