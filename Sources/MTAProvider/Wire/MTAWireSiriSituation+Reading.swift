import Foundation
import TransitKitCore

// The direct read of the situations riding along (see `JSONReadable`).

extension MTAWireSiriSituationExchangeDelivery: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "Situations" { Situations = try reader.readIfPresent(MTAWireSiriSituations.self) }
        }
    }
}

extension MTAWireSiriSituations: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "PtSituationElement" { PtSituationElement = try reader.readIfPresent([MTAWireSiriSituation].self) }
        }
    }
}

extension MTAWireSiriSituation: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "SituationNumber": SituationNumber = try reader.readStringIfPresent()
            case "PublicationWindow": PublicationWindow = try reader.readIfPresent(MTAWireSiriPublicationWindow.self)
            case "Severity": Severity = try reader.readStringIfPresent()
            case "Summary": Summary = try reader.readIfPresent(MTAWireSiriText.self)
            case "Description": Description = try reader.readIfPresent(MTAWireSiriText.self)
            case "Affects": Affects = try reader.readIfPresent(MTAWireSiriAffects.self)
            case "Consequences": Consequences = try reader.readIfPresent(MTAWireSiriConsequences.self)
            case "CreationTime": CreationTime = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            default: break
            }
        }
    }
}

extension MTAWireSiriPublicationWindow: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "StartTime": StartTime = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            case "EndTime": EndTime = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            default: break
            }
        }
    }
}

extension MTAWireSiriAffects: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "VehicleJourneys": VehicleJourneys = try reader.readIfPresent(MTAWireSiriAffectedVehicleJourneys.self)
            case "Operators": Operators = try reader.readIfPresent(MTAWireSiriAffectedOperators.self)
            default: break
            }
        }
    }
}

extension MTAWireSiriAffectedOperators: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            // SIRI's `<AllOperators/>` is an empty element: its presence is the whole fact.
            if key == "AllOperators" { AllOperators = true }
        }
    }
}

extension MTAWireSiriAffectedVehicleJourneys: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "AffectedVehicleJourney" {
                AffectedVehicleJourney = try reader.readIfPresent([MTAWireSiriAffectedVehicleJourney].self)
            }
        }
    }
}

extension MTAWireSiriAffectedVehicleJourney: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "LineRef": LineRef = try reader.readStringIfPresent()
            case "DirectionRef": DirectionRef = try reader.readIfPresent(LenientString.self)
            default: break
            }
        }
    }
}

extension MTAWireSiriConsequences: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "Consequence" { Consequence = try reader.readIfPresent([MTAWireSiriConsequence].self) }
        }
    }
}

extension MTAWireSiriConsequence: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "Condition" { Condition = try reader.readIfPresent(MTAWireSiriText.self) }
        }
    }
}
