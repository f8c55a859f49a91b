import Foundation

/// The company that runs a service: a transit agency (CTA, MTA NYCT, Yarra Trams) or a coach
/// operator (Busbud's `operators`). One type, because the questions a rider asks of either —
/// name, logo, website, phone — are the same.
public struct Agency: Hashable, Sendable, Codable, Identifiable {
    public typealias ID = Identifier<Agency>

    public var id: ID
    public var name: String
    public var url: URL?
    public var phone: String?
    public var logoURL: URL?
    /// IANA zone the agency publishes times in, when it says.
    public var timeZone: TimeZone?

    public init(id: ID, name: String, url: URL? = nil, phone: String? = nil, logoURL: URL? = nil,
                timeZone: TimeZone? = nil)
    {
        self.id = id
        self.name = name
        self.url = url
        self.phone = phone
        self.logoURL = logoURL
        self.timeZone = timeZone
    }
}

/// Busbud and coach APIs say "operator"; it is the same thing as an ``Agency``.
public typealias Operator = Agency
