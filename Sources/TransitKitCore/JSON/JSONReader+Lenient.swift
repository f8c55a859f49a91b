import Foundation

/// The direct-path twins of ``LenientValue`` and ``LenientString``: the same values from the
/// same JSON, for fields an API sends as a number in one payload and a string in another.
extension JSONReader {
    /// A number, or a string holding one (surrounding whitespace ignored) — as `LenientDouble`.
    public mutating func readLenientDouble() throws(TransitError) -> Double {
        try readLenient("a Double", fromNumber: { $0.double }, fromText: { Double($0) })
    }

    /// A whole number (`3`, `3.0`), or a string holding one — as `LenientInt`.
    public mutating func readLenientInt() throws(TransitError) -> Int {
        try readLenient("an Int", fromNumber: { $0.int64.flatMap { Int(exactly: $0) } }, fromText: { Int($0) })
    }

    /// Text sent as a string or a number (`16` reads as `"16"`, `16.5` as `"16.5"`) — as
    /// `LenientString`.
    public mutating func readLenientString() throws(TransitError) -> String {
        switch try peek() {
        case .string:
            return try readString()
        case .number:
            let number = try readNumber()
            if let whole = number.int64 { return String(whole) }
            guard let value = number.double, value.isFinite else { throw error("expected a string or a number") }
            return value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case let kind:
            throw error("expected a string or a number, found \(kind)")
        }
    }

    private mutating func readLenient<Value>(
        _ name: String, fromNumber: (JSONNumber) -> Value?,
        fromText: (String) -> Value?
    ) throws(TransitError) -> Value {
        switch try peek() {
        case .number:
            let number = try readNumber()
            guard let value = fromNumber(number) else { throw error("\(number.text) is not \(name)") }
            return value
        case .string:
            let text = try readString().trimmingCharacters(in: .whitespacesAndNewlines)
            guard let value = fromText(text) else { throw error("\"\(text)\" is not \(name)") }
            return value
        case let kind:
            throw error("expected a number or a string, found \(kind)")
        }
    }
}
