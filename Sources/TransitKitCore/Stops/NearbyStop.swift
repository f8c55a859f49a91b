/// A stop near a place, and how far it is.
public struct NearbyStop: Hashable, Sendable, Codable, Identifiable {
    /// The stop.
    public var stop: Stop
    /// Great-circle distance from the place asked about, in metres.
    public var distance: Double

    /// Pairs a stop with its distance in metres.
    public init(stop: Stop, distance: Double) {
        self.stop = stop
        self.distance = distance
    }

    /// The stop's identifier, so lists of nearby stops work with `ForEach` and diffing.
    public var id: Stop.ID { stop.id }

    /// Nearest first; equal distances by stop id, so lists never depend on input order.
    public static func nearestFirst(_ a: NearbyStop, _ b: NearbyStop) -> Bool {
        a.distance != b.distance ? a.distance < b.distance : a.stop.id < b.stop.id
    }
}
