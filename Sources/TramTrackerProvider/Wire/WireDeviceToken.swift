/// `AddDeviceTokenInfo`, GetDeviceToken's only element.
struct WireDeviceToken: Decodable, Sendable {
    var DeviceToken: String
}
