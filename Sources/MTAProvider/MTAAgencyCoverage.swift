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
