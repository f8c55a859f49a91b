import TransitKitCore

/// `NextPredictedArrivalTimeAtStopsForTramNoInfo`: where one tram will be next.
struct TramTrackerWireTramRun: Decodable, Sendable, Equatable {
    struct StopDetail: Decodable, Sendable, Equatable {
        var PredictedArrivalDateTime: DotNetDate
        var StopNo: LenientString
        var StopSeq: Int?
    }

    var VehicleNo: Int?
    var RouteNo: LenientString?
    var HeadBoardRouteNo: LenientString?
    /// Direction: true is "up".
    var Up: Bool?
    var AtLayover: Bool?
    /// False means the tram is not in public service.
    var Available: Bool?
    var HasDisruption: Bool?
    var DisruptionMessage: TramTrackerWireDisruptionMessage?
    var HasSpecialEvent: Bool?
    var SpecialEventMessage: String?
    /// Empty at a terminus or when nothing is known.
    var NextPredictedStopsDetails: [StopDetail]?
}
