import Foundation
import TransitKitCore

/// GetNextPredictedArrivalTimeAtStopsForTramNo as tramTRACKER answers it: the tram's
/// ``trip`` (what ``TramTrackerClient/trip(of:)`` returns for a tram in public service) and
/// the two facts a `VehicleTrip` has no place for.
///
/// ```swift
/// let run = try await client.tramRun("3001")
/// if run.isAvailable == false { print("not in public service") }   // trip(of:) says .notFound
/// for call in run.trip.calls { print(call.stopName ?? call.stopID.rawValue, call.time ?? .distantPast) }
/// ```
public struct TramRun: Hashable, Sendable, Codable {
    /// Fleet number, route, headboard, direction, the next stops in travel order, notices and
    /// the server's clock.
    public var trip: VehicleTrip
    /// `AtLayover`: waiting at a terminus; nil when the server did not say.
    public var isAtLayover: Bool?
    /// `Available`: false when the tram is not in public service (a depot run, a driver
    /// training run); nil when the server did not say.
    public var isAvailable: Bool?

    /// A run as ``TramTrackerClient/tramRun(_:)`` builds it.
    public init(trip: VehicleTrip, isAtLayover: Bool?, isAvailable: Bool?) {
        self.trip = trip
        self.isAtLayover = isAtLayover
        self.isAvailable = isAvailable
    }
}
