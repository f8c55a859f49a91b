import Foundation

/// A scalar an API sends as a JSON number in one payload and as a string (or a boolean) in
/// another — CTA's vehicle `"lat": "41.92"` beside its stops' `"lat": 41.92`, tramTRACKER's
/// `RouteNo` as `"16"` or `16`, OneBusAway's XML where every value is text, an integral `0.0`
/// where an `Int` belongs. It is the one "number or string" type of every provider; a value
/// that is not a `Value` fails with the field's coding path.
///
/// ```swift
/// struct WireVehicle: Decodable { let lat: LenientDouble; let hdg: LenientInt; let rt: LenientString }
/// ```
///
/// A `LenientString` keeps text exactly as sent and writes numbers without a fractional `.0`
/// (route numbers carry letters: "16d"); a boolean is written out (`true` is "true").
public struct LenientValue<Value: LosslessStringConvertible & Decodable & Sendable & Hashable>: Decodable, Sendable, Hashable,
    CustomStringConvertible
{
    /// The decoded value.
    public var value: Value

    /// Wraps a value (for tests and hand-built wire models).
    public init(_ value: Value) { self.value = value }

    /// Decodes a `Value` from its own JSON type, a number, a boolean or a string; anything
    /// else fails with the field's coding path.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Value.self) {
            self.value = value
            return
        }
        let text: String
        if let whole = try? container.decode(Int64.self) {
            text = String(whole)
        } else if let number = try? container.decode(Double.self), number.isFinite {
            // `0.0` for an Int, `16.0` for a route number: a float with no fractional part is
            // written as the integer it is.
            text = number == number.rounded() && abs(number) < 1e15 ? String(Int64(number)) : String(number)
        } else if let flag = try? container.decode(Bool.self) {
            text = String(flag)
        } else {
            guard let string = try? container.decode(String.self) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "expected a string or a number")
            }
            text = string.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard let value = Value(text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(text)\" is not \(Self.article) \(Value.self)")
        }
        self.value = value
    }

    /// The value as text.
    public var description: String { value.description }

    private static var article: String {
        "\(Value.self)".first.map { "AEIOU".contains($0) } == true ? "an" : "a"
    }
}

/// A number sent as a number or a string.
public typealias LenientDouble = LenientValue<Double>
/// An integer sent as a number, an integral float or a string.
public typealias LenientInt = LenientValue<Int>
/// Text an API sometimes sends as a number or a boolean, kept as text, never parsed.
public typealias LenientString = LenientValue<String>
