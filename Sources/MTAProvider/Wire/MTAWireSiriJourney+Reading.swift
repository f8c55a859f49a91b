import Foundation
import TransitKitCore

// The direct read of a bus on its trip (see `JSONReadable`): the bulk of a whole-city
// snapshot, so each member is one `switch` on the key bytes and no intermediate value.

/// The two members `VehicleActivity` and `MonitoredStopVisit` both carry: the journey
/// (required) and when it was recorded.
private func readJourneyAndTime(
    _ reader: inout JSONReader
) throws(TransitError) -> (MTAWireSiriMonitoredVehicleJourney, MTAWireSiriTimestamp?) {
    var journey: MTAWireSiriMonitoredVehicleJourney?
    var recordedAt: MTAWireSiriTimestamp?
    var seen = JSONSeenMembers()
    let object = try reader.beginObject()
    while let key = try reader.nextKey(in: object) {
        switch key {
        case "MonitoredVehicleJourney" where seen.first(0): journey = try MTAWireSiriMonitoredVehicleJourney(reading: &reader)
        case "RecordedAtTime" where seen.first(1): recordedAt = try reader.readIfPresent(MTAWireSiriTimestamp.self)
        default: break
        }
    }
    guard let journey else { throw reader.missing("MonitoredVehicleJourney") }
    return (journey, recordedAt)
}

extension MTAWireSiriVehicleActivity: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        let (journey, recordedAt) = try readJourneyAndTime(&reader)
        self.init(MonitoredVehicleJourney: journey, RecordedAtTime: recordedAt)
    }
}

extension MTAWireSiriMonitoredStopVisit: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        let (journey, recordedAt) = try readJourneyAndTime(&reader)
        self.init(MonitoredVehicleJourney: journey, RecordedAtTime: recordedAt)
    }
}

extension MTAWireSiriMonitoredVehicleJourney: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        var LineRef: String?
        var DirectionRef: LenientString?
        var FramedVehicleJourneyRef: MTAWireSiriFramedVehicleJourneyRef?
        var PublishedLineName: MTAWireSiriText?
        var DestinationName: MTAWireSiriText?
        var OriginAimedDepartureTime: MTAWireSiriTimestamp?
        var Monitored: Bool?
        var VehicleLocation: MTAWireSiriLocation?
        var Bearing: Double?
        var ProgressStatus: MTAWireSiriText?
        var Occupancy: String?
        var VehicleFeatureRef: MTAWireSiriText?
        var VehicleRef: String?
        var VehicleStatus: String?
        var MonitoredCall: MTAWireSiriCall?
        var OnwardCalls: MTAWireSiriOnwardCalls?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "LineRef" where seen.first(0): LineRef = try reader.readStringIfPresent()
            case "DirectionRef" where seen.first(1): DirectionRef = try reader.readIfPresent(LenientString.self)
            case "FramedVehicleJourneyRef" where seen.first(2):
                FramedVehicleJourneyRef = try reader.readIfPresent(MTAWireSiriFramedVehicleJourneyRef.self)
            case "PublishedLineName" where seen.first(3): PublishedLineName = try reader.readIfPresent(MTAWireSiriText.self)
            case "DestinationName" where seen.first(4): DestinationName = try reader.readIfPresent(MTAWireSiriText.self)
            case "OriginAimedDepartureTime" where seen.first(5):
                OriginAimedDepartureTime = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            case "Monitored" where seen.first(6): Monitored = try reader.readBoolIfPresent()
            case "VehicleLocation" where seen.first(7): VehicleLocation = try reader.readIfPresent(MTAWireSiriLocation.self)
            case "Bearing" where seen.first(8): Bearing = try reader.readDoubleIfPresent()
            case "ProgressStatus" where seen.first(9): ProgressStatus = try reader.readIfPresent(MTAWireSiriText.self)
            case "Occupancy" where seen.first(10): Occupancy = try reader.readStringIfPresent()
            case "VehicleFeatureRef" where seen.first(11): VehicleFeatureRef = try reader.readIfPresent(MTAWireSiriText.self)
            case "VehicleRef" where seen.first(12): VehicleRef = try reader.readStringIfPresent()
            case "VehicleStatus" where seen.first(13): VehicleStatus = try reader.readStringIfPresent()
            case "MonitoredCall" where seen.first(14): MonitoredCall = try reader.readIfPresent(MTAWireSiriCall.self)
            case "OnwardCalls" where seen.first(15): OnwardCalls = try reader.readIfPresent(MTAWireSiriOnwardCalls.self)
            default: break
            }
        }
        self = Self(
            LineRef: LineRef, DirectionRef: DirectionRef, FramedVehicleJourneyRef: FramedVehicleJourneyRef,
            PublishedLineName: PublishedLineName, DestinationName: DestinationName, OriginAimedDepartureTime: OriginAimedDepartureTime,
            Monitored: Monitored, VehicleLocation: VehicleLocation, Bearing: Bearing, ProgressStatus: ProgressStatus, Occupancy: Occupancy,
            VehicleFeatureRef: VehicleFeatureRef, VehicleRef: VehicleRef, VehicleStatus: VehicleStatus, MonitoredCall: MonitoredCall,
            OnwardCalls: OnwardCalls)
    }
}

extension MTAWireSiriFramedVehicleJourneyRef: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        var DataFrameRef: String?
        var DatedVehicleJourneyRef: String?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "DataFrameRef" where seen.first(0): DataFrameRef = try reader.readStringIfPresent()
            case "DatedVehicleJourneyRef" where seen.first(1): DatedVehicleJourneyRef = try reader.readStringIfPresent()
            default: break
            }
        }
        self.init(DataFrameRef: DataFrameRef, DatedVehicleJourneyRef: DatedVehicleJourneyRef)
    }
}

extension MTAWireSiriLocation: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        var longitude: Double?
        var latitude: Double?
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "Longitude" where longitude == nil: longitude = try reader.readDouble()
            case "Latitude" where latitude == nil: latitude = try reader.readDouble()
            default: break
            }
        }
        guard let longitude else { throw reader.missing("Longitude") }
        guard let latitude else { throw reader.missing("Latitude") }
        self.init(Longitude: longitude, Latitude: latitude)
    }
}

extension MTAWireSiriOnwardCalls: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "OnwardCall", seen.first(0) { OnwardCall = try reader.readIfPresent([MTAWireSiriCall].self) }
        }
    }
}

extension MTAWireSiriCall: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        var ExpectedArrivalTime: MTAWireSiriTimestamp?
        var ExpectedDepartureTime: MTAWireSiriTimestamp?
        var AimedArrivalTime: MTAWireSiriTimestamp?
        var AimedDepartureTime: MTAWireSiriTimestamp?
        var Extensions: MTAWireSiriCallExtensions?
        var ArrivalProximityText: String?
        var DistanceFromStop: Double?
        var NumberOfStopsAway: Int?
        var StopPointRef: String?
        var StopPointName: MTAWireSiriText?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "ExpectedArrivalTime" where seen.first(0): ExpectedArrivalTime = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            case "ExpectedDepartureTime" where seen.first(1): ExpectedDepartureTime = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            case "AimedArrivalTime" where seen.first(2): AimedArrivalTime = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            case "AimedDepartureTime" where seen.first(3): AimedDepartureTime = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            case "Extensions" where seen.first(4): Extensions = try reader.readIfPresent(MTAWireSiriCallExtensions.self)
            case "ArrivalProximityText" where seen.first(5): ArrivalProximityText = try reader.readStringIfPresent()
            case "DistanceFromStop" where seen.first(6): DistanceFromStop = try reader.readDoubleIfPresent()
            case "NumberOfStopsAway" where seen.first(7): NumberOfStopsAway = try reader.readIntIfPresent()
            case "StopPointRef" where seen.first(8): StopPointRef = try reader.readStringIfPresent()
            case "StopPointName" where seen.first(9): StopPointName = try reader.readIfPresent(MTAWireSiriText.self)
            default: break
            }
        }
        self = Self(
            ExpectedArrivalTime: ExpectedArrivalTime, ExpectedDepartureTime: ExpectedDepartureTime, AimedArrivalTime: AimedArrivalTime,
            AimedDepartureTime: AimedDepartureTime, Extensions: Extensions, ArrivalProximityText: ArrivalProximityText,
            DistanceFromStop: DistanceFromStop, NumberOfStopsAway: NumberOfStopsAway, StopPointRef: StopPointRef,
            StopPointName: StopPointName)
    }
}

extension MTAWireSiriCallExtensions: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        var Distances: MTAWireSiriDistances?
        var Capacities: MTAWireSiriCapacities?
        var VehicleFeatures: MTAWireSiriVehicleFeatures?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "Distances" where seen.first(0): Distances = try reader.readIfPresent(MTAWireSiriDistances.self)
            case "Capacities" where seen.first(1): Capacities = try reader.readIfPresent(MTAWireSiriCapacities.self)
            case "VehicleFeatures" where seen.first(2): VehicleFeatures = try reader.readIfPresent(MTAWireSiriVehicleFeatures.self)
            default: break
            }
        }
        self = Self(Distances: Distances, Capacities: Capacities, VehicleFeatures: VehicleFeatures)
    }
}

extension MTAWireSiriDistances: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        var PresentableDistance: String?
        var DistanceFromCall: Double?
        var StopsFromCall: Int?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "PresentableDistance" where seen.first(0): PresentableDistance = try reader.readStringIfPresent()
            case "DistanceFromCall" where seen.first(1): DistanceFromCall = try reader.readDoubleIfPresent()
            case "StopsFromCall" where seen.first(2): StopsFromCall = try reader.readIntIfPresent()
            default: break
            }
        }
        self.init(PresentableDistance: PresentableDistance, DistanceFromCall: DistanceFromCall, StopsFromCall: StopsFromCall)
    }
}

extension MTAWireSiriCapacities: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "EstimatedPassengerCount" where seen.first(0): EstimatedPassengerCount = try reader.readIntIfPresent()
            case "EstimatedPassengerCapacity" where seen.first(1): EstimatedPassengerCapacity = try reader.readIntIfPresent()
            case "EstimatedPassengerLoadFactor" where seen.first(2): EstimatedPassengerLoadFactor = try reader.readStringIfPresent()
            default: break
            }
        }
    }
}

extension MTAWireSiriVehicleFeatures: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "StrollerVehicle", seen.first(0) { StrollerVehicle = try reader.readBoolIfPresent() }
        }
    }
}
