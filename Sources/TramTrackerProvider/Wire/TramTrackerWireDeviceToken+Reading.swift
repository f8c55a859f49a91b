import TransitKitCore

extension TramTrackerWireDeviceToken: JSONReadable {
    /// `AddDeviceTokenInfo`: the token is required.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var token: String?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            guard key == "DeviceToken", seen.first(0) else { continue }
            token = try reader.readString()
        }
        guard let token else { throw reader.error("no member \"DeviceToken\"") }
        DeviceToken = token
    }
}
