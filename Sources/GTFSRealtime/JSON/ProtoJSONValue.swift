import TransitKitCore

/// A message in the protobuf JSON mapping ("ProtoJSON"), kept in field-number order, and its
/// text exactly as Google's Python bindings print it (`json_format.MessageToJson`):
/// lowerCamelCase keys in field-number order, enums as names, 64-bit integers as decimal
/// strings, 32-bit integers as numbers, a `float` as the shortest text that reads back to the
/// same 32-bit value (40.7128, not 40.712799072265625), NaN and infinities as strings,
/// non-ASCII escaped (`ensure_ascii`), indented by 2 unless asked otherwise.
public enum ProtoJSONValue: Hashable, Sendable {
    /// A message or a map, its members in field-number order.
    case object([Member])
    /// A repeated field.
    case array([ProtoJSONValue])
    /// A string, an enum's name, or a 64-bit integer (ProtoJSON writes those as strings).
    case string(String)
    /// A number, already in its final text.
    case number(String)
    /// A `bool` field.
    case bool(Bool)

    /// One key of an object.
    public struct Member: Hashable, Sendable {
        /// The lowerCamelCase field name.
        public var key: String
        /// The field's value.
        public var value: ProtoJSONValue
        /// `key` and its value.
        public init(_ key: String, _ value: ProtoJSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The text: `indent` spaces per level (Python's `indent=2` layout, `": "` after keys),
    /// or everything on one line without spaces when `indent` is nil.
    ///
    /// ```swift
    /// let text = feed.protoJSON.text()   // {\n  "header": {\n    "gtfsRealtimeVersion": "2.0", …
    /// ```
    public func text(indent: Int? = 2) -> String {
        var writer = JSONWriter(layout: indent.map(JSONWriter.Layout.indented) ?? .compact, escaping: .asciiOnly)
        write(to: &writer)
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Writes the value with the core's one JSON writer. Numbers are already text (Python's
    /// float layout, `PythonFloatText`), so nothing here can fail.
    func write(to writer: inout JSONWriter) {
        switch self {
        case .string(let text): writer.string(text)
        case .number(let text): writer.number(text: text)
        case .bool(let flag): writer.bool(flag)
        case .array(let items):
            writer.beginArray()
            for item in items { item.write(to: &writer) }
            writer.endArray()
        case .object(let members):
            writer.beginObject()
            for member in members {
                writer.key(member.key)
                member.value.write(to: &writer)
            }
            writer.endObject()
        }
    }
}

extension ProtoJSONValue {
    static func int64(_ value: Int64) -> ProtoJSONValue { .string(String(value)) }
    static func uint64(_ value: UInt64) -> ProtoJSONValue { .string(String(value)) }
    static func int32(_ value: Int32) -> ProtoJSONValue { .number(String(value)) }
    static func uint32(_ value: UInt32) -> ProtoJSONValue { .number(String(value)) }
    static func enumeration<E: ProtoEnum>(_ value: E) -> ProtoJSONValue { .string(value.protoName) }

    static func float(_ value: Float) -> ProtoJSONValue {
        value.isFinite ? .number(PythonFloatText.shortest(value)) : .string(nonFinite(value.isNaN, value < 0))
    }

    static func double(_ value: Double) -> ProtoJSONValue {
        value.isFinite ? .number(PythonFloatText.repr(value.description)) : .string(nonFinite(value.isNaN, value < 0))
    }

    private static func nonFinite(_ isNaN: Bool, _ isNegative: Bool) -> String {
        isNaN ? "NaN" : (isNegative ? "-Infinity" : "Infinity")
    }
}
