import TransitKitCore

extension BusbudWireMetadata: JSONReadable {
    /// The 2021 poll's `metadata`.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "complete" where seen.first(0): complete = try reader.readBoolIfPresent()
            case "ttl" where seen.first(1): ttl = try reader.readStringIfPresent()
            case "interval" where seen.first(2): interval = try reader.readIntIfPresent()
            default: try reader.skipValue()
            }
        }
    }
}
