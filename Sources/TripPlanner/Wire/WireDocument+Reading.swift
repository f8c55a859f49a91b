import Foundation
import TransitKitCore

// The connections file read straight from its bytes with the core's `JSONReader`, its only
// definition (no `Decodable` twin): a 6.5 MB OpenFlights file holds 37,037 entries, and a
// `Decoder` container per entry was most of its load time.
//
// JSONDecoder's rules are kept where they decide a value: the first of duplicate member names
// counts; null is an absent field; a number is an integer price only when it is whole and fits
// Int64, otherwise an exact Decimal; a field of the wrong type is a finding, not a failure.

extension WireDocument {
    /// Reads a whole file, `{"connections": [...]}` or a bare array, handing each entry to
    /// `each` as soon as it is read, with its index and the array's path (`"connections"`, or
    /// `""` for a bare array); returns how many entries there were. No array of entries is
    /// built: for OpenFlights' 37,037 entries, growing, copying and freeing one was a tenth of
    /// a load. Syntax errors, damaged strings and a missing or mistyped `connections` refuse
    /// the file, naming the path and byte offset.
    static func readEntries(
        _ reader: inout JSONReader, each: (WireEntry, _ index: Int, _ arrayPath: String) -> Void
    ) throws(TransitError) -> Int {
        guard try reader.peek() == .object else { return try readArray(&reader, arrayPath: "", each: each) }
        let root = try reader.beginObject()
        var count: Int?
        while let key = try reader.nextKey(in: root) {
            guard key == "connections", count == nil else { continue }
            guard try !reader.readNull() else { throw reader.error("expected an array of connections, found null") }
            count = try readArray(&reader, arrayPath: "connections", each: each)
        }
        guard let count else { throw reader.error("no member \"connections\"") }
        return count
    }

    private static func readArray(
        _ reader: inout JSONReader, arrayPath: String, each: (WireEntry, Int, String) -> Void
    ) throws(TransitError) -> Int {
        let kind = try reader.peek()
        guard kind == .array else { throw reader.error("expected an array of connections, found \(kind)") }
        let array = try reader.beginArray()
        var count = 0
        while try reader.nextElement(in: array) {
            each(try WireEntry(reading: &reader), count, arrayPath)
            count += 1
        }
        return count
    }
}

extension WireEntry {
    /// One element; never fails on a value's type (only on broken JSON).
    init(reading reader: inout JSONReader) throws(TransitError) {
        guard try reader.peek() == .object else {
            try reader.skipValue()
            self = .notAnObject
            return
        }
        // Locals, then one initialisation: assigning the members of `self` in the loop left the
        // optimiser a copy and a destroy of the whole entry at the end (3% of an OpenFlights load).
        var from = WireField<String>.missing
        var to = WireField<String>.missing
        var price = WireField<WirePrice>.missing
        var coordinates = WireField<WireCoordinates>.missing
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "from": from = try WireField<String>.readString(&reader)
            case "to": to = try WireField<String>.readString(&reader)
            case "price": price = try WirePrice.field(&reader)
            case "coordinates": coordinates = try WireCoordinates.field(&reader)
            default: try reader.skipValue()
            }
        }
        self.init(isObject: true, from: from, to: to, price: price, coordinates: coordinates)
    }
}

extension WireField {
    /// A field as `JSONDecoder` would judge it: null is missing; a value of an accepted kind
    /// is read by `value`; any other kind is skipped and invalid ("expected …").
    static func read(
        _ reader: inout JSONReader, accepting kind: JSONKind, or other: JSONKind? = nil, expected: String,
        _ value: (inout JSONReader) throws(TransitError) -> WireField<Value>
    ) throws(TransitError) -> WireField<Value> {
        // Two kinds as plain values, not an array: this runs for every field of every entry.
        let found = try reader.peek()
        guard found != .null, found == kind || found == other else {
            try reader.skipValue()
            return found == .null ? .missing : .invalid("expected \(expected)")
        }
        return try value(&reader)
    }

}

extension WireField<String> {
    static func readString(_ reader: inout JSONReader) throws(TransitError) -> WireField<String> {
        try read(&reader, accepting: .string, expected: "a string") { reader throws(TransitError) in
            .value(try reader.readString())
        }
    }
}

extension WireCoordinates {
    static func field(_ reader: inout JSONReader) throws(TransitError) -> WireField<WireCoordinates> {
        try WireField.read(&reader, accepting: .object, expected: "an object with from and to") { reader throws(TransitError) in
            let object = try reader.beginObject()
            var from = WireField<WirePoint>.missing
            var to = WireField<WirePoint>.missing
            while let key = try reader.nextKey(in: object) {
                switch key {
                case "from": from = try WirePoint.field(&reader)
                case "to": to = try WirePoint.field(&reader)
                default: try reader.skipValue()
                }
            }
            return .value(WireCoordinates(from: from, to: to))
        }
    }
}

extension WirePoint {
    /// `{lat, long}`, both numbers and both required: anything else is invalid as a whole.
    static func field(_ reader: inout JSONReader) throws(TransitError) -> WireField<WirePoint> {
        let expected = "an object with numbers lat and long"
        return try WireField.read(&reader, accepting: .object, expected: expected) { reader throws(TransitError) in
            let object = try reader.beginObject()
            var lat: Double??
            var long: Double??
            while let key = try reader.nextKey(in: object) {
                switch key {
                case "lat" where lat == nil: lat = .some(try readDouble(&reader))
                case "long" where long == nil: long = .some(try readDouble(&reader))
                default: try reader.skipValue()
                }
            }
            guard let lat = lat ?? nil, let long = long ?? nil else { return .invalid("expected \(expected)") }
            return .value(WirePoint(lat: lat, long: long))
        }
    }

    /// A number; nil for anything else (null included: a required field). A number beyond
    /// Double's range refuses the file: reading the number as a `Double` directly, without
    /// its text, is most of this reader's speed, and no known file holds one.
    private static func readDouble(_ reader: inout JSONReader) throws(TransitError) -> Double? {
        guard try reader.peek() == .number else {
            try reader.skipValue()
            return nil
        }
        return try reader.readDouble()
    }
}

extension WirePrice {
    /// A number (whole `Int64`, else exact `Decimal`) or text; the validator judges the value.
    static func field(_ reader: inout JSONReader) throws(TransitError) -> WireField<WirePrice> {
        try WireField.read(&reader, accepting: .number, or: .string, expected: "a number") { reader throws(TransitError) in
            guard try reader.peek() == .number else { return .value(.text(try reader.readString())) }
            let number = try reader.readNumber()
            if let whole = number.int64 { return .value(.integer(whole)) }
            if let exact = number.decimal { return .value(.decimal(exact)) }
            return .invalid("expected a number")
        }
    }
}
