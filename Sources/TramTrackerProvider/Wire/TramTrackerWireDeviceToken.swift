/// `AddDeviceTokenInfo`, GetDeviceToken's only element.
struct TramTrackerWireDeviceToken: Decodable, Sendable {
    var DeviceToken: String
}
