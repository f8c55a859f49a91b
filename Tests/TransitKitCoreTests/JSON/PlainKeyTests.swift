import Foundation
import Testing

@testable import TransitKitCore

/// `JSONScanner.scanPlainKey()` finds and packs a plain member name with word loads;
/// `scanString()` and `JSONKey(_:_:)` are the reference. Where it answers, the token, the key
/// and the position must be theirs; where it declines, the position must not move.
@Suite struct PlainKeyTests {
    static func randomName(_ random: inout SplitMix) -> [UInt8] {
        let plain = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.:{}[],".utf8)
        var name = (0..<random.below(40)).map { _ in plain[random.below(plain.count)] }
        if !name.isEmpty, random.below(4) == 0 {
            // Something the fast path must leave to scanString: an escape, a control byte, UTF-8.
            let odd: [[UInt8]] = [[0x5C, 0x22], [0x5C, 0x6E], [0x5C, 0x75, 0x30, 0x30, 0x34, 0x31], [0x09], [0xC3, 0xA9], [0x7F]]
            name.insert(contentsOf: odd[random.below(odd.count)], at: random.below(name.count))
        }
        return name
    }

    @Test func onePassAgreesWithScanAndPack() {
        var random = SplitMix(seed: 3259)
        var answered = 0
        var declined = 0
        for _ in 0..<30_000 {
            let name = Self.randomName(&random)
            // What follows: the colon and a value, or the input ends a few bytes after the name.
            let tail = Array(#":1,"other":2}"#.utf8.prefix(random.below(16)))
            let input = [0x22] + name + [0x22] + tail
            for checksStrings in [true, false] {
                input.withUnsafeBytes { raw in
                    var fast = JSONScanner(raw, checksStrings: checksStrings)
                    var reference = JSONScanner(raw, checksStrings: checksStrings)
                    let text = String(decoding: input, as: UTF8.self)
                    guard let (token, key) = fast.scanPlainKey() else {
                        #expect(fast.position == 0, "\(text) moved without an answer")
                        declined += 1
                        return
                    }
                    answered += 1
                    let expected = try? reference.scanString()
                    #expect(token == expected, "\(text)")
                    #expect(fast.position == reference.position, "\(text)")
                    if let expected {
                        #expect(key == JSONKey(raw, expected), "\(text)")
                        #expect(key.string == String(decoding: name, as: UTF8.self), "\(text)")
                    }
                }
            }
        }
        #expect(answered > 20_000 && declined > 10_000, "\(answered) answered, \(declined) declined")
    }
}
