import Foundation
import Testing
import TransitKitTesting

@testable import TransitKitCore

/// `UTF8Validity` checks bytes in place; `String(data:encoding:)` is the reference it replaced.
@Suite struct UTF8ValidityTests {
    /// Sequences at every edge of table 3-7: overlongs, surrogates, beyond U+10FFFF, truncation,
    /// stray continuation bytes, a byte order mark; and runs of ASCII long enough for the
    /// eight-bytes-at-a-time skip, so sequences fall before, across and after its words.
    static let pieces: [[UInt8]] = [
        [0x61], [0x00], [0x7F], [0xC2, 0x80], [0xDF, 0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0xA0, 0x80],
        [0xE0, 0x9F, 0xBF], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBB, 0xBF], [0xF0, 0x90, 0x80, 0x80],
        [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
        [0x80], [0xBF], [0xC2], [0xE2, 0x82], [0xF0, 0x9F, 0x9A], [0xFE], [0xFF],
        Array("Ciudad de México".utf8.prefix(13)), Array("abc".utf8), Array("0123456789abcdefg".utf8),
    ]

    @Test func agreesWithFoundationOnEdgeSequences() {
        let random = Randomness.seeded(41)
        var valid = 0
        for _ in 0..<20_000 {
            let bytes = random.pieces(of: Self.pieces, fewerThan: 9).flatMap { $0 }
            let data = Data(bytes)
            let expected = String(data: data, encoding: .utf8) != nil
            if expected { valid += 1 }
            #expect(UTF8Validity.isValid(data) == expected, "\(bytes.map { String($0, radix: 16) })")
        }
        #expect(valid > 1_000 && valid < 19_000, "\(valid) valid of 20,000: both answers were exercised")
    }

    /// The recorded payloads, whole and with one byte changed: the same answer as Foundation.
    @Test func agreesWithFoundationOnPayloads() throws {
        let random = Randomness.seeded(43)
        var refused = 0
        for (provider, name) in [("mta", "vehicle-monitoring-4.json"), ("busbud", "poll-1.json"), ("cta", "getpatterns-1.json")] {
            var bytes = [UInt8](try Fixtures.data(provider, name))
            #expect(UTF8Validity.isValid(Data(bytes)))
            for _ in 0..<200 {
                let at = Int(random.next() * Double(bytes.count))
                let old = bytes[at]
                bytes[at] = [0x80, 0xC3, 0xE2, 0xF0, 0xFF, 0xA9][Int(random.next() * 6)]
                let expected = String(data: Data(bytes), encoding: .utf8) != nil
                if !expected { refused += 1 }
                #expect(UTF8Validity.isValid(Data(bytes)) == expected, "\(name) byte \(at)")
                bytes[at] = old
            }
        }
        #expect(refused > 300)
    }

    @Test func jsonProblemNamesABodyThatIsNotUTF8() {
        #expect(HTTPClient.jsonProblem(in: Data([0x7B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x7D])) == "body is not UTF-8 text, expected JSON")
        #expect(HTTPClient.jsonProblem(in: Data(#"{"stop":"Café"}"#.utf8)) == nil)
    }
}
