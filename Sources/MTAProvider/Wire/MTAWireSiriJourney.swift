import Foundation
import TransitKitCore

// A bus on its trip, as vehicle-monitoring (`VehicleActivity`) and stop-monitoring
// (`MonitoredStopVisit`) both carry it. Names are SIRI's own.

struct MTAWireSiriVehicleActivity: Decodable, Sendable {
    var MonitoredVehicleJourney: MTAWireSiriMonitoredVehicleJourney
    var RecordedAtTime: MTAWireSiriTimestamp?
}

struct MTAWireSiriMonitoredStopVisit: Decodable, Sendable {
    var MonitoredVehicleJourney: MTAWireSiriMonitoredVehicleJourney
    var RecordedAtTime: MTAWireSiriTimestamp?
}

struct MTAWireSiriMonitoredVehicleJourney: Decodable, Sendable {
    var LineRef: String?
    var DirectionRef: LenientString?
    var FramedVehicleJourneyRef: MTAWireSiriFramedVehicleJourneyRef?
    /// v1 `"B63"`, v2 `["B63"]`.
    var PublishedLineName: MTAWireSiriText?
    /// v1 string, v2 array.
    var DestinationName: MTAWireSiriText?
    var VehicleLocation: MTAWireSiriLocation?
    var Bearing: Double?
    /// One comma-joined string in v1 (`"layover,prevTrip"`); a list in v2.
    var ProgressStatus: MTAWireSiriText?
    var VehicleRef: String?
    /// `"cancelled"` through the `/api/2` entry point.
    var VehicleStatus: String?
    /// Absent while the bus is on a detour.
    var MonitoredCall: MTAWireSiriCall?
}

struct MTAWireSiriFramedVehicleJourneyRef: Decodable, Sendable {
    var DataFrameRef: String?
    var DatedVehicleJourneyRef: String?
}

/// Longitude first in the JSON, as SIRI orders it.
struct MTAWireSiriLocation: Decodable, Sendable {
    var Longitude: Double
    var Latitude: Double
}

/// `MonitoredCall` (each `OnwardCall` has the same shape; they are not read).
struct MTAWireSiriCall: Decodable, Sendable {
    var ExpectedArrivalTime: MTAWireSiriTimestamp?
    var ExpectedDepartureTime: MTAWireSiriTimestamp?
    var AimedArrivalTime: MTAWireSiriTimestamp?
    var AimedDepartureTime: MTAWireSiriTimestamp?
    /// v1 distances.
    var Extensions: MTAWireSiriCallExtensions?
    /// v2 distance text, in-spec.
    var ArrivalProximityText: String?
    var StopPointRef: String?
    /// v1 string, v2 array.
    var StopPointName: MTAWireSiriText?
}

/// v1 `Extensions`. `Capacities` (where `EstimatedPassengerCapacity` 0 means unknown) and
/// `VehicleFeatures` are not read.
struct MTAWireSiriCallExtensions: Decodable, Sendable {
    var Distances: MTAWireSiriDistances?
}

struct MTAWireSiriDistances: Decodable, Sendable {
    var PresentableDistance: String?
}
