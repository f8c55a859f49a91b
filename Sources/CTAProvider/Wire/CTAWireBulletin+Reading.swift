import TransitKitCore

extension CTAWireBulletin: JSONReadable {
    /// One `sb` row, as `init(from:)` decodes it: `nm` required, the rest optional.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var nm: String?
        var sbj: String?
        var dtl: String?
        var brf: String?
        var prty: String?
        var cse: String?
        var efct: String?
        var srvc: [Service]?
        var mod: String?
        var url: String?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "nm" where seen.first(0): nm = try reader.readString()
            case "sbj" where seen.first(1): sbj = try reader.readStringIfPresent()
            case "dtl" where seen.first(2): dtl = try reader.readStringIfPresent()
            case "brf" where seen.first(3): brf = try reader.readStringIfPresent()
            case "prty" where seen.first(4): prty = try reader.readStringIfPresent()
            case "cse" where seen.first(5): cse = try reader.readStringIfPresent()
            case "efct" where seen.first(6): efct = try reader.readStringIfPresent()
            case "srvc" where seen.first(7): srvc = try reader.readIfPresent([Service].self)
            case "mod" where seen.first(8): mod = try reader.readStringIfPresent()
            case "url" where seen.first(9): url = try reader.readStringIfPresent()
            default: try reader.skipValue()
            }
        }
        guard let nm else { throw reader.error("no member \"nm\"") }
        self.nm = nm
        self.sbj = sbj
        self.dtl = dtl
        self.brf = brf
        self.prty = prty
        self.cse = cse
        self.efct = efct
        self.srvc = srvc
        self.mod = mod
        self.url = url
    }
}

extension CTAWireBulletin.Service: JSONReadable {
    /// One affected service; every member optional (CTA sends all-empty entries).
    init(reading reader: inout JSONReader) throws(TransitError) {
        var rt: String?
        var rtdir: String?
        var stpid: String?
        var stpnm: String?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "rt" where seen.first(0): rt = try reader.readStringIfPresent()
            case "rtdir" where seen.first(1): rtdir = try reader.readStringIfPresent()
            case "stpid" where seen.first(2): stpid = try reader.readStringIfPresent()
            case "stpnm" where seen.first(3): stpnm = try reader.readStringIfPresent()
            default: try reader.skipValue()
            }
        }
        self.rt = rt
        self.rtdir = rtdir
        self.stpid = stpid
        self.stpnm = stpnm
    }
}
