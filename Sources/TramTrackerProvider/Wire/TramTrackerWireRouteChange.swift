import TransitKitCore

/// One row of GetStopsAndRoutesUpdatesSince's `dtRoutesChanges` table. The SOAP row also carries
/// `ID`, `HeadboardRouteNo`, `IsMainRoute` and `Colour`; only the route number and the action
/// are read, because a changed route is answered by rebuilding the stop index, not by
/// patching the route from this row.
struct TramTrackerWireRouteChange: Decodable, Sendable, Equatable {
    var RouteNo: LenientString?
    var Action: String?
}
