import TransitKitCore

extension CTAWireVehicle: JSONReadable {
    /// One `vehicle` row, as `init(from:)` decodes it: `vid`, `rt` required strings, `lat`,
    /// `lon` required lenient numbers, every other member optional; the first of duplicates
    /// counts.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var vid: String?
        var tmstmp: String?
        var lat: LenientDouble?
        var lon: LenientDouble?
        var hdg: LenientDouble?
        var pid: LenientInt?
        var rt: String?
        var des: String?
        var pdist: LenientInt?
        var dly: Bool?
        var tatripid: String?
        var tablockid: String?
        var zone: String?
        var origtatripno: String?
        var mode: LenientInt?
        var psgld: String?
        var stst: LenientInt?
        var stsd: String?
        var rtdir: String?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "vid" where seen.first(0): vid = try reader.readString()
            case "tmstmp" where seen.first(1): tmstmp = try reader.readStringIfPresent()
            case "lat" where seen.first(2): lat = try reader.readLenientDoubleValue()
            case "lon" where seen.first(3): lon = try reader.readLenientDoubleValue()
            case "hdg" where seen.first(4): hdg = try reader.readOptionalLenientDouble()
            case "pid" where seen.first(5): pid = try reader.readOptionalLenientInt()
            case "rt" where seen.first(6): rt = try reader.readString()
            case "des" where seen.first(7): des = try reader.readStringIfPresent()
            case "pdist" where seen.first(8): pdist = try reader.readOptionalLenientInt()
            case "dly" where seen.first(9): dly = try reader.readBoolIfPresent()
            case "tatripid" where seen.first(10): tatripid = try reader.readStringIfPresent()
            case "tablockid" where seen.first(11): tablockid = try reader.readStringIfPresent()
            case "zone" where seen.first(12): zone = try reader.readStringIfPresent()
            case "origtatripno" where seen.first(13): origtatripno = try reader.readStringIfPresent()
            case "mode" where seen.first(14): mode = try reader.readOptionalLenientInt()
            case "psgld" where seen.first(15): psgld = try reader.readStringIfPresent()
            case "stst" where seen.first(16): stst = try reader.readOptionalLenientInt()
            case "stsd" where seen.first(17): stsd = try reader.readStringIfPresent()
            case "rtdir" where seen.first(18): rtdir = try reader.readStringIfPresent()
            default: try reader.skipValue()
            }
        }
        guard let vid else { throw reader.error("no member \"vid\"") }
        guard let lat else { throw reader.error("no member \"lat\"") }
        guard let lon else { throw reader.error("no member \"lon\"") }
        guard let rt else { throw reader.error("no member \"rt\"") }
        self.vid = vid
        self.tmstmp = tmstmp
        self.lat = lat
        self.lon = lon
        self.hdg = hdg
        self.pid = pid
        self.rt = rt
        self.des = des
        self.pdist = pdist
        self.dly = dly
        self.tatripid = tatripid
        self.tablockid = tablockid
        self.zone = zone
        self.origtatripno = origtatripno
        self.mode = mode
        self.psgld = psgld
        self.stst = stst
        self.stsd = stsd
        self.rtdir = rtdir
    }
}
