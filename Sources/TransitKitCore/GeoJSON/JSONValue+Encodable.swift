// Feature properties are `JSONValue`s; the JSON engine only reads them, so writing them lives
// here, beside the one writer that needs it (Foundation's `JSONEncoder`).
extension JSONValue: Encodable {
    /// Writes the value as the JSON it stands for: `.integer(3)` as `3`, `.null` as `null`.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .integer(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .double(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .string(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        case .array(let values):
            var container = encoder.singleValueContainer()
            try container.encode(values)
        case .object(let members):
            var container = encoder.singleValueContainer()
            try container.encode(members)
        }
    }
}
