/// Any JSON value, for payloads without a fixed shape — and the common ground on which the
/// differential test and the fuzz target compare `JSONDecoder` and `JSONReader`.
///
/// Numbers are read as `JSONDecoder` reads them: a whole number that fits `Int64` (`3`,
/// `3.0`, `3e0`) is ``integer(_:)``, any other finite one ``double(_:)``. Of duplicate member
/// names the first wins.
///
/// ```swift
/// let value = try JSONDecoder().decode(JSONValue.self, from: body)
/// if case .object(let members) = value, case .string(let version)? = members["version"] { … }
/// ```
public enum JSONValue: Hashable, Sendable, Decodable {
    case null
    case bool(Bool)
    case integer(Int64)
    case double(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    private struct MemberName: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        // Most likely kinds first: every miss costs the decoder an error value.
        if single.decodeNil() {
            self = .null
        } else if let value = try? single.decode(String.self) {
            self = .string(value)
        } else if let value = try? single.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? single.decode(Double.self) {
            self = .double(value)
        } else if let value = try? single.decode(Bool.self) {
            self = .bool(value)
        } else if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
            self = .array(elements)
        } else if let object = try? decoder.container(keyedBy: MemberName.self) {
            var members: [String: JSONValue] = [:]
            // Sorted, so that of several bad members every decoder reports the same one.
            for key in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue }) {
                members[key.stringValue] = try object.decode(JSONValue.self, forKey: key)
            }
            self = .object(members)
        } else {
            // Only a number out of every type's range is left: throw the decoder's own error.
            self = .double(try single.decode(Double.self))
        }
    }

    /// Reads any value with ``JSONReader``, the same way `init(from:)` decodes it.
    @usableFromInline package init(reading reader: inout JSONReader) throws(TransitError) {
        switch try reader.peek() {
        case .null:
            _ = try reader.readNull()
            self = .null
        case .bool:
            self = .bool(try reader.readBool())
        case .string:
            self = .string(try reader.readString())
        case .number:
            let number = try reader.readNumber()
            if let whole = number.int64 {
                self = .integer(whole)
            } else if let value = number.double {
                self = .double(value)
            } else {
                throw reader.error("\(number.text) does not fit in Double")
            }
        case .array:
            let array = try reader.beginArray()
            var elements: [JSONValue] = []
            while try reader.nextElement(in: array) { elements.append(try JSONValue(reading: &reader)) }
            self = .array(elements)
        case .object:
            let object = try reader.beginObject()
            var members: [String: JSONValue] = [:]
            while let key = try reader.nextKey(in: object) {
                let name = key.string
                guard members[name] == nil else { continue } // the first wins; the rest is skipped
                members[name] = try JSONValue(reading: &reader)
            }
            self = .object(members)
        }
    }
}
