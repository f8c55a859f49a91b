import TransitKitCore

/// `NextPredictedRoutesCollectionInfo`: one predicted tram at a stop.
///
/// Only the arrival time and route number are required; everything else is optional so newer
/// fields (`TramClass`, `OccupancyLevel`…) and missing older ones both decode.
struct TramTrackerWirePrediction: Decodable, Sendable, Equatable {
    var PredictedArrivalDateTime: DotNetDate
    /// Main route number as text ("16" for a "16d" tram). Never an Int.
    var RouteNo: LenientString
    /// What the tram displays ("16d").
    var HeadBoardRouteNo: LenientString?
    var InternalRouteNo: Int?
    var Destination: String?
    /// Fleet number; 0 or −1 means no tram assigned yet (a timetable entry).
    var VehicleNo: Int?
    /// Always 0 in every capture ("currently unused"); 0 means no trip id.
    var TripID: Tolerant<LenientString>?
    var AirConditioned: Bool?
    var DisplayAC: Bool?
    var IsLowFloorTram: Bool?
    /// Stays true when `VehicleNo` is 0 or −1, so it is not a realtime flag.
    var IsTTAvailable: Bool?
    var HasDisruption: Bool?
    var DisruptionMessage: TramTrackerWireDisruptionMessage?
    var HasSpecialEvent: Bool?
    var SpecialEventMessage: String?
    /// "E", "Z3" (2024–25), "e", "z1" (2016 website); "" when unknown.
    var TramClass: Tolerant<LenientString>?
    var HasPlannedOccupation: Bool?
    var PlannedOccupationMessage: String?
    /// GTFS-Realtime occupancy names (`NO_DATA_AVAILABLE`, `EMPTY`, … `FULL`).
    var OccupancyLevel: Tolerant<LenientString>?
}
