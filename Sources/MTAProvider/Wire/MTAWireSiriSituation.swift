import Foundation
import TransitKitCore

// SIRI situation exchange: the service alerts that ride along with vehicle- and
// stop-monitoring answers. Names are SIRI's own.

struct MTAWireSiriSituationExchangeDelivery: Sendable, Equatable {
    var Situations: MTAWireSiriSituations?
}

struct MTAWireSiriSituations: Sendable, Equatable {
    var PtSituationElement: [MTAWireSiriSituation]?
}

struct MTAWireSiriSituation: Sendable, Equatable {
    var SituationNumber: String?
    var PublicationWindow: MTAWireSiriPublicationWindow?
    /// Always "undefined" at MTA.
    var Severity: String?
    /// Strings in v1, lists in v2; may hold HTML or `\n`.
    var Summary: MTAWireSiriText?
    var Description: MTAWireSiriText?
    var Affects: MTAWireSiriAffects?
    var Consequences: MTAWireSiriConsequences?
    var CreationTime: MTAWireSiriTimestamp?
}

struct MTAWireSiriPublicationWindow: Sendable, Equatable {
    var StartTime: MTAWireSiriTimestamp?
    var EndTime: MTAWireSiriTimestamp?
}

struct MTAWireSiriAffects: Sendable, Equatable {
    var VehicleJourneys: MTAWireSiriAffectedVehicleJourneys?
    /// SIRI's operator scope: `AllOperators` (an empty element, whatever its JSON value) means
    /// the whole network, even when lines are listed too.
    var Operators: MTAWireSiriAffectedOperators?
}

struct MTAWireSiriAffectedOperators: Sendable, Equatable {
    /// True when the `AllOperators` member is present.
    var AllOperators = false
}

struct MTAWireSiriAffectedVehicleJourneys: Sendable, Equatable {
    /// Duplicates occur (the same line once per direction).
    var AffectedVehicleJourney: [MTAWireSiriAffectedVehicleJourney]?
}

struct MTAWireSiriAffectedVehicleJourney: Sendable, Equatable {
    var LineRef: String?
    var DirectionRef: LenientString?
}

struct MTAWireSiriConsequences: Sendable, Equatable {
    var Consequence: [MTAWireSiriConsequence]?
}

struct MTAWireSiriConsequence: Sendable, Equatable {
    /// `noService`, `delayed`, `diverted`, `altered`… (v2 may send a list).
    var Condition: MTAWireSiriText?
}
