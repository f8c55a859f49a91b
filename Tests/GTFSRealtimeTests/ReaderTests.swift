import Foundation
import Testing

@testable import GTFSRealtime

/// The reader's rules (Docs/GTFSRealtime.md "Reading"): unknown fields skipped by wire type,
/// protobuf's merge rules, closed enums, and every malformed input a typed error naming the
/// field path and byte.
@Suite struct ReaderTests {
    @Test func readsTheGoldenVectorsBack() throws {
        let header = try GTFSRT.FeedHeader(serializedBytes: hex(GoldenBytesTests.e1))
        #expect(header == GTFSRT.FeedHeader(incrementality: .fullDataset, timestamp: 1_570_549_080))
        let unset = try GTFSRT.FeedHeader(serializedBytes: hex(GoldenBytesTests.e1b))
        #expect(unset.incrementality == nil) // absent is not FULL_DATASET, though it reads as it
        #expect(try GTFSRT.TripUpdate.StopTimeEvent(serializedBytes: hex("08 C4 FF FF FF FF FF FF FF FF 01")).delay == -60)
        let position = try GTFSRT.Position(serializedBytes: hex("0D 00 00 23 42 15 00 00 93 C2 1D 00 00 B4 42 21 00 00 00 00 00 40 8F 40"))
        #expect(position == GTFSRT.Position(latitude: 40.75, longitude: -73.5, bearing: 90, odometer: 1000))
        let alert = try GTFSRT.Alert(serializedBytes: hex("92 01 05 0A 03 0A 01 78"))
        #expect(alert.effectDetail?.translation.first?.text == "x")
    }

    /// Python accepts the non-canonical 5-byte form of a negative int32 too.
    @Test func fiveByteNegativeInt32IsAccepted() throws {
        #expect(try GTFSRT.TripUpdate.StopTimeEvent(serializedBytes: hex("08 C4 FF FF FF 0F")).delay == -60)
    }

    /// Extensions (1000, Intersection's 1987, private 9000) and an unknown field in the middle
    /// are skipped; the known fields around them are read.
    @Test func unknownFieldsAreSkippedByWireType() throws {
        let header = try GTFSRT.FeedHeader(serializedBytes: hex("0A 03 32 2E 30 C0 3E 05 92 03 02 41 42 18 D8 DA F2 EC 05"))
        #expect(header.gtfsRealtimeVersion == "2.0")
        #expect(header.timestamp == 1_570_549_080)
        let extended =
            hex("0A 02 20 01") + record(hex("9A 7C"), hex("0A 01 58")) + record(hex("C2 B2 04"), []) + hex("D5 07 00 00 80 3F")
            + hex("D1 07 00 00 00 00 00 00 F0 3F")
        let update = try GTFSRT.TripUpdate(serializedBytes: extended)
        #expect(update.trip == GTFSRT.TripDescriptor(scheduleRelationship: .added))
    }

    /// GTFS-RT declares no packed fields; an unknown repeated number arrives either way and is
    /// skipped either way (LEN `F2 01` or one varint record `F0 01` per element).
    @Test func packedAndUnpackedUnknownNumbersAreBothSkipped() throws {
        let packed = try GTFSRT.TimeRange(serializedBytes: hex("08 01 F2 01 03 01 02 03 10 02"))
        let unpacked = try GTFSRT.TimeRange(serializedBytes: hex("08 01 F0 01 01 F0 01 02 F0 01 03 10 02"))
        #expect(packed == GTFSRT.TimeRange(start: 1, end: 2))
        #expect(unpacked == packed)
    }

    /// A well-formed group (wire types 3/4) is skipped up to its own end-group, nested ones too.
    @Test func wellFormedGroupsAreSkipped() throws {
        let group = hex("A3 01 08 05 AB 01 10 01 AC 01 A4 01") // group 20 { 1: 5, group 21 { 2: 1 } }
        let range = try GTFSRT.TimeRange(serializedBytes: hex("08 07") + group + hex("10 09"))
        #expect(range == GTFSRT.TimeRange(start: 7, end: 9))
    }

    @Test func lastValueWinsForRepeatedScalars() throws {
        let header = try GTFSRT.FeedHeader(serializedBytes: hex("0A 03 31 2E 30 18 01 0A 03 32 2E 30 18 02"))
        #expect(header.gtfsRealtimeVersion == "2.0")
        #expect(header.timestamp == 2)
    }

    /// Parsing A‖B equals merging B into A: sub-messages merge field by field, repeated fields
    /// concatenate.
    @Test func repeatedSubMessagesMerge() throws {
        let first = GTFSRT.FeedEntity(id: "v", vehicle: .init(trip: .init(tripID: "T1"), vehicle: .init(id: "7")))
        let second = GTFSRT.FeedEntity(id: "v", vehicle: .init(trip: .init(routeID: "R"), position: .init(latitude: 1, longitude: 2)))
        let merged = try GTFSRT.FeedEntity(serializedBytes: first.serializedBytes() + second.serializedBytes())
        #expect(
            merged.vehicle
                == GTFSRT.VehiclePosition(
                    trip: .init(tripID: "T1", routeID: "R"),
                    position: .init(latitude: 1, longitude: 2), vehicle: .init(id: "7")))
        let alerts = try GTFSRT.Alert(
            serializedBytes: GTFSRT.Alert(informedEntity: [.init(routeID: "A")]).serializedBytes()
                + GTFSRT.Alert(informedEntity: [.init(routeID: "B")]).serializedBytes())
        #expect(alerts.informedEntity.map(\.routeID) == ["A", "B"])
    }

    /// proto2 enums are closed: an unknown number (cause 99, or SPECIAL_EVENT's successor)
    /// leaves the field as it was — unset, or its earlier known value.
    @Test func unknownEnumValueLeavesTheFieldUnset() throws {
        #expect(try GTFSRT.Alert(serializedBytes: hex("30 63")).cause == nil)
        #expect(try GTFSRT.Alert(serializedBytes: hex("30 08 30 63")).cause == .weather)
        #expect(try GTFSRT.Alert(serializedBytes: hex("30 0D")).cause == .specialEvent)
    }

    /// A known field number with the wrong wire type is an unknown field, as upb keeps it.
    @Test func knownFieldWithWrongWireTypeIsSkipped() throws {
        let header = try GTFSRT.FeedHeader(serializedBytes: hex("0A 03 32 2E 30 1A 02 41 42"))
        #expect(header.timestamp == nil)
    }

    @Test func malformedInputIsATypedErrorNamingTheByte() {
        let cases: [(String, [UInt8], String)] = [
            ("wire type 6", hex("0E 00"), "FeedHeader: invalid wire type 6 at byte 0"),
            ("wire type 7", hex("0A 03 32 2E 30 0F"), "FeedHeader: invalid wire type 7 at byte 5"),
            ("field 0", hex("00 01"), "FeedHeader: invalid field number 0 at byte 0"),
            ("truncated varint", hex("0A 03 32 2E 30 18 D8 DA"), "FeedHeader: truncated varint at byte 6"),
            ("length past end", hex("0A 28 32 2E 30"), "FeedHeader: length 40 runs past the end of the message (3 bytes left) at byte 1"),
            (
                "varint of 11 bytes", hex("0A 03 32 2E 30 18 FF FF FF FF FF FF FF FF FF FF 01"),
                "FeedHeader: varint longer than 10 bytes at byte 6"
            ),
            (
                "varint over 64 bits", hex("0A 03 32 2E 30 18 FF FF FF FF FF FF FF FF FF 02"),
                "FeedHeader: varint wider than 64 bits at byte 6"
            ),
            ("stray end-group", hex("0A 03 32 2E 30 A4 01"), "FeedHeader: end-group of field 20 without a start-group at byte 5"),
            (
                "mismatched end-group", hex("0A 03 32 2E 30 A3 01 AC 01"),
                "FeedHeader: end-group of field 21 closes the group of field 20 at byte 7"
            ),
            ("open group", hex("0A 03 32 2E 30 A3 01 08 01"), "FeedHeader: group of field 20 is never closed at byte 9"),
            ("not UTF-8", hex("0A 02 C3 28"), "FeedHeader: string is not valid UTF-8 at byte 1"),
            ("truncated float", hex("0A 03 32 2E 30 25 00 00"), "FeedHeader: truncated 32-bit value at byte 6"),
            ("missing version", hex("18 01"), "FeedHeader: missing required field gtfs_realtime_version (1) at byte 2"),
        ]
        for (name, bytes, expected) in cases {
            #expect(decodingError(GTFSRT.FeedHeader.self, bytes) == expected, "\(name)")
        }
    }

    /// The error names the path down to the failing field: entity 3's vehicle's position holds
    /// an unknown field 6 whose varint never ends.
    @Test func errorsNameTheFieldPath() {
        let good = GTFSRT.FeedEntity(id: "ok", vehicle: .init(position: .init(latitude: 1, longitude: 2))).serializedBytes()
        let position = hex("0D 00 00 23 42 15 00 00 93 C2 30 D8")
        let entity = hex("0A 01 78") + record(hex("22"), record(hex("12"), position))
        let header = hex("0A 05 0A 03 32 2E 30")
        var prefix = header
        for _ in 0..<3 { prefix += record(hex("12"), good) }
        let feed = prefix + record(hex("12"), entity)
        let badByte = feed.count - 1
        #expect(
            decodingError(GTFSRT.FeedMessage.self, feed)
                == "FeedMessage.entity[3].vehicle.position: truncated varint at byte \(badByte)")
        #expect(
            decodingError(GTFSRT.FeedMessage.self, header + record(hex("12"), hex("22 02 12 00")))
                == "FeedMessage.entity[0].vehicle.position: missing required field latitude (1) at byte 13")
        #expect(decodingError(GTFSRT.FeedMessage.self, hex("12 02 0A 00")) == "FeedMessage: missing required field header (1) at byte 4")
    }

    /// Groups nested past 100 are refused before they cost anything but a counter.
    @Test func nestingIsLimited() {
        var deep = hex("0A 03 32 2E 30")
        deep += Array(repeating: hex("A3 01"), count: 101).flatMap { $0 } + Array(repeating: hex("A4 01"), count: 101).flatMap { $0 }
        #expect(decodingError(GTFSRT.FeedHeader.self, deep)?.hasPrefix("FeedHeader: groups nested deeper than 100") == true)
        var shallow = hex("0A 03 32 2E 30")
        shallow += Array(repeating: hex("A3 01"), count: 99).flatMap { $0 } + Array(repeating: hex("A4 01"), count: 99).flatMap { $0 }
        #expect(decodingError(GTFSRT.FeedHeader.self, shallow) == nil)
    }
}
