import Foundation

extension Coordinate {
    /// Great-circle distance in metres (haversine, mean Earth radius 6,371,008.8 m).
    public func distance(to other: Coordinate) -> Double {
        let radius = 6_371_008.8
        let φ1 = latitude * .pi / 180
        let φ2 = other.latitude * .pi / 180
        let Δφ = (other.latitude - latitude) * .pi / 180
        let Δλ = (other.longitude - longitude) * .pi / 180
        let a = sin(Δφ / 2) * sin(Δφ / 2) + cos(φ1) * cos(φ2) * sin(Δλ / 2) * sin(Δλ / 2)
        return 2 * radius * atan2(sqrt(a), sqrt(max(0, 1 - a)))
    }
}
