import TransitKitCore

extension BusbudWireAmenities: JSONReadable {
    /// The amenity object as `init(from:)` reads it: each name once (its first occurrence
    /// decides), `true` booleans kept, any other value skipped, `display_name` only as a string.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var available: [String] = []
        var displayName: String?
        var names = Set<String>(minimumCapacity: 32)
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            guard names.insert(key.string).inserted else { continue }
            let kind = try reader.peek()
            if key == "display_name" {
                if kind == .string { displayName = try reader.readString() }
            } else if kind == .bool, try reader.readBool() {
                available.append(key.string)
            }
        }
        self.init(available: available.sorted(), displayName: displayName)
    }

    init(available: [String], displayName: String?) {
        self.available = available
        self.displayName = displayName
    }
}
