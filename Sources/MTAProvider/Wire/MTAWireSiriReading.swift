import Foundation
import TransitKitCore

/// A SIRI wire type read straight from the bytes with ``JSONReader``: the path
/// ``MTADecoder/siri(_:request:status:)`` takes. Each conformer gives exactly the value its
/// `Decodable` init gives for the same JSON (the `Decodable` path stays as the reference the
/// tests compare with): unknown members skipped, `null` for an optional is nil, a missing
/// non-optional fails naming its path, and of duplicate member names the first is kept.
protocol MTAWireSiriReadable {
    init(reading reader: inout JSONReader) throws(TransitError)
}

/// The members of one object met so far. `JSONDecoder` keeps the first of duplicate member
/// names; a later one is left unread, so the reader skips (and checks) it.
struct MTAWireSiriSeen {
    private var bits: UInt32 = 0

    /// True the first time member number `index` (0..<32) is met in this object.
    @inline(__always)
    mutating func first(_ index: Int) -> Bool {
        let mask: UInt32 = 1 << UInt32(index)
        defer { bits |= mask }
        return bits & mask == 0
    }
}

extension JSONReader {
    /// `decodeIfPresent(T.self)`: nil for `null`.
    mutating func readSiri<T: MTAWireSiriReadable>(_ type: T.Type) throws(TransitError) -> T? {
        try readNull() ? nil : try T(reading: &self)
    }

    /// `decodeIfPresent([T].self)`: nil for `null`; a `null` element is an error, as there.
    mutating func readSiriArray<T: MTAWireSiriReadable>(_ type: T.Type) throws(TransitError) -> [T]? {
        if try readNull() { return nil }
        let array = try beginArray()
        var elements: [T] = []
        while try nextElement(in: array) { elements.append(try T(reading: &self)) }
        return elements
    }

    mutating func readDoubleIfPresent() throws(TransitError) -> Double? {
        try readNull() ? nil : try readDouble()
    }

    mutating func readIntIfPresent() throws(TransitError) -> Int? {
        try readNull() ? nil : try readInt()
    }

    mutating func readBoolIfPresent() throws(TransitError) -> Bool? {
        try readNull() ? nil : try readBool()
    }

    /// `decodeIfPresent(LenientString.self)`.
    mutating func readLenientStringIfPresent() throws(TransitError) -> LenientString? {
        try readNull() ? nil : LenientString(try readLenientString())
    }

    /// The error for a non-optional member the object just read did not have; the reader is
    /// back at the object's own path, so the detail reads `"….VehicleActivity[3]: missing
    /// member MonitoredVehicleJourney"`.
    func missing(_ member: String) -> TransitError {
        error("missing member \(member)")
    }
}

extension MTAWireSiriText: MTAWireSiriReadable {
    /// A string, or an array of strings (anything else fails, as the `Decodable` init does).
    init(reading reader: inout JSONReader) throws(TransitError) {
        if try reader.peek() == .string {
            self.init([try reader.readString()])
        } else {
            self.init(try reader.readArray { reader throws(TransitError) in try reader.readString() })
        }
    }
}

extension MTAWireSiriTimestamp: MTAWireSiriReadable {
    /// Parsed from the string's bytes in the input: no `String` per timestamp.
    init(reading reader: inout JSONReader) throws(TransitError) {
        let date = try reader.withUTF8 { bytes throws(TransitError) in Self.parse(utf8: bytes) }
        guard let date else { throw reader.error("not a SIRI time (yyyy-MM-dd'T'HH:mm:ss[.SSS]±HH:MM)") }
        self.init(date: date)
    }
}
