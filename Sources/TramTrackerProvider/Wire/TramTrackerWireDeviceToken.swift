/// `AddDeviceTokenInfo`, GetDeviceToken's only element.
struct TramTrackerWireDeviceToken: Decodable, Sendable, Equatable {
    var DeviceToken: String
}
