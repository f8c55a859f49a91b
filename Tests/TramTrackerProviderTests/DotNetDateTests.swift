import Foundation
import Testing
import TransitKitCore

@testable import TramTrackerProvider

/// Every vector of reference/dotnet-dates.md.
@Suite struct DotNetDateTests {
    struct Vector: Sendable, CustomTestStringConvertible {
        let text: String
        let utc: String
        let label: String
        var testDescription: String { "\(label): \(text)" }
    }

    /// "Vectors where the source asserts the converted value" (1–11) and the documented format
    /// variants.
    static let sourced: [Vector] = [
        Vector(text: "/Date(1426821588000+1100)/", utc: "2015-03-20T03:19:48Z", label: "#1 REA HomeTime"),
        Vector(text: "/Date(1388977800000+1000)/", utc: "2014-01-06T03:10:00Z", label: "#2 NearbyTrams (wrong offset)"),
        Vector(text: "\\/Date(1407550475481+1000)\\/", utc: "2014-08-09T02:14:35.481Z", label: "#3 DanielHeath raw"),
        Vector(text: "\\/Date(1407551124000+1000)\\/", utc: "2014-08-09T02:25:24Z", label: "#4 DanielHeath"),
        Vector(text: "\\/Date(1407551628000+1000)\\/", utc: "2014-08-09T02:33:48Z", label: "#5 DanielHeath"),
        Vector(text: "\\/Date(1393934737712+1100)\\/", utc: "2014-03-04T12:05:37.712Z", label: "#6 timeResponded"),
        Vector(text: "\\/Date(1393935009000+1100)\\/", utc: "2014-03-04T12:10:09Z", label: "#6 arrival"),
        Vector(text: "\\/Date(1393936260000+1100)\\/", utc: "2014-03-04T12:31:00Z", label: "#7"),
        Vector(text: "\\/Date(1393958220000+1100)\\/", utc: "2014-03-04T18:37:00Z", label: "#8"),
        Vector(text: "/Date(1559104161873+1000)/", utc: "2019-05-29T04:29:21.873Z", label: "#9"),
        Vector(text: "/Date(1620210960000+1000)/", utc: "2021-05-05T10:36:00Z", label: "#10"),
        Vector(text: "/Date(1486682034000+1100)/", utc: "2017-02-09T23:13:54Z", label: "#11"),
        Vector(text: "/Date(700000+0500)/", utc: "1970-01-01T00:11:40Z", label: "variant: MS docs"),
        Vector(text: "\\/Date(1198908717056)\\/", utc: "2007-12-29T06:11:57.056Z", label: "variant: Json.NET no offset"),
        Vector(text: "\\/Date(1333645844276-0600)\\/", utc: "2012-04-05T17:10:44.276Z", label: "variant: negative offset"),
        Vector(text: "\\/Date(1333645844276)\\/", utc: "2012-04-05T17:10:44.276Z", label: "variant: same instant, no offset"),
        Vector(text: "/Date(0+0800)/", utc: "1970-01-01T00:00:00Z", label: "variant: epoch"),
    ]

    /// "Derived vectors (from the rule above, not quoted from any source)".
    static let derived: [Vector] = [
        Vector(text: "/Date(-1000)/", utc: "1969-12-31T23:59:59Z", label: "derived: negative epoch"),
        Vector(text: "/Date(-62135596800000)/", utc: "0001-01-01T00:00:00Z", label: "derived: DateTime.MinValue"),
        Vector(text: "/Date(1425407340000-0000)/", utc: "2015-03-03T18:29:00Z", label: "derived: -0000"),
        Vector(text: "/Date(1425407340000+1100)/", utc: "2015-03-03T18:29:00Z", label: "derived: README sample"),
    ]

    @Test("sourced vectors parse to their UTC instant", arguments: sourced)
    func sourcedVector(_ vector: Vector) throws {
        try check(vector)
    }

    @Test("derived vectors parse to their UTC instant", arguments: derived)
    func derivedVector(_ vector: Vector) throws {
        try check(vector)
    }

    private func check(_ vector: Vector) throws {
        let parsed = try DotNetDate(parsing: vector.text)
        if vector.utc.hasPrefix("0001") {
            #expect(parsed.instant.timeIntervalSince1970 == -62_135_596_800)
        } else {
            let expected = try #require(TT.iso(vector.utc))
            #expect(abs(parsed.instant.timeIntervalSince(expected)) < 0.0005, "\(parsed.instant) != \(vector.utc)")
        }
    }

    @Test func offsetIsOnlyAHintAndDoesNotMoveTheInstant() throws {
        let plus = try DotNetDate(parsing: "/Date(1333645844276+1100)/")
        let minus = try DotNetDate(parsing: "/Date(1333645844276-0600)/")
        let none = try DotNetDate(parsing: "/Date(1333645844276)/")
        #expect(plus.instant == none.instant && minus.instant == none.instant)
        #expect(plus.offsetSeconds == 39_600)
        #expect(minus.offsetSeconds == -21_600)
        #expect(none.offsetSeconds == nil)
    }

    /// Vector 1 and 11: the wall time asserted by the sources, in Melbourne whatever the
    /// device zone.
    @Test func displaysInMelbourneNotTheDeviceZone() throws {
        let v1 = try DotNetDate(parsing: "/Date(1426821588000+1100)/").instant
        #expect(Countdown.clock(v1, in: TT.melbourne) == "2:19 pm")
        let v11 = try DotNetDate(parsing: "/Date(1486682034000+1100)/").instant
        #expect(Countdown.clock(v11, in: TT.melbourne) == "10:13 am")
        let v9 = try DotNetDate(parsing: "/Date(1559104161873+1000)/").instant
        #expect(Countdown.clock(v9, in: TT.melbourne) == "2:29 pm")
        let v10 = try DotNetDate(parsing: "/Date(1620210960000+1000)/").instant
        #expect(Countdown.clock(v10, in: TT.melbourne) == "8:36 pm")
    }

    /// Vector 2's "+1000" is wrong for January; the display still follows Melbourne's AEDT.
    @Test func wrongOffsetInTheStringDoesNotChangeTheDisplayedTime() throws {
        let date = try DotNetDate(parsing: "/Date(1388977800000+1000)/")
        #expect(Countdown.clock(date.instant, in: TT.melbourne) == "2:10 pm")
        #expect(TT.melbourne.secondsFromGMT(for: date.instant) == 39_600)
    }

    /// Melbourne DST ends 2024-04-07 03:00 AEDT → 02:00 AEST and starts 2024-10-06 02:00 AEST
    /// → 03:00 AEDT. The instants come from the milliseconds; only the wall clock changes.
    @Test func melbourneDaylightSavingEnd() throws {
        // 2024-04-06T15:30Z = 02:30 AEDT (first pass); 16:30Z = 02:30 AEST (second pass).
        let first = try DotNetDate(parsing: "/Date(1712417400000+1100)/").instant
        let second = try DotNetDate(parsing: "/Date(1712421000000+1000)/").instant
        #expect(second.timeIntervalSince(first) == 3600)
        #expect(Countdown.clock(first, in: TT.melbourne) == "2:30 am")
        #expect(Countdown.clock(second, in: TT.melbourne) == "2:30 am")
        #expect(Countdown(target: second, now: first, timeZone: TT.melbourne).minutes == 60)
    }

    @Test func melbourneDaylightSavingStart() throws {
        // 2024-10-05T15:59Z = 01:59 AEST; 16:01Z = 03:01 AEDT: two minutes apart, not 62.
        let before = try DotNetDate(parsing: "/Date(1728143940000+1000)/").instant
        let after = try DotNetDate(parsing: "/Date(1728144060000+1100)/").instant
        #expect(Countdown.clock(before, in: TT.melbourne) == "1:59 am")
        #expect(Countdown.clock(after, in: TT.melbourne) == "3:01 am")
        #expect(Countdown(target: after, now: before, timeZone: TT.melbourne).minutes == 2)
    }

    // MARK: Regression cases from "Parser bugs seen in existing clients"

    @Test(
        "looking for \"+\" broke on -hhmm and on no offset",
        arguments: [
            "/Date(1425407340000-0500)/", "/Date(1425407340000)/", "\\/Date(1425407340000)\\/",
        ])
    func noPlusSign(_ text: String) throws {
        #expect(try DotNetDate(parsing: text).instant == TT.date(1_425_407_340_000))
    }

    @Test(
        "substring(6, 19) assumed 13 digits",
        arguments: [
            ("/Date(999999999999+1000)/", 999_999_999_999.0), // 2001-09-09, 12 digits
            ("/Date(10000000000000+1000)/", 10_000_000_000_000.0), // 2286, 14 digits
            ("/Date(5)/", 5.0),
        ])
    func anyDigitCount(_ text: String, _ ms: Double) throws {
        #expect(try DotNetDate(parsing: text).instant == TT.date(ms))
    }

    /// DanielHeath sliced raw bytes and dropped milliseconds; the raw escaped form decoded by a
    /// JSON decoder keeps them.
    @Test func rawJSONEscapedFormKeepsMilliseconds() throws {
        let json = Data(#"{"d":"\/Date(1407550475481+1000)\/"}"#.utf8)
        struct Box: Decodable { var d: DotNetDate }
        let box = try JSONDecoder().decode(Box.self, from: json)
        #expect(box.d.milliseconds == 1_407_550_475_481)
        #expect(box.d.instant == TT.date(1_407_550_475_481))
    }

    @Test(
        "regexes rejected negative epochs and no-offset forms",
        arguments: [
            ("/Date(-1000)/", -1000.0), ("/Date(-1000+1000)/", -1000.0), ("/Date(1000)/", 1000.0),
        ])
    func negativeAndOffsetless(_ text: String, _ ms: Double) throws {
        #expect(try DotNetDate(parsing: text).instant == TT.date(ms))
    }

    @Test func fractionalMillisecondsAreKept() throws {
        let date = try DotNetDate(parsing: "/Date(1425407340000.5+1100)/")
        #expect(date.milliseconds == 1_425_407_340_000.5)
    }

    @Test(
        "malformed strings are decoding errors, never crashes",
        arguments: [
            "", "/Date()/", "/Date(abc)/", "/Date(123+11)/", "/Date(123+110000)/", "Date(123)", "/Date(123)",
            "/Date(123)/x", "/Date(--5)/", "/Date(1.)/", "/Date(99999999999999999999999)/", "\\/Date(123)/",
            "2015-03-20T03:19:48Z",
        ])
    func malformed(_ text: String) {
        #expect(DotNetDate.parse(text) == nil)
        #expect(throws: TransitError.self) { try DotNetDate(parsing: text) }
    }

    @Test func badDateInAPayloadNamesTheField() throws {
        let body = Data(#"{"hasError":false,"responseObject":[{"RouteNo":"1","PredictedArrivalDateTime":"soon"}]}"#.utf8)
        let error = #expect(throws: TransitError.self) {
            try TT.decode(TramTrackerWirePrediction.self, body, TT.sampleCalls[1])
        }
        #expect(error?.kind == .decoding)
        #expect(error?.operation == "GetNextPredictedRoutesCollection")
        #expect(error?.detail?.contains("responseObject[0].PredictedArrivalDateTime") == true)
    }

    @Test func descriptionRoundTrips() throws {
        for text in ["/Date(1426821588000+1100)/", "/Date(-1000)/", "/Date(1333645844276-0600)/", "/Date(5.25)/"] {
            #expect(try DotNetDate(parsing: text).description == text)
        }
    }

    /// A fraction too small for six decimals used to print as "/Date(1.)/", which no parser
    /// (ours included) reads back, so encoding then decoding a decoded payload failed.
    @Test func tinyFractionStillEncodesToAParsableString() throws {
        let date = try DotNetDate(parsing: "/Date(1425407340000.0000001+1100)/")
        #expect(date.description == "/Date(1425407340000+1100)/")
        let encoded = try JSONEncoder().encode([date])
        let decoded = try JSONDecoder().decode([DotNetDate].self, from: encoded)
        #expect(decoded.first?.instant == date.instant)
    }

    /// The public initialiser takes any Double and offset: describing them gives text, not a trap.
    @Test func describingOutOfRangeValuesDoesNotTrap() {
        #expect(DotNetDate(milliseconds: 1e30).description == "/Date(1e+30)/")
        #expect(DotNetDate(milliseconds: .nan).description == "/Date(nan)/")
        #expect(DotNetDate(milliseconds: -.infinity, offsetSeconds: 36000).description == "/Date(-inf+1000)/")
        #expect(DotNetDate(milliseconds: 0, offsetSeconds: Int.min).description.hasPrefix("/Date(0-"))
        #expect(DotNetDate(milliseconds: 0, offsetSeconds: -19800).description == "/Date(0-0530)/")
    }
}
