import TransitKitCore

extension CTAWirePattern: JSONReadable {
    /// One `ptr` row, as `init(from:)` decodes it: `pid`, `rtdir` and `pt` required, `ln` and
    /// `dtrid` optional; the first of duplicates counts.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var pid: LenientInt?
        var ln: LenientDouble?
        var rtdir: String?
        var pt: [Point]?
        var dtrid: String?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "pid" where seen.first(0): pid = try reader.readLenientIntValue()
            case "ln" where seen.first(1): ln = try reader.readOptionalLenientDouble()
            case "rtdir" where seen.first(2): rtdir = try reader.readString()
            case "pt" where seen.first(3): pt = try [Point](reading: &reader)
            case "dtrid" where seen.first(4): dtrid = try reader.readStringIfPresent()
            default: try reader.skipValue()
            }
        }
        guard let pid else { throw reader.error("no member \"pid\"") }
        guard let rtdir else { throw reader.error("no member \"rtdir\"") }
        guard let pt else { throw reader.error("no member \"pt\"") }
        self.pid = pid
        self.ln = ln
        self.rtdir = rtdir
        self.pt = pt
        self.dtrid = dtrid
    }
}

extension CTAWirePattern.Point: JSONReadable {
    /// One point of `pt`: `seq`, `lat`, `lon` (lenient) and `typ` required, the rest optional.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var seq: LenientInt?
        var lat: LenientDouble?
        var lon: LenientDouble?
        var typ: String?
        var stpid: String?
        var stpnm: String?
        var pdist: LenientDouble?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "seq" where seen.first(0): seq = try reader.readLenientIntValue()
            case "lat" where seen.first(1): lat = try reader.readLenientDoubleValue()
            case "lon" where seen.first(2): lon = try reader.readLenientDoubleValue()
            case "typ" where seen.first(3): typ = try reader.readString()
            case "stpid" where seen.first(4): stpid = try reader.readStringIfPresent()
            case "stpnm" where seen.first(5): stpnm = try reader.readStringIfPresent()
            case "pdist" where seen.first(6): pdist = try reader.readOptionalLenientDouble()
            default: try reader.skipValue()
            }
        }
        guard let seq else { throw reader.error("no member \"seq\"") }
        guard let lat else { throw reader.error("no member \"lat\"") }
        guard let lon else { throw reader.error("no member \"lon\"") }
        guard let typ else { throw reader.error("no member \"typ\"") }
        self.seq = seq
        self.lat = lat
        self.lon = lon
        self.typ = typ
        self.stpid = stpid
        self.stpnm = stpnm
        self.pdist = pdist
    }
}
