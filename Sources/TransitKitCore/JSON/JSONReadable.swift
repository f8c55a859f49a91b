import Foundation

/// A wire type read straight from the bytes with a ``JSONReader``: no `Decoder` containers,
/// no coding-path bookkeeping. Only the payloads whose size makes that visible are read this
/// way (the MTA SIRI monitoring answers, TripPlanner's connections file), and such a type has
/// no `Decodable` twin: its reader is its only definition, and reports its own errors with the
/// field path and byte offset.
///
/// ```swift
/// struct Stop: JSONReadable {
///     var id: String?
///     var name: String?
///
///     init(reading reader: inout JSONReader) throws(TransitError) {
///         let object = try reader.beginObject()
///         while let key = try reader.nextKey(in: object) {
///             switch key {
///             case "id": id = try reader.readStringIfPresent()
///             case "name": name = try reader.readStringIfPresent()
///             default: try reader.skipValue()
///             }
///         }
///     }
/// }
/// ```
@usableFromInline package protocol JSONReadable {
    /// Reads one value at the reader's position, exactly as `init(from:)` would decode it.
    init(reading reader: inout JSONReader) throws(TransitError)
}

extension JSONReadable {
    /// Reads a whole document holding one `Self`.
    static func readDocument(_ data: Data, limits: JSONLimits, syntax: JSONSyntax) throws(TransitError) -> Self {
        try JSONReader.read(data, limits: limits, syntax: syntax) { reader throws(TransitError) in try Self(reading: &reader) }
    }
}

extension Array: JSONReadable where Element: JSONReadable {
    /// A JSON array of readable elements. Inlinable, like ``JSONReader/readArray(_:)``: it
    /// specialises in the provider that reads the elements, where generic code was a tenth of
    /// reading the MTA whole-city snapshot (element copies through value witnesses, metadata
    /// lookups).
    @inlinable
    package init(reading reader: inout JSONReader) throws(TransitError) {
        self = try reader.readArray { reader throws(TransitError) in try Element(reading: &reader) }
    }
}
