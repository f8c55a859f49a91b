import TransitKitCore

extension CTAWireRoute: JSONReadable {
    /// One `routes` row, as `init(from:)` decodes it: `rt` and `rtnm` required strings.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var rt: String?
        var rtnm: String?
        var rtclr: String?
        var rtdd: String?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "rt" where seen.first(0): rt = try reader.readString()
            case "rtnm" where seen.first(1): rtnm = try reader.readString()
            case "rtclr" where seen.first(2): rtclr = try reader.readStringIfPresent()
            case "rtdd" where seen.first(3): rtdd = try reader.readStringIfPresent()
            default: try reader.skipValue()
            }
        }
        guard let rt else { throw reader.error("no member \"rt\"") }
        guard let rtnm else { throw reader.error("no member \"rtnm\"") }
        self.rt = rt
        self.rtnm = rtnm
        self.rtclr = rtclr
        self.rtdd = rtdd
    }
}
