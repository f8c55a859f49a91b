// `JSONValue` through an `Encoder`: how the GeoJSON types' `Encodable` conformances hand the
// core writer's output to an app's `JSONEncoder`, and the reference that `JSONWriterTests` and
// the fuzz target `json-writer` hold the writer to (`JSONValue.write(to:)`, byte for byte).
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
