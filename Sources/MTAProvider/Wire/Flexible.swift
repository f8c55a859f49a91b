import Foundation

/// A scalar the API sends as a JSON number or boolean, or as a string (every value in the
/// "where" XML is text, and some OneBusAway servers quote numbers).
struct Flex<Value: LosslessStringConvertible & Decodable & Sendable & Hashable>: Decodable, Sendable, Hashable {
    var value: Value

    init(_ value: Value) { self.value = value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Value.self) {
            self.value = value
            return
        }
        let text = try container.decode(String.self)
        guard let value = Value(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not a \(Value.self)")
        }
        self.value = value
    }
}

/// A string the API sometimes sends as a number (`DirectionRef`, stop-group ids).
struct LooseString: Decodable, Sendable, Hashable {
    var value: String

    init(_ value: String) { self.value = value }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            value = text
        } else if let number = try? container.decode(Int64.self) {
            value = String(number)
        } else {
            value = String(try container.decode(Double.self))
        }
    }
}

/// SIRI 1.3 sends `PublishedLineName`, `DestinationName`, `StopPointName`, `Summary`… as a
/// string; SIRI 2.0 as an array of strings. Both land here.
struct SiriText: Decodable, Sendable, Hashable {
    var values: [String]

    init(_ values: [String]) { self.values = values }

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            values = [text]
        } else {
            values = try container.decode([String].self)
        }
    }

    /// The first non-empty value.
    var first: String? { values.first { !$0.isEmpty } }

    /// Every non-empty value, one per line.
    var joined: String? {
        let parts = values.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: "\n")
    }
}
