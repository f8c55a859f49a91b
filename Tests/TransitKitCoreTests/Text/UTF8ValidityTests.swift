import Foundation
import Testing

@testable import TransitKitCore

/// `UTF8Validity` checks bytes in place; `String(data:encoding:)` is the reference it replaced.
@Suite struct UTF8ValidityTests {
    /// Sequences at every edge of table 3-7: overlongs, surrogates, beyond U+10FFFF, truncation,
    /// stray continuation bytes, a byte order mark.
    static let pieces: [[UInt8]] = [
        [0x61], [0x00], [0x7F], [0xC2, 0x80], [0xDF, 0xBF], [0xC0, 0x80], [0xC1, 0xBF], [0xE0, 0xA0, 0x80],
        [0xE0, 0x9F, 0xBF], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBB, 0xBF], [0xF0, 0x90, 0x80, 0x80],
        [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
        [0x80], [0xBF], [0xC2], [0xE2, 0x82], [0xF0, 0x9F, 0x9A], [0xFE], [0xFF],
    ]

    @Test func agreesWithFoundationOnEdgeSequences() {
        let random = Randomness.seeded(41)
        var valid = 0
        for _ in 0..<20_000 {
            let count = Int(random.next() * 6)
            let bytes = (0..<count).flatMap { _ in Self.pieces[Int(random.next() * Double(Self.pieces.count))] }
            let data = Data(bytes)
            let expected = String(data: data, encoding: .utf8) != nil
            if expected { valid += 1 }
            #expect(UTF8Validity.isValid(data) == expected, "\(bytes.map { String($0, radix: 16) })")
        }
        #expect(valid > 1_000 && valid < 19_000, "\(valid) valid of 20,000: both answers were exercised")
    }

    @Test func jsonProblemNamesABodyThatIsNotUTF8() {
        #expect(HTTPClient.jsonProblem(in: Data([0x7B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x7D])) == "body is not UTF-8 text, expected JSON")
        #expect(HTTPClient.jsonProblem(in: Data(#"{"stop":"Café"}"#.utf8)) == nil)
    }
}
