import TransitKitCore

/// A stop of GetRouteStopsByRoute / GetListOfStopsByRouteNoAndDirection. The name is
/// `StopName` in one and `Name` in the other.
struct TramTrackerWireRouteStop: Decodable, Sendable, Equatable {
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
