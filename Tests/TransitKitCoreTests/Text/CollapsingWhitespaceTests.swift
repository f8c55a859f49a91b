import Foundation
import Testing
import TransitKitCore

/// `SearchKey.collapsingWhitespace` returns a name as is when a byte check finds nothing to
/// collapse; the split-and-join it skips is the reference, on short and long (not small)
/// strings, bridged or not.
@Suite struct CollapsingWhitespaceTests {
    static let pieces: [String] = [
        "a", "Los", "Angeles", "~", "\u{7F}", " ", "  ", "\t", "\n", "\u{A0}", "\u{3000}", "é", "🚌", "-", "Ciudad de México",
        "Saint-Pierre-et-Miquelon International",
    ]

    @Test func agreesWithSplitAndJoin() {
        let random = Randomness.seeded(23)
        var unchanged = 0
        for _ in 0..<10_000 {
            let text = random.pieces(of: Self.pieces, fewerThan: 6).joined()
            let reference = text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
            #expect(SearchKey.collapsingWhitespace(text) == reference, "\(text.debugDescription)")
            let bridged = NSString(string: text) as String
            #expect(SearchKey.collapsingWhitespace(bridged) == reference, "\(text.debugDescription), bridged")
            if reference == text { unchanged += 1 }
        }
        #expect(unchanged > 1_000 && unchanged < 9_000, "\(unchanged): both paths were exercised")
    }
}
