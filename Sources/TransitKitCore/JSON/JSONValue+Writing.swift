extension JSONValue {
    /// Writes the value with `writer`: members in sorted key order (the value keeps them in a
    /// dictionary, which has no order of its own), so the same value is always the same bytes —
    /// the bytes `JSONEncoder` writes with `.sortedKeys`.
    ///
    /// A `.double` that is NaN or infinite throws `TransitError(.invalidArgument)`, as
    /// ``JSONWriter/double(_:)`` does; what was written before it stays in `writer`.
    package func write(to writer: inout JSONWriter) throws(TransitError) {
        switch self {
        case .null: writer.null()
        case .bool(let value): writer.bool(value)
        case .integer(let value): writer.integer(value)
        case .double(let value): try writer.double(value)
        case .string(let value): writer.string(value)
        case .array(let values):
            writer.beginArray()
            for value in values { try value.write(to: &writer) }
            writer.endArray()
        case .object(let members):
            try Self.write(members, to: &writer)
        }
    }

    /// An object of `members`, keys sorted as `JSONEncoder`'s `.sortedKeys` sorts them: by
    /// their UTF-8 bytes (Unicode scalar order), not by `String`'s `<`, which compares
    /// canonically equivalent texts ("e\u{301}" and "é") as equal and sorts them apart.
    package static func write(_ members: [String: JSONValue], to writer: inout JSONWriter) throws(TransitError) {
        writer.beginObject()
        for (key, value) in members.sorted(by: { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }) {
            writer.key(key)
            try value.write(to: &writer)
        }
        writer.endObject()
    }

    /// The value as one line of JSON (``JSONWriter/Layout/compact``), keys sorted.
    package func jsonBytes(layout: JSONWriter.Layout = .compact) throws(TransitError) -> [UInt8] {
        var writer = JSONWriter(layout: layout)
        try write(to: &writer)
        return writer.bytes
    }
}
