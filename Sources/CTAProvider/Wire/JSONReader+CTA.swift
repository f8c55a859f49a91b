import TransitKitCore

// Helpers the CTA wire readers share: JSONDecoder's rules for optional members (null is
// absent; the first of duplicate names counts, even when it is null) in one place, so each
// reader is a plain `switch` over member names.

extension JSONReader {
    /// A `LenientInt`. A number is read by `readInt`, without the text copy the lenient reader
    /// makes: it reads every whole `Int` as `LenientInt` does, and what it refuses (`2.5`,
    /// `1e30`, a huge integral float) makes the direct read throw, so the `Decodable` path
    /// decides those rare shapes.
    mutating func readLenientIntValue() throws(TransitError) -> LenientInt {
        if try peek() == .number { return LenientInt(try readInt()) }
        return LenientInt(try readLenientInt())
    }

    /// A `LenientDouble`. A number is read by `readDouble` (the same correctly rounded value,
    /// no text copy; out of range throws, as `LenientDouble` does).
    mutating func readLenientDoubleValue() throws(TransitError) -> LenientDouble {
        if try peek() == .number { return LenientDouble(try readDouble()) }
        return LenientDouble(try readLenientDouble())
    }

    /// A `LenientInt`, or nil for `null`.
    mutating func readOptionalLenientInt() throws(TransitError) -> LenientInt? {
        try readNull() ? nil : try readLenientIntValue()
    }

    /// A `LenientDouble`, or nil for `null`.
    mutating func readOptionalLenientDouble() throws(TransitError) -> LenientDouble? {
        try readNull() ? nil : try readLenientDoubleValue()
    }

    /// An array of strings, or nil for `null`.
    mutating func readOptionalStrings() throws(TransitError) -> [String]? {
        try readNull() ? nil : try readArray { reader throws(TransitError) in try reader.readString() }
    }
}
