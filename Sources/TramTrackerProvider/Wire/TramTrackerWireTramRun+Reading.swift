import TransitKitCore

extension TramTrackerWireTramRun: JSONReadable {
    /// Where one tram will be next; every field null or absent as nil.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "VehicleNo" where seen.first(0): VehicleNo = try reader.readIntIfPresent()
            case "RouteNo" where seen.first(1): RouteNo = try reader.readIfPresent(LenientString.self)
            case "HeadBoardRouteNo" where seen.first(2): HeadBoardRouteNo = try reader.readIfPresent(LenientString.self)
            case "Up" where seen.first(3): Up = try reader.readBoolIfPresent()
            case "AtLayover" where seen.first(4): AtLayover = try reader.readBoolIfPresent()
            case "Available" where seen.first(5): Available = try reader.readBoolIfPresent()
            case "HasDisruption" where seen.first(6): HasDisruption = try reader.readBoolIfPresent()
            case "DisruptionMessage" where seen.first(7): DisruptionMessage = try TramTrackerWireDisruptionMessage.readIfPresent(&reader)
            case "HasSpecialEvent" where seen.first(8): HasSpecialEvent = try reader.readBoolIfPresent()
            case "SpecialEventMessage" where seen.first(9): SpecialEventMessage = try reader.readStringIfPresent()
            case "NextPredictedStopsDetails" where seen.first(10):
                NextPredictedStopsDetails = try reader.readNull() ? nil : try [StopDetail](reading: &reader)
            default: try reader.skipValue()
            }
        }
    }
}

extension TramTrackerWireTramRun.StopDetail: JSONReadable {
    /// One stop ahead: arrival time and stop number required.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var arrival: DotNetDate?
        var stopNo: LenientString?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "PredictedArrivalDateTime" where seen.first(0): arrival = try DotNetDate.read(&reader)
            case "StopNo" where seen.first(1): stopNo = try LenientString(reading: &reader)
            case "StopSeq" where seen.first(2): StopSeq = try reader.readIntIfPresent()
            default: try reader.skipValue()
            }
        }
        guard let arrival else { throw reader.error("no member \"PredictedArrivalDateTime\"") }
        guard let stopNo else { throw reader.error("no member \"StopNo\"") }
        PredictedArrivalDateTime = arrival
        StopNo = stopNo
    }
}
