import Foundation
import TransitKitCore

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
