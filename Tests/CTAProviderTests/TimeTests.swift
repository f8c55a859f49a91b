import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

@Suite struct TimeTests {
    /// The issue's DST vectors, resolved by LocalDateTime's documented policy.
    @Test func repeatedHourIsTheEarlierInstant() throws {
        // 2019-11-03 01:30 happens twice in Chicago; the first is CDT (UTC-5): 06:30 UTC.
        #expect(try CTATime.parse("20191103 01:30", field: "t") == Date(timeIntervalSince1970: 1_572_762_600))
    }

    @Test func skippedHourIsShiftedForward() throws {
        // 2019-03-10 02:30 never happens in Chicago; read with CST it is 03:30 CDT: 08:30 UTC.
        #expect(try CTATime.parse("20190310 02:30", field: "t") == Date(timeIntervalSince1970: 1_552_206_600))
    }

    @Test func bothPrecisionsAndEpochMilliseconds() throws {
        #expect(try CTATime.parse("20190514 23:10", field: "t") == Date(timeIntervalSince1970: 1_557_893_400))
        #expect(try CTATime.parse("20190514 23:09:49", field: "t") == Date(timeIntervalSince1970: 1_557_893_389))
        #expect(try CTATime.parse("1691896079566", field: "t") == Date(timeIntervalSince1970: 1_691_896_079.566))
    }

    @Test func epochMillisecondsBeyondYear9999AreRejected() throws {
        #expect(try CTATime.parse("253402300799999", field: "t") == Date(timeIntervalSince1970: 253_402_300_799.999))
        for text in ["253402300800000", "9223372036854775807", "99999999999999999999999"] {
            #expect(throws: TransitError.self, "\(text)") { try CTATime.parse(text, field: "bustime-response.tm") }
        }
    }

    @Test func badTimeNamesTheField() {
        #expect(throws: TransitError.self) { try CTATime.parse("2019-05-14 23:10", field: "bustime-response.prd[0].prdtm") }
        // Right length, impossible values: each must fail, as .decoding, naming the field.
        for text in ["20190514 25:10", "20191332 10:00", "20190229 10:00", "20190514 23:10:61", "2019051A 23:10"] {
            do {
                let date = try CTATime.parse(text, field: "bustime-response.prd[0].prdtm")
                Issue.record("\(text) parsed as \(date)")
            } catch {
                #expect(error.kind == .decoding, "\(text)")
                #expect(error.detail?.hasPrefix("bustime-response.prd[0].prdtm") == true, "\(text)")
            }
        }
    }

    @Test func serverTimeInBothShapes() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/gettime"), times: 1, .fixture("cta", "gettime-1.json"))
        mock.on(.path(suffix: "/gettime"), times: 1, .fixture("cta", "gettime-2.json"))
        let cta = try makeClient(mock)
        // "20190514 23:10:26" CDT is the cassette's HTTP Date 04:10:26 GMT.
        #expect(try await cta.serverTime() == recordedNow)
        #expect(try await cta.serverTime() == Date(timeIntervalSince1970: 1_691_896_079.566))
    }

    @Test func badRowTimeIsATypedErrorNamingEndpointAndField() async throws {
        let mock = MockTransport()
        mock.on(
            .path(suffix: "/getpredictions"),
            .json(
                """
                {"bustime-response": {"prd": [{"stpid": "1", "rt": "22", "prdtm": "20190514 23:15"},
                                              {"stpid": "1", "rt": "22", "prdtm": "soon"}]}}
                """))
        let error = await transitError { _ = try await makeClient(mock).predictions(at: ["1"], routes: nil) }
        #expect(error?.kind == .decoding)
        #expect(error?.operation == "getpredictions")
        #expect(error?.detail?.contains("bustime-response.prd[1].prdtm") == true)
    }
}
