import TransitKitCore

/// GetDestinationsForAllRoutes's element (SOAP `ListOfDestinationsForAllRoutes`): one row per
/// route and direction. `RouteNo` is read as number or text, as the other calls send it both
/// ways.
struct TramTrackerWireRouteDestination: Decodable, Sendable, Equatable {
    var RouteNo: LenientString
    var UpStop: Bool?
    var Destination: String?
}
