import Foundation
import TransitKitCore

/// The answer to stops-for-location.
public struct MTANearbyStops: Hashable, Sendable, Codable {
    /// The stops found, nearest first as the server orders them.
    public var stops: [Stop]
    /// More stops matched than were returned (`maxCount`, hard cap 250).
    public var limitExceeded: Bool
    /// The point is outside every agency's coverage; `stops` is empty.
    public var outOfRange: Bool

    /// A result as ``MTABusTimeClient/stopsForLocation(near:radius:code:maxCount:)`` builds it.
    public init(stops: [Stop], limitExceeded: Bool, outOfRange: Bool) {
        self.stops = stops
        self.limitExceeded = limitExceeded
        self.outOfRange = outOfRange
    }
}
