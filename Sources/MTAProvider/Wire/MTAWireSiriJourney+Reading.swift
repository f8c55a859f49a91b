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
    let object = try reader.beginObject()
    while let key = try reader.nextKey(in: object) {
        switch key {
        case "MonitoredVehicleJourney": journey = try MTAWireSiriMonitoredVehicleJourney(reading: &reader)
        case "RecordedAtTime": recordedAt = try reader.readIfPresent(MTAWireSiriTimestamp.self)
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
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "LineRef": LineRef = try reader.readStringIfPresent()
            case "DirectionRef": DirectionRef = try reader.readIfPresent(LenientString.self)
            case "FramedVehicleJourneyRef":
                FramedVehicleJourneyRef = try reader.readIfPresent(MTAWireSiriFramedVehicleJourneyRef.self)
            case "PublishedLineName": PublishedLineName = try reader.readIfPresent(MTAWireSiriText.self)
            case "DestinationName": DestinationName = try reader.readIfPresent(MTAWireSiriText.self)
            case "OriginAimedDepartureTime":
                OriginAimedDepartureTime = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            case "Monitored": Monitored = try reader.readBoolIfPresent()
            case "VehicleLocation": VehicleLocation = try reader.readIfPresent(MTAWireSiriLocation.self)
            case "Bearing": Bearing = try reader.readDoubleIfPresent()
            case "ProgressStatus": ProgressStatus = try reader.readIfPresent(MTAWireSiriText.self)
            case "Occupancy": Occupancy = try reader.readStringIfPresent()
            case "VehicleFeatureRef": VehicleFeatureRef = try reader.readIfPresent(MTAWireSiriText.self)
            case "VehicleRef": VehicleRef = try reader.readStringIfPresent()
            case "VehicleStatus": VehicleStatus = try reader.readStringIfPresent()
            case "MonitoredCall": MonitoredCall = try reader.readIfPresent(MTAWireSiriCall.self)
            case "OnwardCalls": OnwardCalls = try reader.readIfPresent(MTAWireSiriOnwardCalls.self)
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
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "DataFrameRef": DataFrameRef = try reader.readStringIfPresent()
            case "DatedVehicleJourneyRef": DatedVehicleJourneyRef = try reader.readStringIfPresent()
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
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "OnwardCall" { OnwardCall = try reader.readIfPresent([MTAWireSiriCall].self) }
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
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "ExpectedArrivalTime": ExpectedArrivalTime = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            case "ExpectedDepartureTime": ExpectedDepartureTime = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            case "AimedArrivalTime": AimedArrivalTime = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            case "AimedDepartureTime": AimedDepartureTime = try reader.readIfPresent(MTAWireSiriTimestamp.self)
            case "Extensions": Extensions = try reader.readIfPresent(MTAWireSiriCallExtensions.self)
            case "ArrivalProximityText": ArrivalProximityText = try reader.readStringIfPresent()
            case "DistanceFromStop": DistanceFromStop = try reader.readDoubleIfPresent()
            case "NumberOfStopsAway": NumberOfStopsAway = try reader.readIntIfPresent()
            case "StopPointRef": StopPointRef = try reader.readStringIfPresent()
            case "StopPointName": StopPointName = try reader.readIfPresent(MTAWireSiriText.self)
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
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "Distances": Distances = try reader.readIfPresent(MTAWireSiriDistances.self)
            case "Capacities": Capacities = try reader.readIfPresent(MTAWireSiriCapacities.self)
            case "VehicleFeatures": VehicleFeatures = try reader.readIfPresent(MTAWireSiriVehicleFeatures.self)
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
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "PresentableDistance": PresentableDistance = try reader.readStringIfPresent()
            case "DistanceFromCall": DistanceFromCall = try reader.readDoubleIfPresent()
            case "StopsFromCall": StopsFromCall = try reader.readIntIfPresent()
            default: break
            }
        }
        self.init(PresentableDistance: PresentableDistance, DistanceFromCall: DistanceFromCall, StopsFromCall: StopsFromCall)
    }
}

extension MTAWireSiriCapacities: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "EstimatedPassengerCount": EstimatedPassengerCount = try reader.readIntIfPresent()
            case "EstimatedPassengerCapacity": EstimatedPassengerCapacity = try reader.readIntIfPresent()
            case "EstimatedPassengerLoadFactor": EstimatedPassengerLoadFactor = try reader.readStringIfPresent()
            default: break
            }
        }
    }
}

extension MTAWireSiriVehicleFeatures: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        self.init()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            if key == "StrollerVehicle" { StrollerVehicle = try reader.readBoolIfPresent() }
        }
    }
}
