import TransitKitCore

/// GetStopInformation's element. Field names come from client code and a 2011 payload.
struct TramTrackerWireStopInformation: Decodable, Sendable, Equatable {
    var FlagStopNo: LenientString?
    var StopName: String?
    var CityDirection: String?
    var Latitude: Double?
    var Longitude: Double?
    var SuburbName: String?
    var IsCityStop: Bool?
    var HasConnectingBuses: Bool?
    var HasConnectingTrains: Bool?
    var HasConnectingTrams: Bool?
    var StopLength: Int?
    var IsPlatformStop: Bool?
    var Zones: String?
}
