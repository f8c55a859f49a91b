import Foundation

/// A line riders know by a short name ("22", "M86-SBS", "96").
public struct Route: Hashable, Sendable, Codable, Identifiable {
    /// The provider's route identifier, exactly as its API sends it ("22", "MTA NYCT_B63").
    public typealias ID = Identifier<Route>

    /// Bus, tram… as far as the provider says.
    public enum Mode: String, Hashable, Sendable, Codable {
        /// A kind of vehicle the route runs; `other` when the provider uses a mode TransitKit does not name.
        case bus, tram, rail, subway, ferry, coach, other
    }

    /// The provider's identifier: pass it back to calls such as `RouteCatalog/directions(of:)`.
    public var id: ID
    /// What is painted on the vehicle: "22", "M86+", "96".
    public var shortName: String
    /// "Clark", "Crosstown Select Bus Service", "East Brunswick - St Kilda Beach".
    public var longName: String?
    /// The agency that runs the route, for providers with more than one (MTA: "MTA NYCT", "MTABC").
    public var agencyID: Agency.ID?
    /// The kind of vehicle; `bus` unless the provider says otherwise.
    public var mode: Mode
    /// Hex colour without `#`, when the provider publishes one ("ff0000").
    public var color: String?
    /// Hex colour (without `#`) for text drawn on `color`, when the provider publishes one.
    public var textColor: String?
    /// The route's page on the agency's website, when the provider links one.
    public var url: URL?

    /// Creates a route; only the identifier and the short name are required.
    public init(
        id: ID, shortName: String, longName: String? = nil, agencyID: Agency.ID? = nil,
        mode: Mode = .bus, color: String? = nil, textColor: String? = nil, url: URL? = nil
    ) {
        self.id = id
        self.shortName = shortName
        self.longName = longName
        self.agencyID = agencyID
        self.mode = mode
        self.color = color
        self.textColor = textColor
        self.url = url
    }

    /// "22 Clark", or just the short name when there is no long one.
    public var displayName: String {
        guard let longName, !longName.isEmpty, longName != shortName else { return shortName }
        return "\(shortName) \(longName)"
    }
}
