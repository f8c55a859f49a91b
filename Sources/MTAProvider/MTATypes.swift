import Foundation
import TransitKitCore

/// An agency the "where" server covers, with the box its stops fall in.
public struct MTAAgencyCoverage: Hashable, Sendable, Codable {
    public var agency: Agency
    /// Centre of the coverage box; nil when the server sends all zeros (MTA's umbrella `MTA`
    /// agency does).
    public var center: Coordinate?
    public var latitudeSpan: Double
    public var longitudeSpan: Double

    public init(agency: Agency, center: Coordinate?, latitudeSpan: Double, longitudeSpan: Double) {
        self.agency = agency
        self.center = center
        self.latitudeSpan = latitudeSpan
        self.longitudeSpan = longitudeSpan
    }
}

/// The answer to stops-for-location.
public struct MTANearbyStops: Hashable, Sendable, Codable {
    public var stops: [Stop]
    /// More stops matched than were returned (`maxCount`, hard cap 250).
    public var limitExceeded: Bool
    /// The point is outside every agency's coverage; `stops` is empty.
    public var outOfRange: Bool

    public init(stops: [Stop], limitExceeded: Bool, outOfRange: Bool) {
        self.stops = stops
        self.limitExceeded = limitExceeded
        self.outOfRange = outOfRange
    }
}

/// SIRI `VehicleMonitoringDetailLevel` / `StopMonitoringDetailLevel`. Any other text makes
/// the server silently use `normal`, so only these can be sent.
public enum MTADetailLevel: String, Hashable, Sendable, Codable, CaseIterable {
    case minimum
    /// SIRI 2.0 only.
    case basic
    case normal
    /// Adds the stops after the monitored one (`OnwardCalls`).
    case calls
}

/// Which SIRI shape to ask for. The decoder reads both.
public enum MTASiriVersion: String, Hashable, Sendable, Codable {
    /// SIRI 1.3: the server's default.
    case v1
    /// SIRI 2.0: what MTA recommends.
    case v2
}

/// The body format asked of the "where" API. Both decode into the same values.
public enum MTAWhereFormat: String, Hashable, Sendable, Codable {
    case json, xml
}

/// MTA ids are `<agency>_<id>` (`MTA NYCT_M86+`, `MTA_308209`); the agency may contain a space
/// and the id a `+`, but never the agency an underscore — so split at the first `_`.
public enum MTAIdentifier {
    /// `("MTA NYCT", "M86+")` for `"MTA NYCT_M86+"`; nil when there is no `_` or a side is empty.
    public static func split(_ id: String) -> (agency: String, local: String)? {
        guard let underscore = id.firstIndex(of: "_") else { return nil }
        let agency = String(id[..<underscore])
        let local = String(id[id.index(after: underscore)...])
        guard !agency.isEmpty, !local.isEmpty else { return nil }
        return (agency, local)
    }
}
