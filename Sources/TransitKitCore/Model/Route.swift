import Foundation

/// A line riders know by a short name ("22", "M86-SBS", "96").
public struct Route: Hashable, Sendable, Codable, Identifiable {
    public typealias ID = Identifier<Route>

    /// Bus, tram… as far as the provider says.
    public enum Mode: String, Hashable, Sendable, Codable {
        case bus, tram, rail, subway, ferry, coach, other
    }

    public var id: ID
    /// What is painted on the vehicle: "22", "M86+", "96".
    public var shortName: String
    /// "Clark", "Crosstown Select Bus Service", "East Brunswick - St Kilda Beach".
    public var longName: String?
    public var agencyID: Agency.ID?
    public var mode: Mode
    /// Hex colour without `#`, when the provider publishes one ("ff0000").
    public var color: String?
    public var textColor: String?
    public var url: URL?

    public init(id: ID, shortName: String, longName: String? = nil, agencyID: Agency.ID? = nil,
                mode: Mode = .bus, color: String? = nil, textColor: String? = nil, url: URL? = nil)
    {
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
