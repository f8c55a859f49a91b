import Foundation

/// The run of one vehicle: where it is going and when it reaches each of its next stops — the
/// answer to "where is my bus going, and when does it get to my stop".
///
/// | provider | call |
/// |---|---|
/// | tramTRACKER | `GetNextPredictedArrivalTimeAtStopsForTramNo` |
/// | CTA | `getpredictions?vid=` |
/// | MTA | SIRI vehicle monitoring with `VehicleMonitoringDetailLevel=calls` (onward calls) |
///
/// ```swift
/// let trip = try await tram.trip(of: "3530")
/// for call in trip.calls { print(call.stopName ?? call.stopID.rawValue, call.countdown(now: Date())?.text ?? "") }
/// ```
public struct VehicleTrip: Hashable, Sendable, Codable {
    /// The vehicle whose run this is.
    public var vehicle: VehiclePosition.ID
    /// The route the vehicle is running, when the provider says.
    public var route: Route.ID?
    /// Rider-facing route name when it differs from the id.
    public var routeName: String?
    /// The direction of travel, when the provider says.
    public var direction: Direction?
    /// Headsign: where the vehicle is going.
    public var destination: String?
    /// The provider's trip id.
    public var tripID: String?
    /// Where the vehicle is, when the provider says.
    public var position: VehiclePosition?
    /// The stops still ahead, in travel order, each with its predicted time.
    public var calls: [Prediction]
    /// Alerts that came with the answer.
    public var alerts: [ServiceAlert]
    /// The server's clock when it answered.
    public var serverTime: Date?

    /// Creates a trip from the vehicle and its next calls.
    public init(
        vehicle: VehiclePosition.ID, route: Route.ID? = nil, routeName: String? = nil,
        direction: Direction? = nil, destination: String? = nil, tripID: String? = nil,
        position: VehiclePosition? = nil, calls: [Prediction], alerts: [ServiceAlert] = [],
        serverTime: Date? = nil
    ) {
        self.vehicle = vehicle
        self.route = route
        self.routeName = routeName
        self.direction = direction
        self.destination = destination
        self.tripID = tripID
        self.position = position
        self.calls = calls
        self.alerts = alerts.merged()
        self.serverTime = serverTime
    }

    /// The call at `stop`, if the vehicle still goes there.
    public func call(at stop: Stop.ID) -> Prediction? {
        calls.first { $0.stopID == stop }
    }
}
