import Foundation
import Testing

@testable import TransitKitCore

/// `ByteSearch.contains` jumps from anchor byte to anchor byte and checks a neighbouring byte
/// before the whole marker; it must answer what a naive search answers, for every anchor, for
/// markers of one to six bytes in bodies over a four-letter alphabet (so near misses abound),
/// the marker at the very start and end included.
@Suite struct ByteSearchTests {
    static func naive(_ marker: [UInt8], _ body: [UInt8]) -> Bool {
        guard !marker.isEmpty, body.count >= marker.count else { return false }
        return (0...(body.count - marker.count)).contains { Array(body[$0..<($0 + marker.count)]) == marker }
    }

    @Test func agreesWithANaiveSearch() {
        let random = Randomness.seeded(2718)
        let alphabet = Array("abcE".utf8)
        var found = 0
        var missed = 0
        for _ in 0..<4_000 {
            let marker = random.pieces(of: alphabet, fewerThan: 6) + [alphabet[Int(random.next() * 4)]]
            var body = random.pieces(of: alphabet, fewerThan: 40)
            if random.next() < 1.0 / 3 { body.insert(contentsOf: marker, at: Int(random.next() * Double(body.count + 1))) }
            let expected = Self.naive(marker, body)
            if expected { found += 1 } else { missed += 1 }
            for anchor in -1...marker.count {
                let answer = ByteSearch.contains(marker, in: Data(body), anchor: anchor)
                #expect(answer == (marker.indices.contains(anchor) && expected), "\(marker) in \(body), anchor \(anchor)")
            }
        }
        #expect(found > 1_000 && missed > 1_000, "\(found) found, \(missed) missed")
        #expect(!ByteSearch.contains([], in: Data("abc".utf8)))
    }
}
