import TransitKitCore

extension BusbudWireOperator: JSONReadable {
    /// An operator; `id` is required.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var id: String?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "id" where seen.first(0): id = try reader.readString()
            case "name" where seen.first(1): name = try reader.readStringIfPresent()
            case "display_name" where seen.first(2): displayName = try reader.readStringIfPresent()
            case "url" where seen.first(3): url = try reader.readStringIfPresent()
            case "logo_url" where seen.first(4): logoURL = try reader.readStringIfPresent()
            case "source" where seen.first(5): source = try reader.readStringIfPresent()
            default: try reader.skipValue()
            }
        }
        guard let id else { throw reader.error("no member \"id\"") }
        self.id = id
    }
}
