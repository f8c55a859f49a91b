import TransitKitCore

extension TramTrackerWireRouteSummary: JSONReadable {
    /// A route summary: `RouteNo` required, the rest null or absent as nil.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var routeNo: LenientString?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "RouteNo" where seen.first(0): routeNo = try LenientString(reading: &reader)
            case "AlphaNumericRouteNo" where seen.first(1): AlphaNumericRouteNo = try reader.readStringIfPresent()
            case "HeadBoardRouteNo" where seen.first(2): HeadBoardRouteNo = try reader.readIfPresent(LenientString.self)
            case "InternalRouteNo" where seen.first(3): InternalRouteNo = try reader.readIntIfPresent()
            case "MainRouteNo" where seen.first(4): MainRouteNo = try reader.readIfPresent(LenientString.self)
            case "IsMainRoute" where seen.first(5): IsMainRoute = try reader.readBoolIfPresent()
            case "Description" where seen.first(6): Description = try reader.readStringIfPresent()
            case "UpDestination" where seen.first(7): UpDestination = try reader.readStringIfPresent()
            case "DownDestination" where seen.first(8): DownDestination = try reader.readStringIfPresent()
            case "VariantDestination" where seen.first(9): VariantDestination = try reader.readStringIfPresent()
            case "RouteColour" where seen.first(10): RouteColour = try reader.readStringIfPresent()
            case "LastModified" where seen.first(11): LastModified = try DotNetDate.readIfPresent(&reader)
            default: try reader.skipValue()
            }
        }
        guard let routeNo else { throw reader.error("no member \"RouteNo\"") }
        RouteNo = routeNo
    }
}
