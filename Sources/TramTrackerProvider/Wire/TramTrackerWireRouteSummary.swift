import TransitKitCore

/// GetRouteSummaries' element. Field names come from client code (no payload was found).
struct TramTrackerWireRouteSummary: Decodable, Sendable, Equatable {
    var RouteNo: LenientString
    var AlphaNumericRouteNo: String?
    var HeadBoardRouteNo: LenientString?
    var InternalRouteNo: Int?
    var MainRouteNo: LenientString?
    var IsMainRoute: Bool?
    var Description: String?
    var UpDestination: String?
    var DownDestination: String?
    var VariantDestination: String?
    /// A colour name ("yellow"), not a hex value.
    var RouteColour: String?
    var LastModified: DotNetDate?
}
