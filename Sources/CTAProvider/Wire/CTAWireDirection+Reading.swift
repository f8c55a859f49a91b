import TransitKitCore

extension CTAWireDirection: JSONReadable {
    /// One `directions` row, as the custom `init(from:)` decodes it: a non-null `dir` is both
    /// id and name (v2) and `id`/`name` are then not looked at; otherwise `id` is required and
    /// `name` defaults to it (v3). `id` and `name` are read as strings whenever present, so
    /// a v2 row with a mistyped `id` beside `dir` makes the direct read throw and the
    /// `Decodable` path decide (it reads that row).
    init(reading reader: inout JSONReader) throws(TransitError) {
        var dir: String?
        var id: String?
        var name: String?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "dir" where seen.first(0): dir = try reader.readStringIfPresent()
            case "id" where seen.first(1): id = try reader.readStringIfPresent()
            case "name" where seen.first(2): name = try reader.readStringIfPresent()
            default: try reader.skipValue()
            }
        }
        if let dir {
            self.id = dir
            self.name = dir
            return
        }
        guard let id else { throw reader.error("no member \"id\" (nor \"dir\")") }
        self.id = id
        self.name = name ?? id
    }
}
