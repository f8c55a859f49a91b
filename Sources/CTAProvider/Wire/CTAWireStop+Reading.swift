import TransitKitCore

extension CTAWireStop: JSONReadable {
    /// One `stops` row, as `init(from:)` decodes it: `stpid`, `stpnm` (kept raw, trailing
    /// spaces and all) and lenient `lat`/`lon` required; detour lists and `ada` optional.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var stpid: String?
        var stpnm: String?
        var lat: LenientDouble?
        var lon: LenientDouble?
        var dtradd: [String]?
        var dtrrem: [String]?
        var ada: Bool?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "stpid" where seen.first(0): stpid = try reader.readString()
            case "stpnm" where seen.first(1): stpnm = try reader.readString()
            case "lat" where seen.first(2): lat = try reader.readLenientDoubleValue()
            case "lon" where seen.first(3): lon = try reader.readLenientDoubleValue()
            case "dtradd" where seen.first(4): dtradd = try reader.readOptionalStrings()
            case "dtrrem" where seen.first(5): dtrrem = try reader.readOptionalStrings()
            case "ada" where seen.first(6): ada = try reader.readBoolIfPresent()
            default: try reader.skipValue()
            }
        }
        guard let stpid else { throw reader.error("no member \"stpid\"") }
        guard let stpnm else { throw reader.error("no member \"stpnm\"") }
        guard let lat else { throw reader.error("no member \"lat\"") }
        guard let lon else { throw reader.error("no member \"lon\"") }
        self.stpid = stpid
        self.stpnm = stpnm
        self.lat = lat
        self.lon = lon
        self.dtradd = dtradd
        self.dtrrem = dtrrem
        self.ada = ada
    }
}
