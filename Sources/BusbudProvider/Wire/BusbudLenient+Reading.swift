import TransitKitCore

// The direct-read side of `BusbudLenient`: the same `.value` or `.unreadable(field:reason:)`
// the `Decodable` path builds, with the reference decoder's words for the reason, so a drifted
// rider fact reads alike on both paths. Only the failures a well-formed document can hold (a
// wrong type, null, a number that does not fit) are worded here; a syntax error or damaged
// string throws, and `JSONWireDecoder` then lets the `Decodable` path decide.

extension BusbudLenient {
    /// What a keyed or unkeyed container (or a scalar) reports for a value of `kind` where
    /// `typeName` belongs: `valueNotFound` ("null") for null, `typeMismatch` otherwise.
    static func mismatch(_ typeName: String, found kind: JSONKind, field: String = "") -> Self {
        .unreadable(field: field, reason: BusbudReading.mismatch(typeName, found: kind))
    }
}

/// Shared pieces of the Busbud direct readers.
enum BusbudReading {
    /// The reference decoder's type names, as `String(describing:)` prints them.
    static let dictionaryName = "Dictionary<String, Any>"
    static let arrayName = "Array<Any>"

    /// A failure's reason as the `Decodable` path words it. `Bool` is JSONDecoder's exception:
    /// null where a Bool belongs is a type mismatch, not a missing value.
    static func mismatch(_ typeName: String, found kind: JSONKind) -> String {
        if kind == .null, typeName != "Bool" { return "null" }
        return "Expected to decode \(typeName) but found \(found(kind)) instead."
    }

    /// JSONDecoder's words for what it found.
    static func found(_ kind: JSONKind) -> String {
        switch kind {
        case .object: return "a dictionary"
        case .array: return "an array"
        case .string: return "a string"
        case .number: return "number"
        case .bool: return "bool"
        case .null: return "null"
        }
    }

    /// A lenient string (a `ticket_types` entry).
    static func lenientString(_ reader: inout JSONReader) throws(TransitError) -> BusbudLenient<String> {
        let kind = try reader.peek()
        guard kind == .string else {
            try reader.skipValue()
            return .mismatch("String", found: kind)
        }
        return .value(try reader.readString())
    }

    /// A lenient whole number (`num_transfers`).
    static func lenientInt(_ reader: inout JSONReader) throws(TransitError) -> BusbudLenient<Int> {
        switch try int(&reader) {
        case .success(let value): return .value(value)
        case .failure(let failure): return .unreadable(field: "", reason: failure.reason)
        }
    }

    /// A lenient Bool (`has_transfers`).
    static func lenientBool(_ reader: inout JSONReader) throws(TransitError) -> BusbudLenient<Bool> {
        let kind = try reader.peek()
        guard kind == .bool else {
            try reader.skipValue()
            return .mismatch("Bool", found: kind)
        }
        return .value(try reader.readBool())
    }

    /// A lenient array of lenient elements (`ticket_types`, `trip_stops`).
    static func lenientArray<Element>(
        _ reader: inout JSONReader, _ element: (inout JSONReader) throws(TransitError) -> BusbudLenient<Element>
    ) throws(TransitError) -> BusbudLenient<[BusbudLenient<Element>]> {
        let kind = try reader.peek()
        guard kind == .array else {
            try reader.skipValue()
            return .mismatch(arrayName, found: kind)
        }
        return .value(try reader.readArray(element))
    }

    /// Why a field of a lenient object could not be read: its reason, as the reference words it.
    struct Failure: Error {
        var reason: String
    }

    /// A whole number that fits an Int, or why not — as `decode(Int.self)` sees it.
    static func int(_ reader: inout JSONReader) throws(TransitError) -> Result<Int, Failure> {
        let kind = try reader.peek()
        guard kind == .number else {
            try reader.skipValue()
            return .failure(Failure(reason: mismatch("Int", found: kind)))
        }
        let number = try reader.readNumber()
        guard let value = number.int64.flatMap({ Int(exactly: $0) }) else {
            return .failure(Failure(reason: "Number \(number.text) does not fit in Int."))
        }
        return .success(value)
    }

    /// A string, or why not — as `decode(String.self)` sees it.
    static func string(_ reader: inout JSONReader) throws(TransitError) -> Result<String, Failure> {
        let kind = try reader.peek()
        guard kind == .string else {
            try reader.skipValue()
            return .failure(Failure(reason: mismatch("String", found: kind)))
        }
        return .success(try reader.readString())
    }

    /// A Bool, or why not — as `decode(Bool.self)` sees it.
    static func bool(_ reader: inout JSONReader) throws(TransitError) -> Result<Bool, Failure> {
        let kind = try reader.peek()
        guard kind == .bool else {
            try reader.skipValue()
            return .failure(Failure(reason: mismatch("Bool", found: kind)))
        }
        return .success(try reader.readBool())
    }
}
