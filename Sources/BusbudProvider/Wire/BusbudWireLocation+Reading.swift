import TransitKitCore

extension BusbudWireLocation: JSONReadable {
    /// A station or stop; `id` (an Int) is required.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var id: Int?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "id" where seen.first(0): id = try reader.readInt()
            case "city_id" where seen.first(1): cityID = try reader.readStringIfPresent()
            case "name" where seen.first(2): name = try reader.readStringIfPresent()
            case "address" where seen.first(3):
                address = try reader.readNull() ? nil : try reader.readArray { reader throws(TransitError) in try reader.readString() }
            case "type" where seen.first(4): type = try reader.readStringIfPresent()
            case "lat" where seen.first(5): lat = try reader.readDoubleIfPresent()
            case "lon" where seen.first(6): lon = try reader.readDoubleIfPresent()
            case "geohash" where seen.first(7): geohash = try reader.readStringIfPresent()
            default: try reader.skipValue()
            }
        }
        guard let id else { throw reader.error("no member \"id\"") }
        self.id = id
    }
}
