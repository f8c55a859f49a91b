import TransitKitCore

extension BusbudWireCity: JSONReadable {
    /// A city; `id` is required, the rest null or absent as nil.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var id: String?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "id" where seen.first(0): id = try reader.readString()
            case "name" where seen.first(1): name = try reader.readStringIfPresent()
            case "full_name" where seen.first(2): fullName = try reader.readStringIfPresent()
            case "geohash" where seen.first(3): geohash = try reader.readStringIfPresent()
            case "timezone" where seen.first(4): timezone = try reader.readStringIfPresent()
            default: try reader.skipValue()
            }
        }
        guard let id else { throw reader.error("no member \"id\"") }
        self.id = id
    }
}
