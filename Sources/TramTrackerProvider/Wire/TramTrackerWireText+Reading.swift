import TransitKitCore

extension TramTrackerWireText: JSONReadable {
    /// As `init(from:)`: a string as it is, a number as `LenientString` writes it, a boolean
    /// written out, anything else (an object, an array, null, a number beyond Double) nil.
    init(reading reader: inout JSONReader) throws(TransitError) {
        switch try reader.peek() {
        case .string:
            self.init(try reader.readString())
        case .number:
            let number = try reader.readNumber()
            if let whole = number.int64 {
                self.init(String(whole))
            } else if let value = number.double, value.isFinite {
                self.init(value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value))
            } else {
                self.init(nil)
            }
        case .bool:
            self.init(String(try reader.readBool()))
        default:
            try reader.skipValue()
            self.init(nil)
        }
    }

    /// `decodeIfPresent(TramTrackerWireText.self, …)`: nil for null, a value (maybe holding
    /// nil) for anything else.
    static func readIfPresent(_ reader: inout JSONReader) throws(TransitError) -> TramTrackerWireText? {
        try reader.readNull() ? nil : try TramTrackerWireText(reading: &reader)
    }
}
