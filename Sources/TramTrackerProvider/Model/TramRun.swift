import Foundation
import TransitKitCore

/// Where one tram (by fleet number) is predicted to stop next.
public struct TramRun: Hashable, Sendable {
    /// The fleet number asked for (or the one the server answered with).
    public var vehicle: VehiclePosition.ID
    /// `RouteNo`, the main route number as text.
    public var route: Route.ID?
    /// What the tram displays (`HeadBoardRouteNo`, "16d"), else the route number.
    public var routeName: String?
    /// `up` or `down` from the `Up` flag; nil when not sent.
    public var direction: Direction?
    /// Waiting at a terminus; nil when the server did not say.
    public var isAtLayover: Bool?
    /// False when the tram is not in public service.
    public var isAvailable: Bool?
    /// One per next stop, in the order sent (empty at a terminus).
    public var predictions: [Prediction]
    /// Disruption and special-event notices carried by the run.
    public var alerts: [ServiceAlert]
    /// The server's `timeResponded` (its clock when it answered).
    public var serverTime: Date?

    /// A run as ``TramTrackerClient/tramRun(_:)`` builds it.
    public init(vehicle: VehiclePosition.ID, route: Route.ID?, routeName: String?, direction: Direction?,
                isAtLayover: Bool?, isAvailable: Bool?, predictions: [Prediction], alerts: [ServiceAlert],
                serverTime: Date?)
    {
        self.vehicle = vehicle
        self.route = route
        self.routeName = routeName
        self.direction = direction
        self.isAtLayover = isAtLayover
        self.isAvailable = isAvailable
        self.predictions = predictions
        self.alerts = alerts
        self.serverTime = serverTime
    }
}
