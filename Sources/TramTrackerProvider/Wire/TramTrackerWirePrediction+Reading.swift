import TransitKitCore

extension TramTrackerWirePrediction: JSONReadable {
    /// One predicted tram: the arrival time and route number required, the rest null or
    /// absent as nil, the newer text fields read whatever their type.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var arrival: DotNetDate?
        var routeNo: LenientString?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "PredictedArrivalDateTime" where seen.first(0): arrival = try DotNetDate.read(&reader)
            case "RouteNo" where seen.first(1): routeNo = try LenientString(reading: &reader)
            case "HeadBoardRouteNo" where seen.first(2): HeadBoardRouteNo = try reader.readIfPresent(LenientString.self)
            case "InternalRouteNo" where seen.first(3): InternalRouteNo = try reader.readIntIfPresent()
            case "Destination" where seen.first(4): Destination = try reader.readStringIfPresent()
            case "VehicleNo" where seen.first(5): VehicleNo = try reader.readIntIfPresent()
            case "TripID" where seen.first(6): TripID = try TramTrackerWireText.readIfPresent(&reader)
            case "AirConditioned" where seen.first(7): AirConditioned = try reader.readBoolIfPresent()
            case "DisplayAC" where seen.first(8): DisplayAC = try reader.readBoolIfPresent()
            case "IsLowFloorTram" where seen.first(9): IsLowFloorTram = try reader.readBoolIfPresent()
            case "IsTTAvailable" where seen.first(10): IsTTAvailable = try reader.readBoolIfPresent()
            case "HasDisruption" where seen.first(11): HasDisruption = try reader.readBoolIfPresent()
            case "DisruptionMessage" where seen.first(12): DisruptionMessage = try TramTrackerWireDisruptionMessage.readIfPresent(&reader)
            case "HasSpecialEvent" where seen.first(13): HasSpecialEvent = try reader.readBoolIfPresent()
            case "SpecialEventMessage" where seen.first(14): SpecialEventMessage = try reader.readStringIfPresent()
            case "TramClass" where seen.first(15): TramClass = try TramTrackerWireText.readIfPresent(&reader)
            case "HasPlannedOccupation" where seen.first(16): HasPlannedOccupation = try reader.readBoolIfPresent()
            case "PlannedOccupationMessage" where seen.first(17): PlannedOccupationMessage = try reader.readStringIfPresent()
            case "OccupancyLevel" where seen.first(18): OccupancyLevel = try TramTrackerWireText.readIfPresent(&reader)
            default: try reader.skipValue()
            }
        }
        guard let arrival else { throw reader.error("no member \"PredictedArrivalDateTime\"") }
        guard let routeNo else { throw reader.error("no member \"RouteNo\"") }
        PredictedArrivalDateTime = arrival
        RouteNo = routeNo
    }
}
