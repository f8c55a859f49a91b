import Foundation
import TransitKitCore

/// Where a OneBusAway "for-location" call (stops-for-location, routes-for-location) searches:
/// around a point, within `radius` metres when given (the server's default is 500 m), or the
/// box a centre and its spans describe (`latSpan`/`lonSpan`, in degrees).
enum MTASearchArea: Sendable, Hashable {
    case around(Coordinate, radius: Double?)
    case box(CoverageArea.Box)

    /// `lat`, `lon`, then `radius` or `latSpan` and `lonSpan`.
    var queryItems: [(String, String)] {
        switch self {
        case .around(let center, let radius):
            var query = [("lat", String(center.latitude)), ("lon", String(center.longitude))]
            if let radius { query.append(("radius", String(radius))) }
            return query
        case .box(let box):
            // A box across the antimeridian has west > east; its span still runs eastwards.
            let lonSpan = box.west <= box.east ? box.east - box.west : box.east - box.west + 360
            var lon = box.west + lonSpan / 2
            if lon > 180 { lon -= 360 }
            return [
                ("lat", String((box.south + box.north) / 2)), ("lon", String(lon)),
                ("latSpan", String(box.north - box.south)), ("lonSpan", String(lonSpan)),
            ]
        }
    }

    /// The area, checked before any request: a coordinate in range and a positive finite
    /// radius, or a box with finite edges and south ≤ north; `.invalidArgument` naming what is
    /// wrong otherwise.
    func validated(operation: String) throws(TransitError) -> MTASearchArea {
        switch self {
        case .around(let coordinate, let radius):
            let coordinate = try StopSearch.coordinate(coordinate, provider: MTABusTimeClient.providerID, operation: operation)
            // A NaN or negative radius would be sent as "nan" / "-5.0" and answered with a 400
            // or a silent default.
            if let radius, !(radius.isFinite && radius > 0) {
                throw TransitError(
                    .invalidArgument, provider: MTABusTimeClient.providerID, operation: operation,
                    detail: "radius: \(radius) must be a positive number of metres")
            }
            return .around(coordinate, radius: radius)
        case .box(let box):
            guard box.isValid, box.south <= box.north else {
                throw TransitError(
                    .invalidArgument, provider: MTABusTimeClient.providerID, operation: operation,
                    detail: "the area \(box) is not a box (edges must be finite, south ≤ north)")
            }
            return self
        }
    }
}
