import TransitKitCore
import Foundation

// Codable mirrors of MTA Bus Time SIRI JSON (vehicle-monitoring, stop-monitoring and the
// situations riding along). Property names are the API's own UpperCamel SIRI element names,
// so a field can be found in the reference (Docs/MTA.md, shared/reference/mta.md) by search.
// Optionals follow what the server omits; SIRI 1.3 and 2.0 shapes decode into the same types.
//
// Only the fields TransitKit maps are mirrored. Every declared field costs the decoder a
// lookup and a value on each of the ~1,400 journeys of a whole-city snapshot; leaving out the
// ones nothing reads (JourneyPatternRef, OperatorRef, OriginRef, DestinationRef, BlockRef,
// SituationRef, OriginAimedDepartureTime, Monitored, ProgressRate, Occupancy, OnwardCalls,
// VisitNumber, Extensions.Capacities / VehicleFeatures, numeric distances) made decoding
// that snapshot about 30 % faster (transit-bench, mta case). Add a field here when a mapping
// needs it.

/// `{"Siri":{"ServiceDelivery":{…}}}`.
struct SiriEnvelope: Decodable, Sendable {
    var Siri: SiriBody
}

struct SiriBody: Decodable, Sendable {
    var ServiceDelivery: SiriServiceDelivery
}

struct SiriServiceDelivery: Decodable, Sendable {
    var ResponseTimestamp: SiriTimestamp?
    /// Always exactly one element when present. Key errors come back as this delivery whatever
    /// endpoint was called.
    var VehicleMonitoringDelivery: [SiriVehicleMonitoringDelivery]?
    var StopMonitoringDelivery: [SiriStopMonitoringDelivery]?
    /// `[]`, absent, or one element holding the situations.
    var SituationExchangeDelivery: [SiriSituationExchangeDelivery]?

    /// The first `ErrorCondition` of any delivery.
    var errorCondition: SiriErrorCondition? {
        VehicleMonitoringDelivery?.lazy.compactMap(\.ErrorCondition).first
            ?? StopMonitoringDelivery?.lazy.compactMap(\.ErrorCondition).first
    }

    /// Every situation of every exchange delivery.
    var situations: [SiriSituation] {
        (SituationExchangeDelivery ?? []).flatMap { $0.Situations?.PtSituationElement ?? [] }
    }
}

struct SiriVehicleMonitoringDelivery: Decodable, Sendable {
    var VehicleActivity: [SiriVehicleActivity]?
    var ResponseTimestamp: SiriTimestamp?
    var ValidUntil: SiriTimestamp?
    var ErrorCondition: SiriErrorCondition?
}

struct SiriStopMonitoringDelivery: Decodable, Sendable {
    var MonitoredStopVisit: [SiriMonitoredStopVisit]?
    var ResponseTimestamp: SiriTimestamp?
    var ValidUntil: SiriTimestamp?
    var ErrorCondition: SiriErrorCondition?
}

struct SiriVehicleActivity: Decodable, Sendable {
    var MonitoredVehicleJourney: SiriMonitoredVehicleJourney
    var RecordedAtTime: SiriTimestamp?
}

struct SiriMonitoredStopVisit: Decodable, Sendable {
    var MonitoredVehicleJourney: SiriMonitoredVehicleJourney
    var RecordedAtTime: SiriTimestamp?
}

struct SiriMonitoredVehicleJourney: Decodable, Sendable {
    var LineRef: String?
    var DirectionRef: LenientString?
    var FramedVehicleJourneyRef: SiriFramedVehicleJourneyRef?
    /// v1 `"B63"`, v2 `["B63"]`.
    var PublishedLineName: SiriText?
    /// v1 string, v2 array.
    var DestinationName: SiriText?
    var VehicleLocation: SiriLocation?
    var Bearing: Double?
    /// One comma-joined string in v1 (`"layover,prevTrip"`); a list in v2.
    var ProgressStatus: SiriText?
    var VehicleRef: String?
    /// `"cancelled"` through the `/api/2` entry point.
    var VehicleStatus: String?
    /// Absent while the bus is on a detour.
    var MonitoredCall: SiriCall?
}

struct SiriFramedVehicleJourneyRef: Decodable, Sendable {
    var DataFrameRef: String?
    var DatedVehicleJourneyRef: String?
}

/// Longitude first in the JSON, as SIRI orders it.
struct SiriLocation: Decodable, Sendable {
    var Longitude: Double
    var Latitude: Double
}

/// `MonitoredCall` (each `OnwardCall` has the same shape; they are not read).
struct SiriCall: Decodable, Sendable {
    var ExpectedArrivalTime: SiriTimestamp?
    var ExpectedDepartureTime: SiriTimestamp?
    var AimedArrivalTime: SiriTimestamp?
    var AimedDepartureTime: SiriTimestamp?
    /// v1 distances.
    var Extensions: SiriCallExtensions?
    /// v2 distance text, in-spec.
    var ArrivalProximityText: String?
    var StopPointRef: String?
    /// v1 string, v2 array.
    var StopPointName: SiriText?
}

/// v1 `Extensions`. `Capacities` (where `EstimatedPassengerCapacity` 0 means unknown) and
/// `VehicleFeatures` are not read.
struct SiriCallExtensions: Decodable, Sendable {
    var Distances: SiriDistances?
}

struct SiriDistances: Decodable, Sendable {
    var PresentableDistance: String?
}

/// `{"OtherError":{"ErrorText":"…"},"Description":"…"}`.
struct SiriErrorCondition: Decodable, Sendable {
    var OtherError: SiriOtherError?
    var Description: String?

    var text: String {
        let words = Description ?? OtherError?.ErrorText ?? ""
        return words.isEmpty ? (OtherError?.ErrorText ?? "") : words
    }
}

struct SiriOtherError: Decodable, Sendable {
    var ErrorText: String?
}

struct SiriSituationExchangeDelivery: Decodable, Sendable {
    var Situations: SiriSituations?
}

struct SiriSituations: Decodable, Sendable {
    var PtSituationElement: [SiriSituation]?
}

struct SiriSituation: Decodable, Sendable {
    var SituationNumber: String?
    var PublicationWindow: SiriPublicationWindow?
    /// Always "undefined" at MTA.
    var Severity: String?
    /// Strings in v1, lists in v2; may hold HTML or `\n`.
    var Summary: SiriText?
    var Description: SiriText?
    var Affects: SiriAffects?
    var Consequences: SiriConsequences?
    var CreationTime: SiriTimestamp?
}

struct SiriPublicationWindow: Decodable, Sendable {
    var StartTime: SiriTimestamp?
    var EndTime: SiriTimestamp?
}

struct SiriAffects: Decodable, Sendable {
    var VehicleJourneys: SiriAffectedVehicleJourneys?
}

struct SiriAffectedVehicleJourneys: Decodable, Sendable {
    /// Duplicates occur (the same line once per direction).
    var AffectedVehicleJourney: [SiriAffectedVehicleJourney]?
}

struct SiriAffectedVehicleJourney: Decodable, Sendable {
    var LineRef: String?
    var DirectionRef: LenientString?
}

struct SiriConsequences: Decodable, Sendable {
    var Consequence: [SiriConsequence]?
}

struct SiriConsequence: Decodable, Sendable {
    /// `noService`, `delayed`, `diverted`, `altered`… (v2 may send a list).
    var Condition: SiriText?
}
