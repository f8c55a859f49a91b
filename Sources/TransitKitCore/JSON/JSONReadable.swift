import Foundation

/// A `Decodable` wire type that can also read itself straight from the bytes with a
/// ``JSONReader``: no `Decoder` containers, no coding-path bookkeeping, several times faster on
/// large answers. ``JSONWireDecoder`` takes this path for such types on its own, so every
/// caller (`HTTPClient.decodeJSON`, an `Endpoint`'s default `decode`) benefits unchanged.
///
/// The `Decodable` conformance stays the reference: a direct read must build the very value
/// `init(from:)` builds, or refuse the input. Whatever it refuses is decided again by the
/// `Decodable` path, so a difference in strictness (JSONDecoder checks a string only when a
/// field asks for it; a direct read usually checks every string it reads) can never refuse an
/// answer `JSONDecoder` would have read, and errors keep their coding paths. Test a conformance
/// by comparing `JSONWireDecoder()` with ``JSONWireDecoder/decodableOnly`` on recorded
/// payloads and damaged copies of them.
///
/// ```swift
/// struct Stop: Decodable, JSONReadable {
///     var id: String?
///     var name: String?
///
///     init(reading reader: inout JSONReader) throws(TransitError) {
///         let object = try reader.beginObject()
///         while let key = try reader.nextKey(in: object) {
///             switch key {
///             case "id" where id == nil: id = try reader.readStringIfPresent()     // the first of duplicates counts
///             case "name" where name == nil: name = try reader.readStringIfPresent()
///             default: try reader.skipValue()
///             }
///         }
///     }
/// }
/// ```
public protocol JSONReadable: Decodable {
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
    public init(reading reader: inout JSONReader) throws(TransitError) {
        self = try reader.readArray { reader throws(TransitError) in try Element(reading: &reader) }
    }
}
