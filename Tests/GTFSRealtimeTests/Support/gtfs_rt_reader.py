#!/usr/bin/env python3
"""A strict, independent GTFS-Realtime reader for TransitKit's cross-check tests.

Written from the protobuf encoding guide (protobuf.dev/programming-guides/encoding) and the
message tables of gtfs-realtime.proto 2.0 (the experimental StopTimeProperties included), with
the standard library only (no pip packages, no protobuf runtime). It reads a FeedMessage from stdin and prints it in the protobuf JSON
mapping on one line (keys in field-number order, lowerCamelCase, enums as names, 64-bit
integers as strings, floats as the shortest text that reads back to the same 32-bit value,
ASCII-only escapes), which the Swift test compares with TransitKit's own JSON of the same
message.

Stricter than a general reader, because it checks what a writer must do: any unknown field,
wrong wire type, unknown enum number, repeated singular field, field out of ascending order,
missing required field, packed encoding, malformed varint or length, or invalid UTF-8 is an
error (message on stderr, exit status 1).
"""
import json
import struct
import sys

# field number -> (json name, type, repeated, required)
# types: string, bool, uint32, int32, uint64, int64, float, double, enum:<Name>, msg:<Name>
SCHEMA = {
    "FeedMessage": {1: ("header", "msg:FeedHeader", False, True), 2: ("entity", "msg:FeedEntity", True, False)},
    "FeedHeader": {1: ("gtfsRealtimeVersion", "string", False, True), 2: ("incrementality", "enum:Incrementality", False, False),
                   3: ("timestamp", "uint64", False, False), 4: ("feedVersion", "string", False, False)},
    "FeedEntity": {1: ("id", "string", False, True), 2: ("isDeleted", "bool", False, False),
                   3: ("tripUpdate", "msg:TripUpdate", False, False), 4: ("vehicle", "msg:VehiclePosition", False, False),
                   5: ("alert", "msg:Alert", False, False)},
    "TripUpdate": {1: ("trip", "msg:TripDescriptor", False, True), 2: ("stopTimeUpdate", "msg:StopTimeUpdate", True, False),
                   3: ("vehicle", "msg:VehicleDescriptor", False, False), 4: ("timestamp", "uint64", False, False),
                   5: ("delay", "int32", False, False)},
    "StopTimeEvent": {1: ("delay", "int32", False, False), 2: ("time", "int64", False, False),
                      3: ("uncertainty", "int32", False, False), 4: ("scheduledTime", "int64", False, False)},
    "StopTimeUpdate": {1: ("stopSequence", "uint32", False, False), 2: ("arrival", "msg:StopTimeEvent", False, False),
                       3: ("departure", "msg:StopTimeEvent", False, False), 4: ("stopId", "string", False, False),
                       5: ("scheduleRelationship", "enum:StopScheduleRelationship", False, False),
                       6: ("stopTimeProperties", "msg:StopTimeProperties", False, False),
                       7: ("departureOccupancyStatus", "enum:OccupancyStatus", False, False)},
    "StopTimeProperties": {1: ("assignedStopId", "string", False, False), 2: ("stopHeadsign", "string", False, False),
                           3: ("pickupType", "enum:DropOffPickupType", False, False),
                           4: ("dropOffType", "enum:DropOffPickupType", False, False)},
    "TripDescriptor": {1: ("tripId", "string", False, False), 2: ("startTime", "string", False, False),
                       3: ("startDate", "string", False, False),
                       4: ("scheduleRelationship", "enum:TripScheduleRelationship", False, False),
                       5: ("routeId", "string", False, False), 6: ("directionId", "uint32", False, False)},
    "VehicleDescriptor": {1: ("id", "string", False, False), 2: ("label", "string", False, False),
                          3: ("licensePlate", "string", False, False),
                          4: ("wheelchairAccessible", "enum:WheelchairAccessible", False, False)},
    "VehiclePosition": {1: ("trip", "msg:TripDescriptor", False, False), 2: ("position", "msg:Position", False, False),
                        3: ("currentStopSequence", "uint32", False, False),
                        4: ("currentStatus", "enum:VehicleStopStatus", False, False), 5: ("timestamp", "uint64", False, False),
                        6: ("congestionLevel", "enum:CongestionLevel", False, False), 7: ("stopId", "string", False, False),
                        8: ("vehicle", "msg:VehicleDescriptor", False, False),
                        9: ("occupancyStatus", "enum:OccupancyStatus", False, False),
                        10: ("occupancyPercentage", "uint32", False, False)},
    "Position": {1: ("latitude", "float", False, True), 2: ("longitude", "float", False, True), 3: ("bearing", "float", False, False),
                 4: ("odometer", "double", False, False), 5: ("speed", "float", False, False)},
    "Alert": {1: ("activePeriod", "msg:TimeRange", True, False), 5: ("informedEntity", "msg:EntitySelector", True, False),
              6: ("cause", "enum:Cause", False, False), 7: ("effect", "enum:Effect", False, False),
              8: ("url", "msg:TranslatedString", False, False), 10: ("headerText", "msg:TranslatedString", False, False),
              11: ("descriptionText", "msg:TranslatedString", False, False),
              12: ("ttsHeaderText", "msg:TranslatedString", False, False),
              13: ("ttsDescriptionText", "msg:TranslatedString", False, False),
              14: ("severityLevel", "enum:SeverityLevel", False, False),
              16: ("imageAlternativeText", "msg:TranslatedString", False, False),
              17: ("causeDetail", "msg:TranslatedString", False, False), 18: ("effectDetail", "msg:TranslatedString", False, False)},
    "TimeRange": {1: ("start", "uint64", False, False), 2: ("end", "uint64", False, False)},
    "EntitySelector": {1: ("agencyId", "string", False, False), 2: ("routeId", "string", False, False),
                       3: ("routeType", "int32", False, False), 4: ("trip", "msg:TripDescriptor", False, False),
                       5: ("stopId", "string", False, False), 6: ("directionId", "uint32", False, False)},
    "TranslatedString": {1: ("translation", "msg:Translation", True, False)},
    "Translation": {1: ("text", "string", False, True), 2: ("language", "string", False, False)},
}

ENUMS = {
    "Incrementality": ["FULL_DATASET", "DIFFERENTIAL"],
    "TripScheduleRelationship": {0: "SCHEDULED", 1: "ADDED", 2: "UNSCHEDULED", 3: "CANCELED", 5: "REPLACEMENT",
                                 6: "DUPLICATED", 7: "DELETED", 8: "NEW"},
    "StopScheduleRelationship": ["SCHEDULED", "SKIPPED", "NO_DATA", "UNSCHEDULED"],
    "DropOffPickupType": ["REGULAR", "NONE", "PHONE_AGENCY", "COORDINATE_WITH_DRIVER"],
    "WheelchairAccessible": ["NO_VALUE", "UNKNOWN", "WHEELCHAIR_ACCESSIBLE", "WHEELCHAIR_INACCESSIBLE"],
    "VehicleStopStatus": ["INCOMING_AT", "STOPPED_AT", "IN_TRANSIT_TO"],
    "CongestionLevel": ["UNKNOWN_CONGESTION_LEVEL", "RUNNING_SMOOTHLY", "STOP_AND_GO", "CONGESTION", "SEVERE_CONGESTION"],
    "OccupancyStatus": ["EMPTY", "MANY_SEATS_AVAILABLE", "FEW_SEATS_AVAILABLE", "STANDING_ROOM_ONLY",
                        "CRUSHED_STANDING_ROOM_ONLY", "FULL", "NOT_ACCEPTING_PASSENGERS", "NO_DATA_AVAILABLE", "NOT_BOARDABLE"],
    "Cause": {i + 1: n for i, n in enumerate(["UNKNOWN_CAUSE", "OTHER_CAUSE", "TECHNICAL_PROBLEM", "STRIKE", "DEMONSTRATION",
                                              "ACCIDENT", "HOLIDAY", "WEATHER", "MAINTENANCE", "CONSTRUCTION",
                                              "POLICE_ACTIVITY", "MEDICAL_EMERGENCY", "SPECIAL_EVENT"])},
    "Effect": {i + 1: n for i, n in enumerate(["NO_SERVICE", "REDUCED_SERVICE", "SIGNIFICANT_DELAYS", "DETOUR",
                                               "ADDITIONAL_SERVICE", "MODIFIED_SERVICE", "OTHER_EFFECT", "UNKNOWN_EFFECT",
                                               "STOP_MOVED", "NO_EFFECT", "ACCESSIBILITY_ISSUE"])},
    "SeverityLevel": {1: "UNKNOWN_SEVERITY", 2: "INFO", 3: "WARNING", 4: "SEVERE"},
}
ENUMS = {k: (dict(enumerate(v)) if isinstance(v, list) else v) for k, v in ENUMS.items()}

# The wire type each field type must arrive with.
WIRE = {"string": 2, "bool": 0, "uint32": 0, "int32": 0, "uint64": 0, "int64": 0, "float": 5, "double": 1}


class Malformed(Exception):
    pass


def varint(buf, pos, end):
    """(value, next position); at most 10 bytes, at most 64 bits."""
    value, shift, start = 0, 0, pos
    while True:
        if pos >= end:
            raise Malformed("truncated varint at byte %d" % start)
        byte = buf[pos]
        pos += 1
        value |= (byte & 0x7F) << shift
        if byte < 0x80:
            if value >= 1 << 64:
                raise Malformed("varint wider than 64 bits at byte %d" % start)
            return value, pos
        shift += 7
        if shift >= 70:
            raise Malformed("varint longer than 10 bytes at byte %d" % start)


def shortest_float32(value):
    """The shortest %g text (6 to 9 digits) that reads back to the same float32, as a float."""
    for precision in range(6, 10):
        text = "%.*g" % (precision, value)
        if struct.unpack("<f", struct.pack("<f", float(text)))[0] == value:
            return float(text)
    return value


def number(value):
    if value != value:
        return "NaN"
    if value in (float("inf"), float("-inf")):
        return "Infinity" if value > 0 else "-Infinity"
    return value


def scalar(kind, wire, buf, pos, end, path):
    if kind.startswith("msg:"):
        raise AssertionError(kind)
    if wire != WIRE.get(kind, 0 if kind.startswith("enum:") else None):
        raise Malformed("%s: wire type %d for a %s" % (path, wire, kind))
    if wire == 0:
        raw, pos = varint(buf, pos, end)
        if kind == "bool":
            if raw > 1:
                raise Malformed("%s: bool %d" % (path, raw))
            return raw == 1, pos
        if kind == "uint64":
            return str(raw), pos
        if kind == "int64":
            return str(raw - (1 << 64) if raw >= 1 << 63 else raw), pos
        if kind == "uint32":
            if raw >= 1 << 32:
                raise Malformed("%s: uint32 out of range" % path)
            return raw, pos
        if raw >= 1 << 63:  # negative int32/enum: sign-extended to 10 bytes
            raw -= 1 << 64
            if raw < -(1 << 31):
                raise Malformed("%s: int32 out of range" % path)
        elif raw >= 1 << 31:
            raise Malformed("%s: int32 out of range (negative values must be sign-extended)" % path)
        if kind == "int32":
            return raw, pos
        names = ENUMS[kind[5:]]
        if raw not in names:
            raise Malformed("%s: %d is not a %s" % (path, raw, kind[5:]))
        return names[raw], pos
    if wire == 5:
        if end - pos < 4:
            raise Malformed("%s: truncated float" % path)
        return number(shortest_float32(struct.unpack("<f", bytes(buf[pos:pos + 4]))[0])), pos + 4
    if wire == 1:
        if end - pos < 8:
            raise Malformed("%s: truncated double" % path)
        return number(struct.unpack("<d", bytes(buf[pos:pos + 8]))[0]), pos + 8
    length, pos = varint(buf, pos, end)
    if length > end - pos:
        raise Malformed("%s: length past the end" % path)
    try:
        return bytes(buf[pos:pos + length]).decode("utf-8"), pos + length
    except UnicodeDecodeError:
        raise Malformed("%s: invalid UTF-8" % path)


def message(name, buf, pos, end, path):
    fields = SCHEMA[name]
    values = {}
    last = 0
    while pos < end:
        key, pos = varint(buf, pos, end)
        number_, wire = key >> 3, key & 7
        here = "%s.%d" % (path, number_)
        if number_ not in fields:
            raise Malformed("%s: unknown field (wire type %d)" % (here, wire))
        if number_ < last:
            raise Malformed("%s: field after field %d (not ascending)" % (here, last))
        json_name, kind, repeated, _ = fields[number_]
        if number_ == last and not repeated:
            raise Malformed("%s: singular field written twice" % here)
        last = number_
        if kind.startswith("msg:"):
            if wire != 2:
                raise Malformed("%s: message with wire type %d" % (here, wire))
            length, pos = varint(buf, pos, end)
            if length > end - pos:
                raise Malformed("%s: length past the end" % here)
            value = message(kind[4:], buf, pos, pos + length, here)
            pos += length
        else:
            if repeated and wire == 2:
                raise Malformed("%s: packed" % here)
            value, pos = scalar(kind, wire, buf, pos, end, here)
        if repeated:
            values.setdefault(number_, []).append(value)
        else:
            values[number_] = value
    for number_, (json_name, _, _, required) in fields.items():
        if required and number_ not in values:
            raise Malformed("%s: missing required field %s" % (path, json_name))
    return {fields[n][0]: values[n] for n in sorted(values)}


def main():
    data = sys.stdin.buffer.read()
    try:
        feed = message("FeedMessage", data, 0, len(data), "FeedMessage")
    except Malformed as error:
        sys.stderr.write("malformed: %s\n" % error)
        return 1
    sys.stdout.write(json.dumps(feed, separators=(",", ":"), ensure_ascii=True, allow_nan=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
