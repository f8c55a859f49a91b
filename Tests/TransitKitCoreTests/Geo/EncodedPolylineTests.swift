import Testing
import TransitKitCore

/// Every vector of shared/reference/polyline-vectors.md (copied here; tests never read shared/).
@Suite struct EncodedPolylineTests {
    typealias Point = (Double, Double)

    static let googleExample: [Point] = [(38.5, -120.2), (40.7, -120.95), (43.252, -126.453)]

    struct DecodeVector: CustomTestStringConvertible, Sendable {
        let text: String
        let precision: Int
        let expected: [Point]
        let tolerance: Double
        var testDescription: String { "\(text) p\(precision)" }
    }

    static let decodeVectors: [DecodeVector] = [
        // §1 Google, §2 mapbox, §3 georust, §4 raphaelmor, §5 go-polyline, §6 frederickjansen
        .init(text: "_p~iF~ps|U_ulLnnqC_mqNvxq`@", precision: 5, expected: googleExample, tolerance: 1e-9),
        .init(text: "", precision: 5, expected: [], tolerance: 0),
        .init(text: "_izlhA~rlgdF_{geC~ywl@_kwzCn`{nI", precision: 6, expected: googleExample, tolerance: 1e-9),
        .init(text: "mAnFC@CH", precision: 0, expected: [(39, -120), (41, -121), (43, -126)], tolerance: 0),
        .init(text: "_ibE_seK_seK_seK", precision: 5, expected: [(1, 2), (3, 4)], tolerance: 1e-9),
        .init(text: "_c`|@_gayB_gayB_gayB", precision: 6, expected: [(1, 2), (3, 4)], tolerance: 1e-9),
        .init(text: "cr_iI}co{@?dB", precision: 5, expected: [(54.07026, 9.91311), (54.07026, 9.9126)], tolerance: 1e-9),
        .init(text: "~fdtjD~niivI_oiivI__tsmT~fdtjD~niivI", precision: 6, expected: [(-90, -180), (90, 180), (0, 0)], tolerance: 1e-9),
        .init(
            text: "_ojiHa`tLh{IdCw{Gwc_@", precision: 5, expected: [(48.8832, 2.23761), (48.82747, 2.23694), (48.87303, 2.40154)],
            tolerance: 1e-5),
        .init(text: "sfx|@sfx|@", precision: 5, expected: [(10.12346, 10.12346)], tolerance: 1e-5),
        .init(text: "ak{hRak{hR", precision: 6, expected: [(10.123457, 10.123457)], tolerance: 1e-6),
        .init(text: "_p~iF~ps|U", precision: 5, expected: [(38.5, -120.2)], tolerance: 1e-9),
        .init(text: "a?Z", precision: 5, expected: [], tolerance: 0), // placeholder, see nonCanonical test
        .init(text: "gu`wFf`ys@", precision: 5, expected: [(40.641, -8.653)], tolerance: 1e-9),
        .init(text: "o}oolAnkcoO", precision: 6, expected: [(40.641, -8.653)], tolerance: 1e-9),
        .init(text: "_chxEn`zvN\\\\]]", precision: 5, expected: [(35.6, -82.55), (35.59985, -82.55015), (35.6, -82.55)], tolerance: 1e-9),
        .init(
            text: "eszvFj}xbMcA[_LiD{LwDk@zAeAlC", precision: 5,
            expected: [
                (40.60995, -74.0247), (40.61029, -74.02456), (40.61237, -74.02371), (40.61459, -74.02279), (40.61481, -74.02325),
                (40.61516, -74.02396),
            ],
            tolerance: 1e-9),
        .init(
            text: "m|{vFdjybMEJgAlC", precision: 5, expected: [(40.61655, -74.02675), (40.61658, -74.02681), (40.61694, -74.02752)],
            tolerance: 1e-9),
    ].filter { $0.text != "a?Z" }

    @Test(arguments: decodeVectors)
    func decodesVector(_ vector: DecodeVector) throws {
        let points = try EncodedPolyline.decode(vector.text, precision: vector.precision)
        try #require(points.count == vector.expected.count)
        for (point, expected) in zip(points, vector.expected) {
            #expect(abs(point.latitude - expected.0) <= vector.tolerance)
            #expect(abs(point.longitude - expected.1) <= vector.tolerance)
        }
    }

    @Test func nonCanonicalChunksDecode() throws {
        // go-polyline: `a?` is a non-canonical spelling of 2; `a?Z` → (0.00001, -0.00014).
        let points = try EncodedPolyline.decode("a?Z")
        #expect(points.count == 1)
        #expect(abs(points[0].latitude - 0.00001) < 1e-12)
        #expect(abs(points[0].longitude - -0.00014) < 1e-12)
    }

    @Test func repeatedPointsAreKept() throws {
        let points = try EncodedPolyline.decode("gu`wFnfys@???nKgE??gE?????oK????fE??fE")
        #expect(points.count == 12)
        #expect(points[0] == points[1])
        #expect(abs(points[2].longitude - -8.656) < 1e-9)
        #expect(abs(points[11].latitude - 40.641) < 1e-9 && abs(points[11].longitude - -8.654) < 1e-9)
    }

    @Test func thirtyPointP6Path() throws {
        let text =
            "}gqefAridwgFrYEAhfA{@jDsAxBoBzBaDtB{iAX{c@EsU]uf@?_WR~@tPlTFfg@?jUNj|@eBtu@K?z]cAjLkDlJuFjGyG`IyCjIsAlM?|k@v@|dArQbv@k@jIpA?"
        let points = try EncodedPolyline.decode(text, precision: 6)
        #expect(points.count == 30)
        #expect(abs(points[0].latitude - 37.332111) < 1e-6 && abs(points[0].longitude - -122.030762) < 1e-6)
    }

    struct EncodeVector: CustomTestStringConvertible, Sendable {
        let points: [Point]
        let precision: Int
        let expected: String
        var testDescription: String { expected.isEmpty ? "(empty)" : expected }
    }

    static let encodeVectors: [EncodeVector] = [
        .init(points: [], precision: 5, expected: ""),
        .init(points: googleExample, precision: 5, expected: "_p~iF~ps|U_ulLnnqC_mqNvxq`@"),
        .init(points: [(0, 0.000006), (0, 0.000002)], precision: 5, expected: "?A?@"),
        .init(
            points: [(36.05322, -112.084004), (36.053573, -112.083914), (36.053845, -112.083965)], precision: 5,
            expected: "ss`{E~kbkTeAQw@J"),
        .init(points: [(35.6, -82.55), (35.59985, -82.55015), (35.6, -82.55)], precision: 5, expected: "_chxEn`zvN\\\\]]"),
        .init(points: [(54.0702648, 9.9131118), (54.0702578, 9.9126013)], precision: 5, expected: "cr_iI}co{@?dB"),
        .init(points: [(0, 0)], precision: 5, expected: "??"),
        .init(points: [(0.00001, 0.00001)], precision: 5, expected: "AA"),
        .init(points: [(0.000014, 0.000014)], precision: 5, expected: "AA"),
        .init(points: [(0.000015, 0.000015)], precision: 5, expected: "CC"),
        .init(points: [(0.000016, 0.000016)], precision: 5, expected: "CC"),
        .init(points: [(-0.00001, -0.00001)], precision: 5, expected: "@@"),
        .init(points: [(-0.000014, -0.000014)], precision: 5, expected: "@@"),
        .init(points: [(-0.000015, -0.000015)], precision: 5, expected: "BB"),
        .init(points: [(-0.000016, -0.000016)], precision: 5, expected: "BB"),
        .init(points: [(0.00001, 0.00001), (0.00002, 0.00002)], precision: 5, expected: "AAAA"),
        .init(points: [(0.00001, 0.00001), (0, 0)], precision: 5, expected: "AA@@"),
        .init(points: [(10.1234567, 10.1234567)], precision: 5, expected: "sfx|@sfx|@"),
        .init(points: [(10.1234567, 10.1234567)], precision: 6, expected: "ak{hRak{hR"),
        .init(
            points: [(37.32721043, 122.02685069), (37.32727259, 122.02685280), (37.32733398, 122.02684998)], precision: 5,
            expected: "anybFyjxgVK?K?"),
        .init(points: [(0.00016, -0.00032)], precision: 5, expected: "_@~@"),
        .init(points: [(40.2349727, -3.7707443), (44.3377999, 1.2112933)], precision: 5, expected: "qkqtFbn_Vui`Xu`l]"),
        .init(points: [(40.64155, -8.65344)], precision: 5, expected: "ux`wF~bys@"),
        .init(points: [(40.641552, -8.653441)], precision: 5, expected: "ux`wF~bys@"),
        .init(points: [(40.641123, -8.653321)], precision: 6, expected: "eepolAp_doO"),
        .init(points: [(40.6411233123, -8.6533214234)], precision: 6, expected: "eepolAp_doO"),
        .init(points: googleExample, precision: 6, expected: "_izlhA~rlgdF_{geC~ywl@_kwzCn`{nI"),
    ]

    @Test(arguments: encodeVectors)
    func encodesVector(_ vector: EncodeVector) throws {
        let coordinates = vector.points.map { Coordinate(latitude: $0.0, longitude: $0.1) }
        #expect(try EncodedPolyline.encode(coordinates, precision: vector.precision) == vector.expected)
    }

    @Test func singleValueFromGoogleSpec() throws {
        // -179.9832104 → -17998321 → "`~oia@" (as a longitude after a zero latitude: "?" prefix).
        let text = try EncodedPolyline.encode([Coordinate(latitude: 0, longitude: -179.9832104)])
        #expect(text == "?`~oia@")
    }

    @Test func highPrecisionRoundTripsWithout32BitOverflow() throws {
        let p13 = [Coordinate(latitude: 79.1234567895121, longitude: -179.1245965456112)]
        let back13 = try EncodedPolyline.decode(EncodedPolyline.encode(p13, precision: 13), precision: 13)
        #expect(abs(back13[0].latitude - p13[0].latitude) < 1e-12)
        #expect(abs(back13[0].longitude - p13[0].longitude) < 1e-12)
        let p7 = [Coordinate(latitude: -87.3741825, longitude: 0)]
        let back7 = try EncodedPolyline.decode(EncodedPolyline.encode(p7, precision: 7), precision: 7)
        #expect(back7[0].latitude < 0)
        #expect(abs(back7[0].latitude - -87.3741825) < 1e-7)
    }

    struct BadInput: CustomTestStringConvertible, Sendable {
        let text: String
        let precision: Int
        let mentions: String
        var testDescription: String { text }
    }

    static let badInputs: [BadInput] = [
        .init(text: "_ibE_seK_seK", precision: 5, mentions: "latitude without longitude"),
        .init(text: "ugh_ugh", precision: 5, mentions: "unterminated"), // georust: out of range; every chunk continues
        .init(text: "invalid_polyline_that_should_be_handled_gracefully", precision: 5, mentions: "byte"),
        .init(text: "_p~iF~ps|U_u🗑lLnnqC_mqNvxq`@", precision: 5, mentions: "invalid character"),
        .init(text: "invalidPolylineString", precision: 5, mentions: "byte"),
        .init(text: ">", precision: 5, mentions: "invalid character"),
        .init(text: "_", precision: 5, mentions: "unterminated"),
        .init(text: "~~~~~~~~~~~~", precision: 5, mentions: "unterminated"),
        .init(text: "~~~~~~~~~~~~O", precision: 5, mentions: "64 bits"),
        .init(text: "~~~~~~~~~~~~_", precision: 5, mentions: "64 bits"),
        .init(text: "_p~iF~ps|U_p~iF~ps|", precision: 5, mentions: "unterminated"),
        .init(text: "_p~iF", precision: 5, mentions: "latitude without longitude"),
        .init(text: "_p~iF~ps|U_p~iF", precision: 5, mentions: "latitude without longitude"),
    ]

    @Test(arguments: badInputs)
    func rejectsBadInputWithTypedError(_ input: BadInput) {
        #expect {
            _ = try EncodedPolyline.decode(input.text, precision: input.precision)
        } throws: { error in
            guard let error = error as? TransitError else { return false }
            return error.kind == .decoding && (error.detail ?? "").contains(input.mentions)
        }
    }

    @Test func rejectsByte0x80() {
        let text = String(decoding: [0x5F, 0x80, 0x3F], as: UTF8.self) // invalid UTF-8 becomes U+FFFD
        #expect(throws: TransitError.self) { try EncodedPolyline.decode(text) }
    }

    @Test func encodeRejectsInvalidLatitude() {
        #expect {
            _ = try EncodedPolyline.encode([
                Coordinate(latitude: 1, longitude: 1), Coordinate(latitude: 2, longitude: 2),
                Coordinate(latitude: 430.252, longitude: 1),
            ])
        } throws: { error in
            (error as? TransitError)?.kind == .invalidArgument && ((error as? TransitError)?.detail ?? "").contains("index 2")
        }
    }

    @Test func levelsStringIsPlainPolylineValues() {
        // OBA's legacy `levels`: "?@AB~F" → 0,1,2,3 then a two-chunk 255. Not coordinates,
        // so it is an odd count of values: decoding as a polyline must fail, never crash.
        #expect(throws: TransitError.self) { try EncodedPolyline.decode("?@AB~F") }
    }
}
