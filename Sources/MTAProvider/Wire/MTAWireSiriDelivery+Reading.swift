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
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "ResponseTimestamp": ResponseTimestamp = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            case "VehicleMonitoringDelivery":
                VehicleMonitoringDelivery = try reader.readIfPresent([MTAWireSiriVehicleMonitoringDelivery].self)
            case "StopMonitoringDelivery":
                StopMonitoringDelivery = try reader.readIfPresent([MTAWireSiriStopMonitoringDelivery].self)
            case "SituationExchangeDelivery":
                SituationExchangeDelivery = try reader.readIfPresent([MTAWireSiriSituationExchangeDelivery].self)
            default: break
            }
        }
    }
}

extension MTAWireSiriVehicleMonitoringDelivery: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "VehicleActivity":
                if try reader.readNull() { continue }
                // Sized from the bytes the first sixteen took: a whole-city snapshot (~1,400
                // buses) regrew from 256 three times, each a copy of every activity so far (2% of
                // reading it). At most 8,192 (New York runs about 6,000 buses at its peak), so
                // small activities before large ones cannot reserve gigabytes.
                var activities: [MTAWireSiriVehicleActivity] = []
                activities.reserveCapacity(16)
                let array = try reader.beginArray()
                let start = reader.offset
                while try reader.nextElement(in: array) {
                    activities.append(try MTAWireSiriVehicleActivity(reading: &reader))
                    if activities.count == 16 {
                        let bytesEach = max(1, (reader.offset - start) / 16)
                        activities.reserveCapacity(min(8_192, 16 + reader.remainingBytes / bytesEach))
                    }
                }
                VehicleActivity = activities
            case "ResponseTimestamp": ResponseTimestamp = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            case "ValidUntil": ValidUntil = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            case "ErrorCondition": ErrorCondition = try reader.readIfPresent(MTAWireSiriErrorCondition.self)
            default: break
            }
        }
    }
}

extension MTAWireSiriStopMonitoringDelivery: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "MonitoredStopVisit":
                MonitoredStopVisit = try reader.readIfPresent([MTAWireSiriMonitoredStopVisit].self)
            case "ResponseTimestamp": ResponseTimestamp = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            case "ValidUntil": ValidUntil = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            case "ErrorCondition": ErrorCondition = try reader.readIfPresent(MTAWireSiriErrorCondition.self)
            default: break
            }
        }
    }
}

extension MTAWireSiriErrorCondition: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "OtherError": OtherError = try reader.readIfPresent(MTAWireSiriOtherError.self)
            case "Description": Description = try reader.readStringIfPresent()
            default: break
            }
        }
    }
}

extension MTAWireSiriOtherError: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "ErrorText" { ErrorText = try reader.readStringIfPresent() }
        }
    }
}
