import Foundation

/// A JSON number as written, read without rounding; convert it the way you need. The
/// conversions follow `JSONDecoder`'s rules, so both decoding paths agree on every value.
///
/// ```swift
/// let price = try reader.readNumber()
/// if let whole = price.int64 { … } else if let exact = price.decimal { … }
/// ```
public struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
    /// The number's text, as in the document (`"-12.50e3"`).
    public let text: String
    /// True when written with neither fraction nor exponent (`12`, not `12.0`).
    public let isInteger: Bool

    public var description: String { text }

    /// The value as a whole `Int64`: digits alone must fit; with a fraction or exponent the
    /// value must be whole (`12.0`, `1.2e1` → 12; `12.5` → nil), as `JSONDecoder` reads it.
    public var int64: Int64? { withDigits { $0.integer(Int64.self, $1, $2) } }

    /// The correctly rounded `Double`; nil beyond `Double`'s range.
    public var double: Double? { withDigits { $0.double($1, $2) } }

    /// The exact `Decimal`; nil beyond its range.
    public var decimal: Decimal? { Self.decimal(text) }

    private func withDigits<R>(_ body: (JSONNumberDigits, UnsafeRawBufferPointer, JSONNumberToken) -> R?) -> R? {
        var text = text
        return text.withUTF8 { utf8 in
            let raw = UnsafeRawBufferPointer(utf8)
            let token = JSONNumberToken(start: 0, end: raw.count, isInteger: isInteger)
            return body(JSONNumberDigits(raw, token), raw, token)
        }
    }

    /// A number's text (already known to be JSON) as `Decimal`, as `JSONDecoder` reads it.
    static func decimal(_ text: String) -> Decimal? {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX"))
    }
}
