import Foundation
import TransitKitCore

// Codable mirrors of MTA Bus Time SIRI JSON (vehicle-monitoring, stop-monitoring and the
// situations riding along). Property names are the API's own UpperCamel SIRI element names,
// so a field can be found in the reference (Docs/MTA.md, shared/reference/mta.md) by search.
// Optionals follow what the server omits; SIRI 1.3 and 2.0 shapes decode into the same types.
//
// Only the fields TransitKit maps are mirrored. Every declared field costs the decoder a
// lookup and a value on each of the ~1,400 journeys of a whole-city snapshot; leaving out the
// ones nothing reads (JourneyPatternRef, OperatorRef, OriginRef, DestinationRef, BlockRef,
// SituationRef, ProgressRate, VisitNumber, CallDistanceAlongRoute) made decoding that
// snapshot about 30 % faster (transit-bench, mta case). Add a field here when a mapping needs
// it. The rider facts (Monitored, Occupancy, Capacities, VehicleFeatures, numeric distances,
// OriginAimedDepartureTime) and OnwardCalls are mirrored since they are mapped (Docs/MTA.md,
// "What riders see").

/// `{"Siri":{"ServiceDelivery":{…}}}`.
struct MTAWireSiriEnvelope: Sendable, Equatable {
    var Siri: MTAWireSiriBody
}

struct MTAWireSiriBody: Sendable, Equatable {
    var ServiceDelivery: MTAWireSiriDelivery
}

struct MTAWireSiriDelivery: Sendable, Equatable {
    var ResponseTimestamp: MTAWireSiriTimestamp?
    /// Always exactly one element when present; its `ErrorCondition` (and the key
    /// interceptor's, whatever the endpoint) is read with it and thrown by ``MTADecoder``.
    var VehicleMonitoringDelivery: [MTAWireSiriVehicleMonitoringDelivery]?
    var StopMonitoringDelivery: [MTAWireSiriStopMonitoringDelivery]?
    /// `[]`, absent, or one element holding the situations.
    var SituationExchangeDelivery: [MTAWireSiriSituationExchangeDelivery]?

    /// The first `ErrorCondition` of any delivery: the error the body reports.
    var errorCondition: MTAWireSiriErrorCondition? {
        VehicleMonitoringDelivery?.lazy.compactMap(\.ErrorCondition).first
            ?? StopMonitoringDelivery?.lazy.compactMap(\.ErrorCondition).first
    }

    /// Every situation of every exchange delivery.
    var situations: [MTAWireSiriSituation] {
        (SituationExchangeDelivery ?? []).flatMap { $0.Situations?.PtSituationElement ?? [] }
    }
}

struct MTAWireSiriVehicleMonitoringDelivery: Sendable, Equatable {
    var VehicleActivity: [MTAWireSiriVehicleActivity]?
    var ResponseTimestamp: MTAWireSiriTimestamp?
    var ValidUntil: MTAWireSiriTimestamp?
    var ErrorCondition: MTAWireSiriErrorCondition?
}

struct MTAWireSiriStopMonitoringDelivery: Sendable, Equatable {
    var MonitoredStopVisit: [MTAWireSiriMonitoredStopVisit]?
    var ResponseTimestamp: MTAWireSiriTimestamp?
    var ValidUntil: MTAWireSiriTimestamp?
    var ErrorCondition: MTAWireSiriErrorCondition?
}
