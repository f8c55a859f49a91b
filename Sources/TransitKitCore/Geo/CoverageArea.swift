import Foundation

/// Where a provider has service: one or more latitude/longitude boxes.
///
/// Boxes are coarse on purpose: the question they answer is "is it worth asking this provider
/// about this place", not "is this point on a route". A box whose `west` is greater than its
/// `east` crosses the antimeridian.
///
/// ```swift
/// let chicago = CoverageArea(south: 41.64, west: -87.94, north: 42.07, east: -87.52)
/// chicago.contains(Coordinate(latitude: 41.8789, longitude: -87.6359))   // true
/// let area = CoverageArea(enclosing: stops.compactMap(\.coordinate), margin: 1_000)   // 1 km around every stop
/// ```
public struct CoverageArea: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A latitude/longitude box, edges included.
    public struct Box: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The southern edge, in degrees of latitude.
        public var south: Double
        /// The western edge, in degrees of longitude; greater than `east` when the box crosses the antimeridian.
        public var west: Double
        /// The northern edge, in degrees of latitude.
        public var north: Double
        /// The eastern edge, in degrees of longitude.
        public var east: Double

        /// A box; latitudes are clamped to -90...90 and longitudes wrapped into -180...180.
        public init(south: Double, west: Double, north: Double, east: Double) {
            guard [south, west, north, east].allSatisfy(\.isFinite) else {
                // Kept as given so ``isValid`` is false and ``CoverageArea`` drops the box.
                (self.south, self.west, self.north, self.east) = (south, west, north, east)
                return
            }
            self.south = Swift.max(-90, Swift.min(south, north, 90))
            self.north = Swift.min(90, Swift.max(north, south, -90))
            let wide = east - west >= 360
            self.west = wide ? -180 : Self.wrap(west)
            self.east = wide ? 180 : Self.wrap(east)
        }

        /// The box a center and its spans describe (OneBusAway `agencies-with-coverage`:
        /// `lat`, `lon`, `latSpan`, `lonSpan`).
        public init(center: Coordinate, latitudeSpan: Double, longitudeSpan: Double) {
            self.init(
                south: center.latitude - latitudeSpan / 2, west: center.longitude - longitudeSpan / 2,
                north: center.latitude + latitudeSpan / 2, east: center.longitude + longitudeSpan / 2)
        }

        /// True when every edge is a finite number.
        public var isValid: Bool { [south, west, north, east].allSatisfy(\.isFinite) }

        /// Whether `coordinate` is inside, or within `margin` metres of an edge.
        public func contains(_ coordinate: Coordinate, margin: Double = 0) -> Bool {
            guard isValid, coordinate.isValid else { return false }
            let padding = Swift.max(0, margin.isFinite ? margin : 0)
            let dLat = padding / CoverageArea.metresPerDegreeLatitude
            guard coordinate.latitude >= south - dLat, coordinate.latitude <= north + dLat else { return false }
            let dLon = CoverageArea.degreesLongitude(metres: padding, at: coordinate.latitude)
            if dLon >= 180 { return true }
            let width = self.west <= self.east ? self.east - self.west : self.east - self.west + 360
            if width + 2 * dLon >= 360 { return true }
            // Measured eastwards from the padded west edge, so a box across the antimeridian (as
            // given, or once padded) needs no special case.
            let offset = (coordinate.longitude - (self.west - dLon) + 720).truncatingRemainder(dividingBy: 360)
            return offset <= width + 2 * dLon + 1e-9
        }

        /// "41.64…42.07, -87.94…-87.52".
        public var description: String {
            String(format: "%.4f…%.4f, %.4f…%.4f", south, north, west, east)
        }

        static func wrap(_ longitude: Double) -> Double {
            guard longitude.isFinite, longitude < -180 || longitude > 180 else { return longitude }
            let wrapped = (longitude + 180).truncatingRemainder(dividingBy: 360)
            return (wrapped < 0 ? wrapped + 360 : wrapped) - 180
        }
    }

    /// The boxes; a place is covered when any of them contains it.
    public var boxes: [Box]

    /// An area made of `boxes`. Boxes with a NaN or infinite edge are dropped, and so are
    /// boxes of no extent: OneBusAway's `agencies-with-coverage` gives agency `MTA` an all-zero
    /// box, which would otherwise "cover" the point (0, 0) in the Gulf of Guinea.
    public init(_ boxes: [Box]) {
        self.boxes = boxes.filter { $0.isValid && ($0.north > $0.south || $0.east != $0.west) }
    }

    /// One box.
    public init(south: Double, west: Double, north: Double, east: Double) {
        self.init([Box(south: south, west: west, north: north, east: east)])
    }

    /// The smallest box holding every valid coordinate of `coordinates`, grown by `margin`
    /// metres on every side (a stop at the edge of a network still has riders around it).
    /// Nil when there is no valid coordinate. Built from a provider's stop catalogue, so a
    /// (0, 0) or out-of-range coordinate in the data would stretch it: invalid ones are skipped.
    public init?(enclosing coordinates: [Coordinate], margin: Double = 0) {
        let valid = coordinates.filter(\.isValid)
        guard let first = valid.first else { return nil }
        var south = first.latitude
        var north = first.latitude
        var west = first.longitude
        var east = first.longitude
        for coordinate in valid.dropFirst() {
            south = Swift.min(south, coordinate.latitude)
            north = Swift.max(north, coordinate.latitude)
            west = Swift.min(west, coordinate.longitude)
            east = Swift.max(east, coordinate.longitude)
        }
        let padding = Swift.max(0, margin.isFinite ? margin : 0)
        let dLat = padding / Self.metresPerDegreeLatitude
        let dLon = Self.degreesLongitude(metres: padding, at: Swift.max(abs(south), abs(north)))
        if dLon >= 180 {
            self.init(south: south - dLat, west: -180, north: north + dLat, east: 180)
        } else {
            self.init(south: south - dLat, west: west - dLon, north: north + dLat, east: east + dLon)
        }
    }

    /// Whether any box holds `coordinate` (or comes within `margin` metres of it).
    public func contains(_ coordinate: Coordinate, margin: Double = 0) -> Bool {
        boxes.contains { $0.contains(coordinate, margin: margin) }
    }

    /// Both areas' boxes.
    public func union(_ other: CoverageArea) -> CoverageArea {
        CoverageArea(boxes + other.boxes.filter { !boxes.contains($0) })
    }

    /// The boxes, "; "-separated.
    public var description: String { boxes.map(\.description).joined(separator: "; ") }

    /// Metres in one degree of latitude (mean Earth radius, as ``Coordinate/distance(to:)``).
    static let metresPerDegreeLatitude = 6_371_008.8 * .pi / 180

    /// Degrees of longitude that span `metres` east–west at `latitude`; 180 or more near a pole.
    static func degreesLongitude(metres: Double, at latitude: Double) -> Double {
        let scale = cos(latitude * .pi / 180)
        guard scale > 1e-9 else { return 360 }
        return metres / (metresPerDegreeLatitude * scale)
    }
}
