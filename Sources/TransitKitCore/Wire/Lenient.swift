/// A scalar an API sends as a JSON number (or boolean) in one payload and as a string in
/// another — CTA's vehicle `"lat": "41.92"` beside its stops' `"lat": 41.92`, OneBusAway's XML
/// where every value is text, an integral `0.0` where an `Int` belongs. Wire models use it for
/// such fields; a string that is not a `Value` fails with the field's coding path.
///
/// ```swift
/// struct WireVehicle: Decodable { let lat: LenientDouble; let hdg: LenientInt }
/// ```
public struct LenientValue<Value: LosslessStringConvertible & Decodable & Sendable & Hashable>: Decodable, Sendable, Hashable {
    /// The decoded value.
    public var value: Value

    /// Wraps a value (for tests and hand-built wire models).
    public init(_ value: Value) { self.value = value }

    /// Decodes a `Value` from a number, a boolean, an integral float for an integer, or a string;
    /// anything else fails with the field's coding path.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Value.self) {
            self.value = value
            return
        }
        // `0.0` for an Int: accept a float with no fractional part.
        if let number = try? container.decode(Double.self), number.isFinite, number.rounded() == number,
            let whole = Int64(exactly: number), let value = Value(String(whole))
        {
            self.value = value
            return
        }
        let text = try container.decode(String.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let value = Value(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not \(Self.article) \(Value.self)")
        }
        self.value = value
    }

    private static var article: String {
        "\(Value.self)".first.map { "AEIOU".contains($0) } == true ? "an" : "a"
    }
}

/// A number sent as a number or a string.
public typealias LenientDouble = LenientValue<Double>
/// An integer sent as a number, an integral float or a string.
public typealias LenientInt = LenientValue<Int>

/// Text an API sometimes sends as a number (tramTRACKER's `RouteNo` is `"16"` in one call and
/// `16` in another; SIRI `DirectionRef`). Kept as text, never parsed: route numbers carry
/// letters ("16d").
public struct LenientString: Decodable, Hashable, Sendable, CustomStringConvertible {
    /// The text, exactly as sent (numbers written without a fractional `.0`).
    public var value: String

    /// Wraps a string (for tests and hand-built wire models).
    public init(_ value: String) { self.value = value }

    /// Decodes a string, or a number written as text; anything else fails with the field's coding path.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let text = try? container.decode(String.self) {
            value = text
        } else if let number = try? container.decode(Int64.self) {
            value = String(number)
        } else if let number = try? container.decode(Double.self), number.isFinite {
            value = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        } else {
            throw DecodingError.typeMismatch(
                String.self, DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected a string or a number"))
        }
    }

    /// The text.
    public var description: String { value }
}
