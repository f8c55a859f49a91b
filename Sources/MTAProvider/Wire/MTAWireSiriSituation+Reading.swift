import Foundation
import TransitKitCore

// The direct read of the situations riding along (see `JSONReadable`).

extension MTAWireSiriSituationExchangeDelivery: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "Situations", seen.first(0) { Situations = try reader.readIfPresent(MTAWireSiriSituations.self) }
        }
    }
}

extension MTAWireSiriSituations: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "PtSituationElement", seen.first(0) { PtSituationElement = try reader.readIfPresent([MTAWireSiriSituation].self) }
        }
    }
}

extension MTAWireSiriSituation: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "SituationNumber" where seen.first(0): SituationNumber = try reader.readStringIfPresent()
            case "PublicationWindow" where seen.first(1): PublicationWindow = try reader.readIfPresent(MTAWireSiriPublicationWindow.self)
            case "Severity" where seen.first(2): Severity = try reader.readStringIfPresent()
            case "Summary" where seen.first(3): Summary = try reader.readIfPresent(MTAWireSiriText.self)
            case "Description" where seen.first(4): Description = try reader.readIfPresent(MTAWireSiriText.self)
            case "Affects" where seen.first(5): Affects = try reader.readIfPresent(MTAWireSiriAffects.self)
            case "Consequences" where seen.first(6): Consequences = try reader.readIfPresent(MTAWireSiriConsequences.self)
            case "CreationTime" where seen.first(7): CreationTime = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            default: break
            }
        }
    }
}

extension MTAWireSiriPublicationWindow: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "StartTime" where seen.first(0): StartTime = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            case "EndTime" where seen.first(1): EndTime = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            default: break
            }
        }
    }
}

extension MTAWireSiriAffects: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "VehicleJourneys", seen.first(0) {
                VehicleJourneys = try reader.readIfPresent(MTAWireSiriAffectedVehicleJourneys.self)
            }
        }
    }
}

extension MTAWireSiriAffectedVehicleJourneys: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "AffectedVehicleJourney", seen.first(0) {
                AffectedVehicleJourney = try reader.readIfPresent([MTAWireSiriAffectedVehicleJourney].self)
            }
        }
    }
}

extension MTAWireSiriAffectedVehicleJourney: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "LineRef" where seen.first(0): LineRef = try reader.readStringIfPresent()
            case "DirectionRef" where seen.first(1): DirectionRef = try reader.readIfPresent(LenientString.self)
            default: break
            }
        }
    }
}

extension MTAWireSiriConsequences: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "Consequence", seen.first(0) { Consequence = try reader.readIfPresent([MTAWireSiriConsequence].self) }
        }
    }
}

extension MTAWireSiriConsequence: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "Condition", seen.first(0) { Condition = try reader.readIfPresent(MTAWireSiriText.self) }
        }
    }
}
