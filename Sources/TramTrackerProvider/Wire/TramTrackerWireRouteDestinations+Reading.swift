import TransitKitCore

extension TramTrackerWireRouteDestinations: JSONReadable {
    /// A route's two destinations, either null or absent as nil.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "UpDestination" where seen.first(0): UpDestination = try reader.readStringIfPresent()
            case "DownDestination" where seen.first(1): DownDestination = try reader.readStringIfPresent()
            default: try reader.skipValue()
            }
        }
    }
}
