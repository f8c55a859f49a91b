import TransitKitCore

extension BusbudWireLinks: JSONReadable {
    /// `links`: only `deeplink` is kept.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            guard key == "deeplink", seen.first(0) else { continue }
            deeplink = try reader.readStringIfPresent()
        }
    }
}
