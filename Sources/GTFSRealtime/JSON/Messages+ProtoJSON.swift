/// The ProtoJSON mapping of every message: keys are the proto field names in lowerCamelCase,
/// in field-number order; only fields that are set appear; empty repeated fields are left out.

/// Collects an object's members, skipping absent values.
struct ProtoJSONObject {
    private(set) var members: [ProtoJSONValue.Member] = []

    subscript(key: String) -> ProtoJSONValue? {
        get { members.first { $0.key == key }?.value }
        set { if let newValue { members.append(.init(key, newValue)) } }
    }

    var value: ProtoJSONValue { .object(members) }
}

extension ProtoJSONValue {
    static func messages<M: ProtobufMessage>(_ values: [M]) -> ProtoJSONValue? {
        values.isEmpty ? nil : .array(values.map(\.protoJSON))
    }
}

extension GTFSRT.FeedMessage {
    public var protoJSON: ProtoJSONValue {
        var o = ProtoJSONObject()
        o["header"] = header.protoJSON
        o["entity"] = .messages(entity)
        return o.value
    }
}

extension GTFSRT.FeedHeader {
    public var protoJSON: ProtoJSONValue {
        var o = ProtoJSONObject()
        o["gtfsRealtimeVersion"] = .string(gtfsRealtimeVersion)
        o["incrementality"] = incrementality.map(ProtoJSONValue.enumeration)
        o["timestamp"] = timestamp.map(ProtoJSONValue.uint64)
        o["feedVersion"] = feedVersion.map(ProtoJSONValue.string)
        return o.value
    }
}

extension GTFSRT.FeedEntity {
    public var protoJSON: ProtoJSONValue {
        var o = ProtoJSONObject()
        o["id"] = .string(id)
        o["isDeleted"] = isDeleted.map(ProtoJSONValue.bool)
        o["tripUpdate"] = tripUpdate?.protoJSON
        o["vehicle"] = vehicle?.protoJSON
        o["alert"] = alert?.protoJSON
        return o.value
    }
}

extension GTFSRT.TripUpdate {
    public var protoJSON: ProtoJSONValue {
        var o = ProtoJSONObject()
        o["trip"] = trip.protoJSON
        o["stopTimeUpdate"] = .messages(stopTimeUpdate)
        o["vehicle"] = vehicle?.protoJSON
        o["timestamp"] = timestamp.map(ProtoJSONValue.uint64)
        o["delay"] = delay.map(ProtoJSONValue.int32)
        return o.value
    }
}

extension GTFSRT.TripUpdate.StopTimeEvent {
    public var protoJSON: ProtoJSONValue {
        var o = ProtoJSONObject()
        o["delay"] = delay.map(ProtoJSONValue.int32)
        o["time"] = time.map(ProtoJSONValue.int64)
        o["uncertainty"] = uncertainty.map(ProtoJSONValue.int32)
        o["scheduledTime"] = scheduledTime.map(ProtoJSONValue.int64)
        return o.value
    }
}

extension GTFSRT.TripUpdate.StopTimeUpdate {
    public var protoJSON: ProtoJSONValue {
        var o = ProtoJSONObject()
        o["stopSequence"] = stopSequence.map(ProtoJSONValue.uint32)
        o["arrival"] = arrival?.protoJSON
        o["departure"] = departure?.protoJSON
        o["stopId"] = stopID.map(ProtoJSONValue.string)
        o["scheduleRelationship"] = scheduleRelationship.map(ProtoJSONValue.enumeration)
        o["stopTimeProperties"] = stopTimeProperties?.protoJSON
        o["departureOccupancyStatus"] = departureOccupancyStatus.map(ProtoJSONValue.enumeration)
        return o.value
    }
}

extension GTFSRT.TripUpdate.StopTimeUpdate.StopTimeProperties {
    public var protoJSON: ProtoJSONValue {
        var o = ProtoJSONObject()
        o["assignedStopId"] = assignedStopID.map(ProtoJSONValue.string)
        o["stopHeadsign"] = stopHeadsign.map(ProtoJSONValue.string)
        o["pickupType"] = pickupType.map(ProtoJSONValue.enumeration)
        o["dropOffType"] = dropOffType.map(ProtoJSONValue.enumeration)
        return o.value
    }
}

extension GTFSRT.TripDescriptor {
    public var protoJSON: ProtoJSONValue {
        var o = ProtoJSONObject()
        o["tripId"] = tripID.map(ProtoJSONValue.string)
        o["startTime"] = startTime.map(ProtoJSONValue.string)
        o["startDate"] = startDate.map(ProtoJSONValue.string)
        o["scheduleRelationship"] = scheduleRelationship.map(ProtoJSONValue.enumeration)
        o["routeId"] = routeID.map(ProtoJSONValue.string)
        o["directionId"] = directionID.map(ProtoJSONValue.uint32)
        return o.value
    }
}

extension GTFSRT.VehicleDescriptor {
    public var protoJSON: ProtoJSONValue {
        var o = ProtoJSONObject()
        o["id"] = id.map(ProtoJSONValue.string)
        o["label"] = label.map(ProtoJSONValue.string)
        o["licensePlate"] = licensePlate.map(ProtoJSONValue.string)
        o["wheelchairAccessible"] = wheelchairAccessible.map(ProtoJSONValue.enumeration)
        return o.value
    }
}

extension GTFSRT.VehiclePosition {
    public var protoJSON: ProtoJSONValue {
        var o = ProtoJSONObject()
        o["trip"] = trip?.protoJSON
        o["position"] = position?.protoJSON
        o["currentStopSequence"] = currentStopSequence.map(ProtoJSONValue.uint32)
        o["currentStatus"] = currentStatus.map(ProtoJSONValue.enumeration)
        o["timestamp"] = timestamp.map(ProtoJSONValue.uint64)
        o["congestionLevel"] = congestionLevel.map(ProtoJSONValue.enumeration)
        o["stopId"] = stopID.map(ProtoJSONValue.string)
        o["vehicle"] = vehicle?.protoJSON
        o["occupancyStatus"] = occupancyStatus.map(ProtoJSONValue.enumeration)
        o["occupancyPercentage"] = occupancyPercentage.map(ProtoJSONValue.uint32)
        return o.value
    }
}

extension GTFSRT.Position {
    public var protoJSON: ProtoJSONValue {
        var o = ProtoJSONObject()
        o["latitude"] = .float(latitude)
        o["longitude"] = .float(longitude)
        o["bearing"] = bearing.map(ProtoJSONValue.float)
        o["odometer"] = odometer.map(ProtoJSONValue.double)
        o["speed"] = speed.map(ProtoJSONValue.float)
        return o.value
    }
}

extension GTFSRT.Alert {
    public var protoJSON: ProtoJSONValue {
        var o = ProtoJSONObject()
        o["activePeriod"] = .messages(activePeriod)
        o["informedEntity"] = .messages(informedEntity)
        o["cause"] = cause.map(ProtoJSONValue.enumeration)
        o["effect"] = effect.map(ProtoJSONValue.enumeration)
        o["url"] = url?.protoJSON
        o["headerText"] = headerText?.protoJSON
        o["descriptionText"] = descriptionText?.protoJSON
        o["ttsHeaderText"] = ttsHeaderText?.protoJSON
        o["ttsDescriptionText"] = ttsDescriptionText?.protoJSON
        o["severityLevel"] = severityLevel.map(ProtoJSONValue.enumeration)
        o["imageAlternativeText"] = imageAlternativeText?.protoJSON
        o["causeDetail"] = causeDetail?.protoJSON
        o["effectDetail"] = effectDetail?.protoJSON
        return o.value
    }
}

extension GTFSRT.TimeRange {
    public var protoJSON: ProtoJSONValue {
        var o = ProtoJSONObject()
        o["start"] = start.map(ProtoJSONValue.uint64)
        o["end"] = end.map(ProtoJSONValue.uint64)
        return o.value
    }
}

extension GTFSRT.EntitySelector {
    public var protoJSON: ProtoJSONValue {
        var o = ProtoJSONObject()
        o["agencyId"] = agencyID.map(ProtoJSONValue.string)
        o["routeId"] = routeID.map(ProtoJSONValue.string)
        o["routeType"] = routeType.map(ProtoJSONValue.int32)
        o["trip"] = trip?.protoJSON
        o["stopId"] = stopID.map(ProtoJSONValue.string)
        o["directionId"] = directionID.map(ProtoJSONValue.uint32)
        return o.value
    }
}

extension GTFSRT.TranslatedString {
    public var protoJSON: ProtoJSONValue {
        var o = ProtoJSONObject()
        o["translation"] = .messages(translation)
        return o.value
    }
}

extension GTFSRT.TranslatedString.Translation {
    public var protoJSON: ProtoJSONValue {
        var o = ProtoJSONObject()
        o["text"] = .string(text)
        o["language"] = language.map(ProtoJSONValue.string)
        return o.value
    }
}
