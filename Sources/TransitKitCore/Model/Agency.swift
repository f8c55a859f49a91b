import Foundation

/// The company that runs a service: a transit agency (CTA, MTA NYCT, Yarra Trams) or a coach
/// operator (Busbud's `operators`). One type, because the questions a rider asks of either —
/// name, logo, website, phone — are the same.
public struct Agency: Hashable, Sendable, Codable, Identifiable {
    /// The provider's agency or operator identifier ("MTA NYCT", a Busbud operator id).
    public typealias ID = Identifier<Agency>

    /// The provider's identifier, as routes refer to it (`Route/agencyID`).
    public var id: ID
    /// The name riders know ("Chicago Transit Authority", "Greyhound").
    public var name: String
    /// The agency's website.
    public var url: URL?
    /// A customer-service phone number, as published.
    public var phone: String?
    /// A logo image, when the provider publishes one (Busbud operators).
    public var logoURL: URL?
    /// IANA zone the agency publishes times in, when it says.
    public var timeZone: TimeZone?

    /// Creates an agency; only the identifier and the name are required.
    public init(
        id: ID, name: String, url: URL? = nil, phone: String? = nil, logoURL: URL? = nil,
        timeZone: TimeZone? = nil
    ) {
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
