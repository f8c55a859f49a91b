/// A provider's stable id: `"busbud"`, `"cta"`, `"tramtracker"`, `"mta"`.
public struct ProviderID: RawRepresentable, Hashable, Sendable, Codable, Comparable,
    ExpressibleByStringLiteral, CustomStringConvertible
{
    /// The identifier's text ("cta").
    public let rawValue: String
    /// Wraps a provider identifier.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps a provider identifier: `ProviderID("cta")`.
    public init(_ rawValue: String) { self.rawValue = rawValue }
    /// Lets a literal stand for an identifier: `let id: ProviderID = "cta"`.
    public init(stringLiteral value: String) { self.rawValue = value }
    /// The identifier's text.
    public var description: String { rawValue }
    /// Orders identifiers by their text, for stable listings.
    public static func < (a: ProviderID, b: ProviderID) -> Bool { a.rawValue < b.rawValue }

    /// Decodes from a bare JSON string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }
    /// Encodes as a bare JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
