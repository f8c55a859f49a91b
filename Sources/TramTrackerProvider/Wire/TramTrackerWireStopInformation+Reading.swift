import TransitKitCore

extension TramTrackerWireStopInformation: JSONReadable {
    /// A stop's information; every field null or absent as nil.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "FlagStopNo" where seen.first(0): FlagStopNo = try reader.readIfPresent(LenientString.self)
            case "StopName" where seen.first(1): StopName = try reader.readStringIfPresent()
            case "CityDirection" where seen.first(2): CityDirection = try reader.readStringIfPresent()
            case "Latitude" where seen.first(3): Latitude = try reader.readDoubleIfPresent()
            case "Longitude" where seen.first(4): Longitude = try reader.readDoubleIfPresent()
            case "SuburbName" where seen.first(5): SuburbName = try reader.readStringIfPresent()
            case "IsCityStop" where seen.first(6): IsCityStop = try reader.readBoolIfPresent()
            case "HasConnectingBuses" where seen.first(7): HasConnectingBuses = try reader.readBoolIfPresent()
            case "HasConnectingTrains" where seen.first(8): HasConnectingTrains = try reader.readBoolIfPresent()
            case "HasConnectingTrams" where seen.first(9): HasConnectingTrams = try reader.readBoolIfPresent()
            case "StopLength" where seen.first(10): StopLength = try reader.readIntIfPresent()
            case "IsPlatformStop" where seen.first(11): IsPlatformStop = try reader.readBoolIfPresent()
            case "Zones" where seen.first(12): Zones = try reader.readStringIfPresent()
            default: try reader.skipValue()
            }
        }
    }
}
