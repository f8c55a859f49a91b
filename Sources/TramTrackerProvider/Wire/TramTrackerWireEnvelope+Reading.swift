import TransitKitCore

// A RestService answer read straight from the bytes with the core's `JSONReader`: the same
// `TramTrackerWireEnvelope` the `Decodable` conformance builds (it stays, as the reference the
// tests compare against). `JSONWireDecoder` finds this conditional conformance at run time, so
// `TramTrackerDecoder.reply` reads every envelope whose element type is `JSONReadable` directly.
//
// The head can follow `responseObject` in the bytes, so the object is read where it stands and
// dropped afterwards when the head reports an error (as `init(from:)` never reads it then). An
// error body whose `responseObject` does not read as elements makes the direct read throw, and
// the `Decodable` path decides — a slower answer, never a different one.

extension TramTrackerWireEnvelope: JSONReadable where Element: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        var head = TramTrackerWireEnvelopeHead()
        var object: TramTrackerWireResponseObject<Element>?
        var seen = JSONSeenMembers()
        let root = try reader.beginObject()
        while let key = try reader.nextKey(in: root) {
            guard key == "responseObject" else {
                try head.read(key, from: &reader, seen: &seen)
                continue
            }
            guard !head.hasResponseObject else { continue } // the first of duplicates counts
            head.hasResponseObject = true
            switch try reader.peek() {
            case .null:
                try reader.skipValue()
                object = .null
            case .array:
                object = .array(try [Element](reading: &reader))
            case .object:
                object = .object(try Element(reading: &reader))
            case let kind:
                throw reader.error("responseObject is \(kind), neither an array, an object nor null")
            }
        }
        self.head = head
        responseObject = head.reportsError == true ? nil : object
    }
}
