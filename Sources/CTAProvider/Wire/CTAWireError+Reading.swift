import TransitKitCore

extension CTAWireError: JSONReadable {
    /// One `error` entry, as `init(from:)` decodes it: `msg` required, item ids lenient.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var msg: String?
        var rt: LenientString?
        var stpid: LenientString?
        var vid: LenientString?
        var pid: LenientInt?
        var dir: String?
        var rtdir: String?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "msg" where seen.first(0): msg = try reader.readString()
            case "rt" where seen.first(1): rt = try reader.readIfPresent(LenientString.self)
            case "stpid" where seen.first(2): stpid = try reader.readIfPresent(LenientString.self)
            case "vid" where seen.first(3): vid = try reader.readIfPresent(LenientString.self)
            case "pid" where seen.first(4): pid = try reader.readOptionalLenientInt()
            case "dir" where seen.first(5): dir = try reader.readStringIfPresent()
            case "rtdir" where seen.first(6): rtdir = try reader.readStringIfPresent()
            default: try reader.skipValue()
            }
        }
        guard let msg else { throw reader.error("no member \"msg\"") }
        self.msg = msg
        self.rt = rt
        self.stpid = stpid
        self.vid = vid
        self.pid = pid
        self.dir = dir
        self.rtdir = rtdir
    }
}
