import TransitKitCore

extension CTAWirePrediction: JSONReadable {
    /// One `prd` row, as `init(from:)` decodes it: `stpid`, `rt` and `prdtm` required
    /// strings, every other member optional (null is absent), the first of duplicates counts.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var tmstmp: String?
        var typ: String?
        var stpnm: String?
        var stpid: String?
        var vid: String?
        var dstp: LenientInt?
        var rt: String?
        var rtdd: String?
        var rtdir: String?
        var des: String?
        var prdtm: String?
        var tablockid: String?
        var tatripid: String?
        var dly: Bool?
        var prdctdn: String?
        var zone: String?
        var origtatripno: String?
        var dyn: LenientInt?
        var psgld: String?
        var stst: LenientInt?
        var stsd: String?
        var flagstop: LenientInt?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "tmstmp" where seen.first(0): tmstmp = try reader.readStringIfPresent()
            case "typ" where seen.first(1): typ = try reader.readStringIfPresent()
            case "stpnm" where seen.first(2): stpnm = try reader.readStringIfPresent()
            case "stpid" where seen.first(3): stpid = try reader.readString()
            case "vid" where seen.first(4): vid = try reader.readStringIfPresent()
            case "dstp" where seen.first(5): dstp = try reader.readOptionalLenientInt()
            case "rt" where seen.first(6): rt = try reader.readString()
            case "rtdd" where seen.first(7): rtdd = try reader.readStringIfPresent()
            case "rtdir" where seen.first(8): rtdir = try reader.readStringIfPresent()
            case "des" where seen.first(9): des = try reader.readStringIfPresent()
            case "prdtm" where seen.first(10): prdtm = try reader.readString()
            case "tablockid" where seen.first(11): tablockid = try reader.readStringIfPresent()
            case "tatripid" where seen.first(12): tatripid = try reader.readStringIfPresent()
            case "dly" where seen.first(13): dly = try reader.readBoolIfPresent()
            case "prdctdn" where seen.first(14): prdctdn = try reader.readStringIfPresent()
            case "zone" where seen.first(15): zone = try reader.readStringIfPresent()
            case "origtatripno" where seen.first(16): origtatripno = try reader.readStringIfPresent()
            case "dyn" where seen.first(17): dyn = try reader.readOptionalLenientInt()
            case "psgld" where seen.first(18): psgld = try reader.readStringIfPresent()
            case "stst" where seen.first(19): stst = try reader.readOptionalLenientInt()
            case "stsd" where seen.first(20): stsd = try reader.readStringIfPresent()
            case "flagstop" where seen.first(21): flagstop = try reader.readOptionalLenientInt()
            default: try reader.skipValue()
            }
        }
        guard let stpid else { throw reader.error("no member \"stpid\"") }
        guard let rt else { throw reader.error("no member \"rt\"") }
        guard let prdtm else { throw reader.error("no member \"prdtm\"") }
        self.tmstmp = tmstmp
        self.typ = typ
        self.stpnm = stpnm
        self.stpid = stpid
        self.vid = vid
        self.dstp = dstp
        self.rt = rt
        self.rtdd = rtdd
        self.rtdir = rtdir
        self.des = des
        self.prdtm = prdtm
        self.tablockid = tablockid
        self.tatripid = tatripid
        self.dly = dly
        self.prdctdn = prdctdn
        self.zone = zone
        self.origtatripno = origtatripno
        self.dyn = dyn
        self.psgld = psgld
        self.stst = stst
        self.stsd = stsd
        self.flagstop = flagstop
    }
}
