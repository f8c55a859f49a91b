import Foundation
import TransitKitCore

// The direct read of the SIRI envelope and its deliveries (see `JSONReadable`).

extension MTAWireSiriEnvelope: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        var siri: MTAWireSiriBody?
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "Siri", siri == nil { siri = try MTAWireSiriBody(reading: &reader) }
        }
        guard let siri else { throw reader.missing("Siri") }
        self.init(Siri: siri)
    }
}

extension MTAWireSiriBody: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        var delivery: MTAWireSiriDelivery?
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "ServiceDelivery", delivery == nil { delivery = try MTAWireSiriDelivery(reading: &reader) }
        }
        guard let delivery else { throw reader.missing("ServiceDelivery") }
        self.init(ServiceDelivery: delivery)
    }
}

extension MTAWireSiriDelivery: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "ResponseTimestamp" where seen.first(0): ResponseTimestamp = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            case "VehicleMonitoringDelivery" where seen.first(1):
                VehicleMonitoringDelivery = try reader.readIfPresent([MTAWireSiriVehicleMonitoringDelivery].self)
            case "StopMonitoringDelivery" where seen.first(2):
                StopMonitoringDelivery = try reader.readIfPresent([MTAWireSiriStopMonitoringDelivery].self)
            case "SituationExchangeDelivery" where seen.first(3):
                SituationExchangeDelivery = try reader.readIfPresent([MTAWireSiriSituationExchangeDelivery].self)
            default: break
            }
        }
    }
}

extension MTAWireSiriVehicleMonitoringDelivery: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "VehicleActivity" where seen.first(0):
                if try reader.readNull() { continue }
                // The whole-city snapshot holds ~1,400: one allocation, not a dozen regrowths.
                var activities: [MTAWireSiriVehicleActivity] = []
                activities.reserveCapacity(256)
                let array = try reader.beginArray()
                while try reader.nextElement(in: array) { activities.append(try MTAWireSiriVehicleActivity(reading: &reader)) }
                VehicleActivity = activities
            case "ResponseTimestamp" where seen.first(1): ResponseTimestamp = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            case "ValidUntil" where seen.first(2): ValidUntil = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            default: break
            }
        }
    }
}

extension MTAWireSiriStopMonitoringDelivery: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "MonitoredStopVisit" where seen.first(0):
                MonitoredStopVisit = try reader.readIfPresent([MTAWireSiriMonitoredStopVisit].self)
            case "ResponseTimestamp" where seen.first(1): ResponseTimestamp = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            case "ValidUntil" where seen.first(2): ValidUntil = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            default: break
            }
        }
    }
}
