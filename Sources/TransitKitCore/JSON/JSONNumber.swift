import Foundation

/// A JSON number as written, read without rounding; convert it the way you need. The
/// conversions follow `JSONDecoder`'s rules, so both decoding paths agree on every value.
///
/// ```swift
/// let price = try reader.readNumber()
/// if let whole = price.int64 { … } else if let exact = price.decimal { … }
/// ```
@usableFromInline package struct JSONNumber: Hashable, Sendable, CustomStringConvertible {
    /// The number's text, as in the document (`"-12.50e3"`).
    package let text: String
    /// True when written with neither fraction nor exponent (`12`, not `12.0`).
    @usableFromInline package let isInteger: Bool
    /// The value of plain digits that fit `Int64`, taken by the reader from the bytes: most
    /// numbers are such, and reading them again from `text` was half of reading a price.
    let exactInt64: Int64?

    init(text: String, isInteger: Bool, exactInt64: Int64? = nil) {
        self.text = text
        self.isInteger = isInteger
        self.exactInt64 = exactInt64
    }

    @usableFromInline package var description: String { text }

    /// The value as a whole `Int64`: digits alone must fit; with a fraction or exponent the
    /// value must be whole (`12.0`, `1.2e1` → 12; `12.5` → nil), as `JSONDecoder` reads it.
    package var int64: Int64? { exactInt64 ?? withDigits { $0.integer(Int64.self, $1, $2) } }

    /// The same number as written: `exactInt64` is derived from the text.
    @usableFromInline package static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        lhs.text == rhs.text && lhs.isInteger == rhs.isInteger
    }

    @usableFromInline package func hash(into hasher: inout Hasher) {
        hasher.combine(text)
        hasher.combine(isInteger)
    }

    /// The correctly rounded `Double`; nil beyond `Double`'s range.
    @usableFromInline package var double: Double? { withDigits { $0.double($1, $2) } }

    /// The exact `Decimal`; nil beyond its range.
    package var decimal: Decimal? { Self.decimal(text) }

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
