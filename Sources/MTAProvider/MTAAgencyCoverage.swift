import Foundation
import TransitKitCore

/// An agency the "where" server covers, with the box its stops fall in.
public struct MTAAgencyCoverage: Hashable, Sendable, Codable {
    /// The agency, resolved from `references` (v2) or inline (v1).
    public var agency: Agency
    /// Centre of the coverage box; nil when the server sends all zeros (MTA's umbrella `MTA`
    /// agency does).
    public var center: Coordinate?
    /// Height of the coverage box in degrees (0 when unknown).
    public var latitudeSpan: Double
    /// Width of the coverage box in degrees (0 when unknown).
    public var longitudeSpan: Double

    /// A coverage entry as ``MTABusTimeClient/agenciesWithCoverage()`` builds it.
    public init(agency: Agency, center: Coordinate?, latitudeSpan: Double, longitudeSpan: Double) {
        self.agency = agency
        self.center = center
        self.latitudeSpan = latitudeSpan
        self.longitudeSpan = longitudeSpan
    }
}
