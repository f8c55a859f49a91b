import TransitKitCore
/// GetStopInformation's element. Field names come from client code and a 2011 payload.
struct WireStopInformation: Decodable, Sendable {
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

/// A stop of GetRouteStopsByRoute / GetListOfStopsByRouteNoAndDirection. The name is
/// `StopName` in one and `Name` in the other.
struct WireRouteStop: Decodable, Sendable {
    var StopNo: LenientString
    var StopName: String?
    var Name: String?
    var Description: String?
    var FlagStopNo: LenientString?
    var Latitude: Double?
    var Longitude: Double?
    var SuburbName: String?
    var CityDirection: String?
    var Zones: String?
    var UpStop: Bool?
}
