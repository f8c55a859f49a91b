import Foundation
import Testing

@testable import GTFSRealtime

/// The ProtoJSON text, against what Google's Python bindings print (`MessageToJson`).
@Suite struct JSONTests {
    /// The reference's example, printed by the bindings and whitespace removed.
    @Test func matchesTheBindingsExample() {
        let feed = GTFSRT.FeedMessage(
            header: .init(incrementality: .fullDataset, timestamp: 1_570_549_080),
            entity: [
                .init(
                    id: "tu1",
                    tripUpdate: .init(
                        trip: .init(tripID: "T1", scheduleRelationship: .scheduled),
                        stopTimeUpdate: [
                            .init(
                                stopSequence: 3, arrival: .init(delay: -60, time: 1_570_549_200),
                                departure: .init(time: 1_570_549_230), stopID: "S3")
                        ]))
            ])
        let expected =
            #"{"header":{"gtfsRealtimeVersion":"2.0","incrementality":"FULL_DATASET","timestamp":"1570549080"},"entity":[{"id":"tu1","#
            + #""tripUpdate":{"trip":{"tripId":"T1","scheduleRelationship":"SCHEDULED"},"stopTimeUpdate":[{"stopSequence":3,"#
            + #""arrival":{"delay":-60,"time":"1570549200"},"departure":{"time":"1570549230"},"stopId":"S3"}]}}]}"#
        #expect(feed.jsonString(indent: nil) == expected)
    }

    /// `MessageToJson`'s default layout: `indent=2`, `": "` after keys, empty messages as `{}`.
    @Test func indentedLayoutIsPythons() {
        let vehicle = GTFSRT.VehiclePosition(
            trip: .init(), position: .init(latitude: 40.7128, longitude: -74.006, bearing: 90),
            timestamp: 1_570_549_070, occupancyStatus: .empty)
        let expected = """
            {
              "trip": {},
              "position": {
                "latitude": 40.7128,
                "longitude": -74.006,
                "bearing": 90.0
              },
              "timestamp": "1570549070",
              "occupancyStatus": "EMPTY"
            }
            """
        #expect(vehicle.jsonString() == expected)
    }

    /// Floats print as the shortest text from 6 digits up that reads back to the same 32-bit
    /// value (Python's `ToShortestFloat` + `repr`: a subnormal shows 5 digits where the true
    /// shortest has 1), doubles as the shortest for 64 bits, non-finite as strings.
    @Test func floatsPrintAsPythonPrintsThem() {
        let cases: [(Float, String)] = [
            (40.7128, "40.7128"), (90, "90.0"), (-73.5, "-73.5"), (0, "0.0"), (-0.0, "-0.0"), (0.1, "0.1"),
            (1e-7, "1e-07"), (0.0001, "0.0001"), (0.00001, "1e-05"), (123_456_792, "123456790.0"),
            (1e16, "1e+16"), (1e15, "1000000000000000.0"), (3.4028235e38, "3.4028235e+38"), (.leastNonzeroMagnitude, "1.4013e-45"),
            (1.1754944e-38, "1.1754944e-38"),
        ]
        for (value, expected) in cases {
            #expect(ProtoJSONValue.float(value) == .number(expected), "\(value)")
        }
        #expect(ProtoJSONValue.double(12_345.678) == .number("12345.678"))
        #expect(ProtoJSONValue.double(1e22) == .number("1e+22"))
        #expect(ProtoJSONValue.float(.nan) == .string("NaN"))
        #expect(ProtoJSONValue.float(-.infinity) == .string("-Infinity"))
        #expect(ProtoJSONValue.double(.infinity) == .string("Infinity"))
    }

    /// `ensure_ascii`: non-ASCII as lower-case `\u` escapes (UTF-16 surrogates beyond the BMP),
    /// control characters escaped, `/` left alone.
    @Test func stringsEscapeAsPythonDoes() {
        let text = GTFSRT.TranslatedString.Translation(text: "Café 🚋 a/b \"q\" \\ \n\t\u{1}\u{7F}")
        #expect(
            text.jsonString(indent: nil)
                == #"{"text":"Caf\u00e9 \ud83d\ude8b a/b \"q\" \\ \n\t\u0001\u007f"}"#)
    }

    /// 64-bit integers are strings (−5 too), 32-bit ones numbers, enums names, a set default printed.
    @Test func integersAndEnums() {
        let event = GTFSRT.TripUpdate.StopTimeEvent(delay: 0, time: -5, uncertainty: 240, scheduledTime: Int64.max)
        #expect(event.jsonString(indent: nil) == #"{"delay":0,"time":"-5","uncertainty":240,"scheduledTime":"9223372036854775807"}"#)
        let header = GTFSRT.FeedHeader(incrementality: .fullDataset, timestamp: UInt64.max)
        #expect(
            header.jsonString(indent: nil)
                == #"{"gtfsRealtimeVersion":"2.0","incrementality":"FULL_DATASET","timestamp":"18446744073709551615"}"#)
        let alert = GTFSRT.Alert(cause: .policeActivity, effect: .accessibilityIssue, severityLevel: .unknownSeverity)
        #expect(
            alert.jsonString(indent: nil)
                == #"{"cause":"POLICE_ACTIVITY","effect":"ACCESSIBILITY_ISSUE","severityLevel":"UNKNOWN_SEVERITY"}"#)
    }

    /// Every enum value has its proto name (upper snake case of the Swift case).
    @Test func everyEnumNameIsTheProtoName() {
        func check<E: ProtoEnum>(_: E.Type) {
            for value in E.allCases {
                let snake = String(describing: value).reduce(into: "") { out, c in
                    out += c.isUppercase ? "_" + String(c) : String(c).uppercased()
                }
                #expect(value.protoName == snake, "\(E.self).\(value)")
            }
        }
        check(GTFSRT.FeedHeader.Incrementality.self)
        check(GTFSRT.TripDescriptor.ScheduleRelationship.self)
        check(GTFSRT.TripUpdate.StopTimeUpdate.ScheduleRelationship.self)
        check(GTFSRT.TripUpdate.StopTimeUpdate.StopTimeProperties.DropOffPickupType.self)
        check(GTFSRT.VehicleDescriptor.WheelchairAccessible.self)
        check(GTFSRT.VehiclePosition.VehicleStopStatus.self)
        check(GTFSRT.VehiclePosition.CongestionLevel.self)
        check(GTFSRT.VehiclePosition.OccupancyStatus.self)
        check(GTFSRT.Alert.Cause.self)
        check(GTFSRT.Alert.Effect.self)
        check(GTFSRT.Alert.SeverityLevel.self)
    }
}
