import TransitKitCore

extension BusbudWireDetails {
    /// `details`, lenient as `BusbudLenient` reads it: anything but an object is `.unreadable`;
    /// its one field is itself lenient, so an object always reads.
    static func readLenient(_ reader: inout JSONReader) throws(TransitError) -> BusbudLenient<BusbudWireDetails> {
        let kind = try reader.peek()
        guard kind == .object else {
            try reader.skipValue()
            return .mismatch(BusbudReading.dictionaryName, found: kind)
        }
        var details = BusbudWireDetails(numTransfers: nil)
        let object = try reader.beginObject()
        var seen = JSONSeenMembers()
        while let key = try reader.nextKey(in: object) {
            guard key == "num_transfers", seen.first(0) else { continue }
            details.numTransfers = try reader.readNull() ? nil : try BusbudReading.lenientInt(&reader)
        }
        return .value(details)
    }
}
