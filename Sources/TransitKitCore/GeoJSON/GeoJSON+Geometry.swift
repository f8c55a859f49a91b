import Foundation

extension GeoJSON {
    /// The geometry types the model needs (RFC 7946 §3.1). Positions are ``Coordinate``s and
    /// are written `[longitude, latitude]`, rounded to ``GeoJSON/precision`` decimals.
    ///
    /// Build lines with ``line(_:)`` and polygons with ``polygon(exterior:holes:)``: they apply
    /// the antimeridian cut and the winding order that the bare cases leave to the caller.
    ///
    /// ```swift
    /// let flight = GeoJSON.Geometry.line([tokyo, losAngeles])   // .multiLineString: cut at 180°
    /// ```
    public enum Geometry: Hashable, Sendable {
        /// One position.
        case point(Coordinate)
        /// Several unconnected positions.
        case multiPoint([Coordinate])
        /// Two or more positions joined in order.
        case lineString([Coordinate])
        /// Several lines; what a line crossing the antimeridian becomes.
        case multiLineString([[Coordinate]])
        /// Linear rings, each closed (first position = last); the first is the exterior.
        case polygon([[Coordinate]])

        /// The RFC's name for the type ("LineString").
        public var typeName: String {
            switch self {
            case .point: return "Point"
            case .multiPoint: return "MultiPoint"
            case .lineString: return "LineString"
            case .multiLineString: return "MultiLineString"
            case .polygon: return "Polygon"
            }
        }

        /// Every position of the geometry, in order.
        public var positions: [Coordinate] {
            switch self {
            case .point(let position): return [position]
            case .multiPoint(let positions), .lineString(let positions): return positions
            case .multiLineString(let lines), .polygon(let lines): return lines.flatMap { $0 }
            }
        }

        /// A line through `coordinates`, invalid ones dropped: a `LineString`, or a
        /// `MultiLineString` cut at ±180° where a segment crosses the antimeridian (RFC 7946
        /// §3.1.9). Nil with fewer than two valid positions, which is no line.
        ///
        /// A segment crosses when its longitudes are more than 180° apart: the short way round
        /// is the way a vehicle or a plane goes. The cut point's latitude is interpolated.
        public static func line(_ coordinates: [Coordinate]) -> Geometry? {
            let parts = Antimeridian.cut(coordinates.filter(\.isValid)).filter { $0.count >= 2 }
            switch parts.count {
            case 0: return nil
            case 1: return .lineString(parts[0])
            default: return .multiLineString(parts)
            }
        }

        /// A polygon whose exterior ring runs counter-clockwise and whose holes run clockwise
        /// (the right-hand rule, RFC 7946 §3.1.6), each ring closed. Nil when the exterior has
        /// fewer than three distinct positions.
        public static func polygon(exterior: [Coordinate], holes: [[Coordinate]] = []) -> Geometry? {
            guard let outer = Ring(exterior, counterClockwise: true) else { return nil }
            return .polygon([outer.positions] + holes.compactMap { Ring($0, counterClockwise: false)?.positions })
        }

        /// The closed, counter-clockwise ring of a box that does not cross the antimeridian
        /// (`west <= east`); ``GeoJSON/FeatureCollection/init(coverage:provider:)`` splits one that does.
        static func rectangle(south: Double, west: Double, north: Double, east: Double) -> Geometry {
            .polygon([
                [
                    Coordinate(latitude: south, longitude: west), Coordinate(latitude: south, longitude: east),
                    Coordinate(latitude: north, longitude: east), Coordinate(latitude: north, longitude: west),
                    Coordinate(latitude: south, longitude: west),
                ]
            ])
        }
    }
}

extension GeoJSON.Geometry: Encodable {
    /// Encodes `{"coordinates": …, "type": …}` as the core's writer writes it.
    public func encode(to encoder: any Encoder) throws {
        try GeoJSON.encode(to: encoder) { writer throws(TransitError) in try write(to: &writer) }
    }
}
