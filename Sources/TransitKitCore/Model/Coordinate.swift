import Foundation

/// A WGS 84 position in degrees.
///
/// The initialiser does not validate, because wire data is mapped first and judged second;
/// use ``isValid`` (or ``validated(latitude:longitude:field:)``) where out-of-range values matter.
public struct Coordinate: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Degrees north of the equator (negative south), -90…90 when valid.
    public var latitude: Double
    /// Degrees east of Greenwich (negative west), -180…180 when valid.
    public var longitude: Double

    /// Creates a coordinate without validating it; see `isValid`.
    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// "40.64795, -73.99840": five decimals, about a metre.
    public var description: String { String(format: "%.5f, %.5f", latitude, longitude) }

    /// True when latitude is in -90...90, longitude in -180...180 and both are finite.
    public var isValid: Bool {
        latitude.isFinite && longitude.isFinite && (-90...90).contains(latitude)
            && (-180...180).contains(longitude)
    }

    /// A coordinate, or a `TransitError` of kind `.invalidArgument` naming the bad component.
    public static func validated(
        latitude: Double, longitude: Double, field: String = "coordinate"
    )
        throws(TransitError) -> Coordinate
    {
        let coordinate = Coordinate(latitude: latitude, longitude: longitude)
        guard coordinate.isValid else {
            throw TransitError(
                .invalidArgument,
                detail: "\(field): (\(latitude), \(longitude)) is outside latitude -90...90 / longitude -180...180")
        }
        return coordinate
    }
}
