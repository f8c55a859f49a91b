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
    /// The provider's string, verbatim.
    public let rawValue: String

    /// Wraps a provider's string without changing it.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps a provider's string without changing it: `Route.ID("22")`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Lets literals stand for identifiers in code and tests: `let stop: Stop.ID = "1836"`.
    public init(stringLiteral value: String) { self.rawValue = value }

    /// The provider's string, so ids interpolate as riders and logs expect.
    public var description: String { rawValue }

    /// Orders by the raw string (byte order), which keeps sorted output stable across runs.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// Decodes from a bare JSON string, not a keyed object.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes as a bare JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
