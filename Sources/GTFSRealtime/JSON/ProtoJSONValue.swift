/// A message in the protobuf JSON mapping ("ProtoJSON"), kept in field-number order, and its
/// text exactly as Google's Python bindings print it (`json_format.MessageToJson`):
/// lowerCamelCase keys in field-number order, enums as names, 64-bit integers as decimal
/// strings, 32-bit integers as numbers, a `float` as the shortest text that reads back to the
/// same 32-bit value (40.7128, not 40.712799072265625), NaN and infinities as strings,
/// non-ASCII escaped (`ensure_ascii`), indented by 2 unless asked otherwise.
public enum ProtoJSONValue: Hashable, Sendable {
    case object([Member])
    case array([ProtoJSONValue])
    case string(String)
    /// A number, already in its final text.
    case number(String)
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
    public func text(indent: Int? = 2) -> String {
        var output = ""
        write(to: &output, indent: indent, level: 0)
        return output
    }

    private func write(to output: inout String, indent: Int?, level: Int) {
        switch self {
        case .string(let text): Self.quote(text, into: &output)
        case .number(let text): output += text
        case .bool(let flag): output += flag ? "true" : "false"
        case .array(let items):
            writeContainer(items, open: "[", close: "]", to: &output, indent: indent, level: level) { item, output in
                item.write(to: &output, indent: indent, level: level + 1)
            }
        case .object(let members):
            writeContainer(members, open: "{", close: "}", to: &output, indent: indent, level: level) { member, output in
                Self.quote(member.key, into: &output)
                output += indent == nil ? ":" : ": "
                member.value.write(to: &output, indent: indent, level: level + 1)
            }
        }
    }

    private func writeContainer<T>(
        _ items: [T], open: String, close: String, to output: inout String, indent: Int?,
        level: Int, _ element: (T, inout String) -> Void
    ) {
        output += open
        guard !items.isEmpty else {
            output += close
            return
        }
        for (index, item) in items.enumerated() {
            if index > 0 { output += "," }
            if let indent { output += "\n" + String(repeating: " ", count: indent * (level + 1)) }
            element(item, &output)
        }
        if let indent { output += "\n" + String(repeating: " ", count: indent * level) }
        output += close
    }

    /// A JSON string with Python's `ensure_ascii` escapes (lower-case hex, UTF-16 surrogates).
    static func quote(_ text: String, into output: inout String) {
        output += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case "\u{08}": output += "\\b"
            case "\u{0C}": output += "\\f"
            case " "..."~": output.unicodeScalars.append(scalar)
            default:
                for unit in String(scalar).utf16 {
                    let hex = String(unit, radix: 16)
                    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                }
            }
        }
        output += "\""
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
