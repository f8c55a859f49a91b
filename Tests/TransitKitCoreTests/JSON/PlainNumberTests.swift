import Foundation
import Testing

@testable import TransitKitCore

/// `JSONScanner.scanPlainNumber()` takes a plain number's digits while it scans it; the
/// two-pass read (``JSONScanner/scanNumber()``, then `JSONNumberDigits(_:_:)`) is the
/// reference. Where the one pass answers, it must give the same token, digits and position;
/// where it declines, it must leave the position alone.
@Suite struct PlainNumberTests {
    struct Read: Equatable {
        var token: JSONNumberToken
        var digits: JSONNumberDigits
        var position: Int
    }

    /// The one-pass read, or nil when it declines (then the position must not have moved).
    static func plain(_ bytes: [UInt8], checksStrings: Bool) -> Read? {
        bytes.withUnsafeBytes { raw in
            var scanner = JSONScanner(raw, checksStrings: checksStrings)
            guard let (token, digits) = scanner.scanPlainNumber() else {
                #expect(scanner.position == 0, "\(String(decoding: bytes, as: UTF8.self)) moved without an answer")
                return nil
            }
            return Read(token: token, digits: digits, position: scanner.position)
        }
    }

    /// The two-pass read, or nil when the scanner refuses the number or marks it malformed.
    static func reference(_ bytes: [UInt8], checksStrings: Bool) -> Read? {
        bytes.withUnsafeBytes { raw in
            var scanner = JSONScanner(raw, checksStrings: checksStrings)
            guard let token = try? scanner.scanNumber(), token.isWellFormed else { return nil }
            return Read(token: token, digits: JSONNumberDigits(raw, token), position: scanner.position)
        }
    }

    static func randomText(_ random: inout SplitMix) -> String {
        let pieces = ["0", "00", "1", "9", "5", "-", ".", "e", "E", "+", "-", "7", "0", "3"]
        var text = ""
        switch random.below(3) {
        case 0: // coordinate- and price-like: the path this exists for
            text = (random.below(2) == 0 ? "-" : "") + String(random.below(400)) + "." + String(random.next() % 10_000_000_000_000_000)
        case 1: // up to 24 digits around the 19-digit limit, some with leading zeros
            text =
                (random.below(3) == 0 ? "0." : "") + String((0..<(1 + random.below(24))).map { _ in Character(String(random.below(10))) })
        default: // anything made of number characters
            for _ in 0..<(1 + random.below(8)) { text += pieces[random.below(pieces.count)] }
        }
        // What follows a number in a document: its end, a separator, or more number characters.
        return text + ["", ",", "}", " ", "]", "e5", ".5", "-"][random.below(8)]
    }

    @Test func onePassAgreesWithTwoPasses() {
        var random = SplitMix(seed: 1909)
        var answered = 0
        var declinedWellFormed = 0
        for _ in 0..<40_000 {
            let bytes = Array(Self.randomText(&random).utf8)
            for checksStrings in [true, false] {
                let text = String(decoding: bytes, as: UTF8.self)
                let reference = Self.reference(bytes, checksStrings: checksStrings)
                guard let plain = Self.plain(bytes, checksStrings: checksStrings) else {
                    if reference != nil { declinedWellFormed += 1 }
                    continue
                }
                answered += 1
                #expect(plain == reference, "\(text) (checksStrings \(checksStrings))")
            }
        }
        // Both outcomes are exercised: the comparison above is not vacuous.
        #expect(answered > 20_000)
        #expect(declinedWellFormed > 1_000)
    }

    @Test(arguments: [
        ("-73.987654", true), ("0", true), ("-0", true), ("0.05", true), ("220", true), ("1234567890123456789", true),
        ("12345678901234567890", false), ("1e5", false), ("01", false), ("1.", false), ("-", false), ("1.5.2", false),
        ("0.0000000000000000001", false), ("1-2", false), ("+1", false),
    ])
    func knownTexts(text: String, isPlain: Bool) {
        let bytes = Array(text.utf8)
        let plain = Self.plain(bytes, checksStrings: false)
        #expect((plain != nil) == isPlain, "\(text)")
        if let plain { #expect(plain == Self.reference(bytes, checksStrings: false), "\(text)") }
    }
}
