import Foundation
import Testing
import TransitKitCore

/// `trimmed()` skips Foundation for text that starts and ends with visible ASCII; these prove
/// it returns what `trimmingCharacters(in:)` returns, for both character sets providers use.
@Suite struct TrimmedTests {
    static let pieces: [String] = [
        "a", "B69", "~", "!", " ", "\t", "\n", "\r\n", "\u{A0}", "\u{3000}", "\u{2009}", "\u{85}", "\u{2028}", "é",
        "\u{301}", " \u{301}", "🚌", ",",
    ]

    @Test func agreesWithFoundation() {
        let random = Randomness.seeded(5)
        var shortcuts = 0
        for _ in 0..<10_000 {
            let text = random.pieces(of: Self.pieces, fewerThan: 6).joined()
            for set in [CharacterSet.whitespaces, .whitespacesAndNewlines] {
                #expect(text.trimmed(set) == text.trimmingCharacters(in: set), "\(text.debugDescription)")
                #expect(text.dropFirst(0).trimmed(set) == text.trimmingCharacters(in: set))
            }
            if let first = text.utf8.first, let last = text.utf8.last, (0x21...0x7E).contains(first), (0x21...0x7E).contains(last) {
                shortcuts += 1
            }
        }
        #expect(shortcuts > 500 && shortcuts < 9_500, "\(shortcuts): both paths were exercised")
    }

    /// Busbud's address lines, stop names and ticket types, as recorded and damaged.
    @Test(arguments: [
        "1 Main St", " 1 Main St ", "\t1 Main St", "1 Main St\u{00A0}", "\u{3000}Québec", "Québec", "é", "", " ", "a", "\n1\n",
        "Qu\u{00E9}bec\n", "\u{0085}eticket", "eticket", " print", "x\u{2028}", "\r\n",
    ])
    func providerLinesTrimAsFoundationDoes(line: String) {
        #expect(line.trimmed() == line.trimmingCharacters(in: .whitespaces))
        #expect(line.trimmed(.whitespacesAndNewlines) == line.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
