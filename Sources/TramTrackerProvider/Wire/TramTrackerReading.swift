import TransitKitCore

// Shared pieces of the tramTRACKER direct readers (`JSONReadable` conformances of the wire
// types, which `JSONWireDecoder` uses on its own): JSONDecoder's rules where they decide a
// value — the first of duplicate member names counts (a first `null` included), null is an
// absent optional — and refusal of anything the `Decodable` path would refuse, which
// `JSONWireDecoder` then hands to that path for the reference error.

/// Which members of an object were read already: JSONDecoder keeps the first of duplicate
/// names, so later ones are skipped (a first `null` counts too, so `x == nil` cannot tell).
struct TramTrackerSeen {
    private var bits: UInt32 = 0

    /// True the first time `member` is asked for.
    mutating func first(_ member: UInt32) -> Bool {
        let bit: UInt32 = 1 << member
        defer { bits |= bit }
        return bits & bit == 0
    }
}

extension JSONReader {
    /// An Int, or nil for null: `decodeIfPresent(Int.self, …)`.
    mutating func tramInt() throws(TransitError) -> Int? {
        try readNull() ? nil : try readInt()
    }

    /// A Bool, or nil for null: `decodeIfPresent(Bool.self, …)`.
    mutating func tramBool() throws(TransitError) -> Bool? {
        try readNull() ? nil : try readBool()
    }

    /// A Double, or nil for null: `decodeIfPresent(Double.self, …)`.
    mutating func tramDouble() throws(TransitError) -> Double? {
        try readNull() ? nil : try readDouble()
    }

    /// A `LenientString`: a string, or a number written as text.
    mutating func tramLenientString() throws(TransitError) -> LenientString {
        LenientString(try readLenientString())
    }

    /// A `LenientString`, or nil for null.
    mutating func tramLenientStringIfPresent() throws(TransitError) -> LenientString? {
        try readNull() ? nil : LenientString(try readLenientString())
    }
}
