import TransitKitCore

extension TramTrackerWireDisruptionMessage: JSONReadable {
    /// `DisruptionMessage`: display type, count and the messages' text.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "DisplayType" where seen.first(0): DisplayType = try reader.readStringIfPresent()
            case "MessageCount" where seen.first(1): MessageCount = try reader.readIntIfPresent()
            case "Messages" where seen.first(2):
                Messages = try reader.readNull() ? nil : try reader.readArray { reader throws(TransitError) in try reader.readString() }
            default: try reader.skipValue()
            }
        }
    }

    /// A message, or nil for null.
    static func readIfPresent(_ reader: inout JSONReader) throws(TransitError) -> TramTrackerWireDisruptionMessage? {
        try reader.readNull() ? nil : try TramTrackerWireDisruptionMessage(reading: &reader)
    }
}
