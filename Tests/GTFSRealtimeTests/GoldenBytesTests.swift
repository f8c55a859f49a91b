import Foundation
import Testing

@testable import GTFSRealtime

/// Small messages against bytes worked out by hand from the encoding rules
/// (Docs/GTFSRealtime.md "Encoding rules"; vectors E1–E8 of the GTFS-RT reference, each
/// identical to the output of Google's Python bindings).
@Suite struct GoldenBytesTests {
    static let e1 = "0A 03 32 2E 30  10 00  18 D8 DA F2 EC 05"
    static let e1b = "0A 03 32 2E 30  18 D8 DA F2 EC 05"

    @Test func varintsAreBase128LittleEndianGroups() {
        let cases: [(UInt64, String)] = [
            (0, "00"), (1, "01"), (127, "7F"), (128, "80 01"), (150, "96 01"), (300, "AC 02"),
            (16_383, "FF 7F"), (16_384, "80 80 01"), (1_570_549_080, "D8 DA F2 EC 05"),
            (UInt64.max, "FF FF FF FF FF FF FF FF FF 01"),
        ]
        for (value, expected) in cases {
            var writer = ProtobufWriter()
            writer.varint(value)
            #expect(hexText(writer.bytes) == expected, "\(value)")
        }
    }

    /// E1: a set field is written even when it holds the default (`incrementality` 0 → `10 00`).
    @Test func headerWritesEverySetFieldEvenTheDefault() {
        let header = GTFSRT.FeedHeader(incrementality: .fullDataset, timestamp: 1_570_549_080)
        #expect(hexText(header.serializedBytes()) == hexText(hex(Self.e1)))
        let unset = GTFSRT.FeedHeader(incrementality: nil, timestamp: 1_570_549_080)
        #expect(hexText(unset.serializedBytes()) == hexText(hex(Self.e1b)))
    }

    /// E2: a sub-message is its key, its length, its bytes.
    @Test func subMessageIsLengthPrefixed() {
        let feed = GTFSRT.FeedMessage(header: GTFSRT.FeedHeader(incrementality: .fullDataset, timestamp: 1_570_549_080))
        #expect(hexText(feed.serializedBytes()) == hexText(hex("0A 0D " + Self.e1)))
    }

    /// E3 and −1: int32 is sign-extended to 64 bits (10 bytes), never ZigZag (which would be `77` / `01`).
    @Test func negativeInt32TakesTenBytesWithoutZigZag() {
        #expect(hexText(GTFSRT.TripUpdate.StopTimeEvent(delay: -60).serializedBytes()) == "08 C4 FF FF FF FF FF FF FF FF 01")
        #expect(hexText(GTFSRT.TripUpdate.StopTimeEvent(delay: -1).serializedBytes()) == "08 FF FF FF FF FF FF FF FF FF 01")
        #expect(hexText(GTFSRT.TripUpdate.StopTimeEvent(time: -5).serializedBytes()) == "10 FB FF FF FF FF FF FF FF FF 01")
        #expect(hexText(GTFSRT.TripUpdate.StopTimeEvent(delay: 0).serializedBytes()) == "08 00")
    }

    /// E4: fields go out in field-number order — `stop_id` (4) after `arrival` (2).
    @Test func fieldsAreWrittenInFieldNumberOrder() {
        let update = GTFSRT.TripUpdate.StopTimeUpdate(stopSequence: 5, arrival: .init(delay: 120), stopID: "A1")
        #expect(hexText(update.serializedBytes()) == "08 05 12 02 08 78 22 02 41 31")
    }

    /// E5: floats are 4 little-endian bytes (wire type 5), the odometer double 8 (wire type 1).
    @Test func floatsAndDoublesAreLittleEndian() {
        let position = GTFSRT.Position(latitude: 40.75, longitude: -73.5, bearing: 90, odometer: 1000)
        #expect(
            hexText(position.serializedBytes())
                == "0D 00 00 23 42 15 00 00 93 C2 1D 00 00 B4 42 21 00 00 00 00 00 40 8F 40")
    }

    /// E6: enums are varints; `header_text` is field 10 (`52`).
    @Test func alertWithEnumsAndTranslatedText() {
        let alert = GTFSRT.Alert(
            informedEntity: [.init(routeID: "R")], cause: .weather, effect: .significantDelays,
            headerText: GTFSRT.TranslatedString("Hi", language: "en"))
        #expect(hexText(alert.serializedBytes()) == "2A 03 12 01 52 30 08 38 03 52 0A 0A 08 0A 02 48 69 12 02 65 6E")
    }

    /// E7: fields 16 and up take a two-byte key (16 → `82 01`, 18 → `92 01`).
    @Test func fieldsFromSixteenTakeTwoByteKeys() {
        #expect(hexText(GTFSRT.Alert(effectDetail: GTFSRT.TranslatedString("x")).serializedBytes()) == "92 01 05 0A 03 0A 01 78")
        #expect(
            hexText(GTFSRT.Alert(imageAlternativeText: GTFSRT.TranslatedString("x")).serializedBytes())
                == "82 01 05 0A 03 0A 01 78")
    }

    /// E8: a whole feed, nested three deep.
    @Test func vehicleFeedMatchesThePythonBindings() {
        let vehicle = GTFSRT.VehiclePosition(
            trip: .init(tripID: "T1"), position: .init(latitude: 40.75, longitude: -73.5),
            timestamp: 1_570_549_070, occupancyStatus: .fewSeatsAvailable)
        let feed = GTFSRT.FeedMessage(
            header: .init(incrementality: nil, timestamp: 1_570_549_080),
            entity: [.init(id: "v1", vehicle: vehicle)])
        let expected =
            "0A 0B " + Self.e1b
            + " 12 20 0A 02 76 31 22 1A 0A 04 0A 02 54 31 12 0A 0D 00 00 23 42 15 00 00 93 C2 28 CE DA F2 EC 05 48 02"
        #expect(hexText(feed.serializedBytes()) == hexText(hex(expected)))
    }

    /// The rider-fact fields, worked out by hand. Experimental StopTimeProperties is field 6 of
    /// StopTimeUpdate (`32`, LEN), after `stop_id` (4, `22`); inside it `pickup_type` is
    /// field 3 (`18`) and `drop_off_type` field 4 (`20`), NONE = 1, COORDINATE_WITH_DRIVER = 3,
    /// and a set REGULAR (0) is still written (`18 00`).
    @Test func stopTimePropertiesFollowStopID() {
        typealias Kind = GTFSRT.TripUpdate.StopTimeUpdate.StopTimeProperties.DropOffPickupType
        let update = GTFSRT.TripUpdate.StopTimeUpdate(
            stopID: "6597",
            stopTimeProperties: .init(pickupType: Kind.none, dropOffType: .coordinateWithDriver))
        #expect(hexText(update.serializedBytes()) == "22 04 36 35 39 37 32 04 18 01 20 03")
        #expect(hexText(GTFSRT.TripUpdate.StopTimeUpdate.StopTimeProperties(pickupType: .regular).serializedBytes()) == "18 00")
    }

    /// `occupancy_status` is field 9 (`48`), `occupancy_percentage` field 10 (`50`): MANY_SEATS
    /// = 1, 40 % = `28`. EMPTY, the zero value, is written when set (`48 00`) — which is why an
    /// unknown occupancy must stay unset rather than default to it.
    @Test func occupancyFieldsAreNineAndTen() {
        let vehicle = GTFSRT.VehiclePosition(occupancyStatus: .manySeatsAvailable, occupancyPercentage: 40)
        #expect(hexText(vehicle.serializedBytes()) == "48 01 50 28")
        #expect(hexText(GTFSRT.VehiclePosition(occupancyStatus: .empty).serializedBytes()) == "48 00")
        #expect(GTFSRT.VehiclePosition().serializedBytes().isEmpty)
    }

    /// `wheelchair_accessible` is field 4 of VehicleDescriptor (`20`), WHEELCHAIR_ACCESSIBLE = 2.
    @Test func wheelchairAccessibleIsVehicleDescriptorField4() {
        let vehicle = GTFSRT.VehicleDescriptor(id: "262", label: "262", wheelchairAccessible: .wheelchairAccessible)
        #expect(hexText(vehicle.serializedBytes()) == "0A 03 32 36 32 12 03 32 36 32 20 02")
    }

    /// `start_time` (2, `12`) and `start_date` (3, `1A`) are strings; a service time past
    /// midnight keeps its hours: "25:10:00" is `32 35 3A 31 30 3A 30 30`.
    @Test func startTimeAndDateAreStrings() {
        let trip = GTFSRT.TripDescriptor(tripID: "T1", startTime: "25:10:00", startDate: "20240105")
        #expect(
            hexText(trip.serializedBytes())
                == "0A 02 54 31 12 08 32 35 3A 31 30 3A 30 30 1A 08 32 30 32 34 30 31 30 35")
    }

    /// Repeated message fields are never packed: one record per element, in order.
    @Test func repeatedFieldsAreOneRecordPerElement() {
        let alert = GTFSRT.Alert(informedEntity: [.init(routeID: "A"), .init(routeID: "B")])
        #expect(hexText(alert.serializedBytes()) == "2A 03 12 01 41 2A 03 12 01 42")
        let bools = GTFSRT.FeedEntity(id: "e", isDeleted: true)
        #expect(hexText(bools.serializedBytes()) == "0A 01 65 10 01")
    }

    /// A sub-message of 128 bytes or more gets a two-byte length (the writer widens the byte it
    /// reserved): 200 × "a" → translation 203 bytes (`CB 01`), TranslatedString 206 (`CE 01`).
    @Test func longSubMessageGetsAMultiByteLength() throws {
        let text = String(repeating: "a", count: 200)
        let alert = GTFSRT.Alert(headerText: GTFSRT.TranslatedString(text))
        let bytes = alert.serializedBytes()
        #expect(hexText(Array(bytes.prefix(11))) == "52 CE 01 0A CB 01 0A C8 01 61 61")
        #expect(bytes.count == 3 + 206)
        #expect(try GTFSRT.Alert(serializedBytes: bytes) == alert)
    }
}
