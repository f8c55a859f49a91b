/// A typed identifier: `Identifier<Stop>` and `Identifier<Route>` are different types, so a
/// stop id can never be passed where a route id belongs.
///
/// Identifiers are the provider's own strings, kept verbatim (CTA `"1836"`, MTA `"MTA_305423"`,
/// TramTracker `"1234"`). They encode as a bare JSON string.
///
/// ```swift
/// let stop: Stop.ID = "1836"
/// let route = Route.ID("MTA NYCT_M86+")
/// ```
public struct Identifier<Owner>: RawRepresentable, Hashable, Sendable, Comparable,
    ExpressibleByStringLiteral, CustomStringConvertible, Codable
{
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }

    public var description: String { rawValue }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
