import Foundation

/// `price`: a JSON number in every known file; a numeric string is read too (number-or-string
/// fields are common in transit data), anything else is invalid.
enum WirePrice: Sendable, Hashable, Decodable {
    case integer(Int64)
    /// A number with a fraction (or too large for Int64), exactly as written.
    case decimal(Decimal)
    case text(String)

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        // Int64 first: it is what every real file holds, and the cheapest to try.
        if let value = try? container.decode(Int64.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Decimal.self) {
            self = .decimal(value)
        } else {
            self = .text(try container.decode(String.self))
        }
    }
}
