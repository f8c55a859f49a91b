import TransitKitCore

extension TramTrackerWireRouteStop: JSONReadable {
    /// A stop of a route: `StopNo` required, the rest null or absent as nil.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var stopNo: LenientString?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "StopNo" where seen.first(0): stopNo = try LenientString(reading: &reader)
            case "StopName" where seen.first(1): StopName = try reader.readStringIfPresent()
            case "Name" where seen.first(2): Name = try reader.readStringIfPresent()
            case "Description" where seen.first(3): Description = try reader.readStringIfPresent()
            case "FlagStopNo" where seen.first(4): FlagStopNo = try reader.readIfPresent(LenientString.self)
            case "Latitude" where seen.first(5): Latitude = try reader.readDoubleIfPresent()
            case "Longitude" where seen.first(6): Longitude = try reader.readDoubleIfPresent()
            case "SuburbName" where seen.first(7): SuburbName = try reader.readStringIfPresent()
            case "CityDirection" where seen.first(8): CityDirection = try reader.readStringIfPresent()
            case "Zones" where seen.first(9): Zones = try reader.readStringIfPresent()
            case "UpStop" where seen.first(10): UpStop = try reader.readBoolIfPresent()
            default: try reader.skipValue()
            }
        }
        guard let stopNo else { throw reader.error("no member \"StopNo\"") }
        StopNo = stopNo
    }
}
