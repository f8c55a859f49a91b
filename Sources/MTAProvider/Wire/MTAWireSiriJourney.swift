import Foundation
import TransitKitCore

// A bus on its trip, as vehicle-monitoring (`VehicleActivity`) and stop-monitoring
// (`MonitoredStopVisit`) both carry it. Names are SIRI's own.

struct MTAWireSiriVehicleActivity: Sendable, Equatable {
    var MonitoredVehicleJourney: MTAWireSiriMonitoredVehicleJourney
    var RecordedAtTime: MTAWireSiriTimestamp?
}

struct MTAWireSiriMonitoredStopVisit: Sendable, Equatable {
    var MonitoredVehicleJourney: MTAWireSiriMonitoredVehicleJourney
    var RecordedAtTime: MTAWireSiriTimestamp?
}

struct MTAWireSiriMonitoredVehicleJourney: Sendable, Equatable {
    var LineRef: String?
    var DirectionRef: LenientString?
    var FramedVehicleJourneyRef: MTAWireSiriFramedVehicleJourneyRef?
    /// v1 `"B63"`, v2 `["B63"]`.
    var PublishedLineName: MTAWireSiriText?
    /// v1 string, v2 array.
    var DestinationName: MTAWireSiriText?
    /// Only while the bus is on layover or finishing its previous trip (`prevTrip`).
    var OriginAimedDepartureTime: MTAWireSiriTimestamp?
    /// False: the position is where the schedule puts the bus, not a tracked one.
    var Monitored: Bool?
    var VehicleLocation: MTAWireSiriLocation?
    var Bearing: Double?
    /// One comma-joined string in v1 (`"layover,prevTrip"`); a list in v2.
    var ProgressStatus: MTAWireSiriText?
    /// `seatsAvailable`, `standingAvailable`, `full` (buses with passenger counters).
    var Occupancy: String?
    /// SIRI's vehicle features (`lowFloor`…); MTA's server has not been seen to send it.
    var VehicleFeatureRef: MTAWireSiriText?
    var VehicleRef: String?
    /// `"cancelled"` through the `/api/2` entry point.
    var VehicleStatus: String?
    /// Absent while the bus is on a detour.
    var MonitoredCall: MTAWireSiriCall?
    /// `{}`, or the stops after `MonitoredCall` at detail level `calls`.
    var OnwardCalls: MTAWireSiriOnwardCalls?
}

struct MTAWireSiriFramedVehicleJourneyRef: Sendable, Equatable {
    var DataFrameRef: String?
    var DatedVehicleJourneyRef: String?
}

/// Longitude first in the JSON, as SIRI orders it.
struct MTAWireSiriLocation: Sendable, Equatable {
    var Longitude: Double
    var Latitude: Double
}

/// `OnwardCalls`: `{}` unless `VehicleMonitoringDetailLevel=calls` (or
/// `StopMonitoringDetailLevel=calls`) was asked.
struct MTAWireSiriOnwardCalls: Sendable, Equatable {
    var OnwardCall: [MTAWireSiriCall]?
}

/// `MonitoredCall`, and each `OnwardCall` (the same fields).
struct MTAWireSiriCall: Sendable, Equatable {
    var ExpectedArrivalTime: MTAWireSiriTimestamp?
    var ExpectedDepartureTime: MTAWireSiriTimestamp?
    var AimedArrivalTime: MTAWireSiriTimestamp?
    var AimedDepartureTime: MTAWireSiriTimestamp?
    /// v1 distances, capacities and vehicle features.
    var Extensions: MTAWireSiriCallExtensions?
    /// v2 distance text, in-spec.
    var ArrivalProximityText: String?
    /// v2: metres from the bus to this stop along the route (an integer).
    var DistanceFromStop: Double?
    /// v2: stops between the bus and this one.
    var NumberOfStopsAway: Int?
    var StopPointRef: String?
    /// v1 string, v2 array.
    var StopPointName: MTAWireSiriText?
}

/// v1 `Extensions` of a call.
struct MTAWireSiriCallExtensions: Sendable, Equatable {
    var Distances: MTAWireSiriDistances?
    /// Automatic passenger counts (v1; v2 only for privileged keys).
    var Capacities: MTAWireSiriCapacities?
    /// 2024+: `{"StrollerVehicle": false}`.
    var VehicleFeatures: MTAWireSiriVehicleFeatures?
}

struct MTAWireSiriDistances: Sendable, Equatable {
    var PresentableDistance: String?
    /// Metres from the bus to this stop along the route.
    var DistanceFromCall: Double?
    /// Stops between the bus and this one.
    var StopsFromCall: Int?
}

/// `EstimatedPassengerCapacity` 0 means unknown (every 2020 recording); the load factor is
/// often absent.
struct MTAWireSiriCapacities: Sendable, Equatable {
    var EstimatedPassengerCount: Int?
    var EstimatedPassengerCapacity: Int?
    var EstimatedPassengerLoadFactor: String?
}

struct MTAWireSiriVehicleFeatures: Sendable, Equatable {
    /// The bus has room for an open stroller (MTA's "stroller-friendly" buses).
    var StrollerVehicle: Bool?
}
