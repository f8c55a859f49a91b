import Foundation

/// `price`: a JSON number in every known file; a numeric string is read too (number-or-string
/// fields are common in transit data), anything else is invalid.
enum WirePrice: Sendable, Hashable {
    case integer(Int64)
    /// A number with a fraction (or too large for Int64), exactly as written.
    case decimal(Decimal)
    case text(String)
}
