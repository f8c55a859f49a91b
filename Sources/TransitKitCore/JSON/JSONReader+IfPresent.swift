import Foundation

/// `decodeIfPresent` for direct readers: nil for `null`, the value otherwise, refused (a
/// `.decoding` error) for any other kind — what a `Decodable` optional does with the same JSON.
extension JSONReader {
    /// An `Int` (`3`, `3.0`), or nil for `null`.
    @usableFromInline package mutating func readIntIfPresent() throws(TransitError) -> Int? {
        try readNull() ? nil : try readInt()
    }

    /// A `Double`, or nil for `null`.
    @usableFromInline package mutating func readDoubleIfPresent() throws(TransitError) -> Double? {
        try readNull() ? nil : try readDouble()
    }

    /// A `Bool`, or nil for `null`.
    @usableFromInline package mutating func readBoolIfPresent() throws(TransitError) -> Bool? {
        try readNull() ? nil : try readBool()
    }

    /// A ``JSONReadable`` value (an array of them included), or nil for `null`.
    ///
    /// ```swift
    /// case "prd": predictions = try reader.readIfPresent([Prediction].self)
    /// ```
    @inlinable
    package mutating func readIfPresent<T: JSONReadable>(_ type: T.Type) throws(TransitError) -> T? {
        try readNull() ? nil : try T(reading: &self)
    }
}

extension LenientString: JSONReadable {
    /// A string, or a number written as text (``JSONReader/readLenientString()``).
    @usableFromInline package init(reading reader: inout JSONReader) throws(TransitError) {
        self.init(try reader.readLenientString())
    }
}
