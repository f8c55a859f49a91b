import Foundation
import Testing

@testable import TransitKitCore

/// `PlainText.clean` returns text that needs no cleaning as it is, after a byte check; these
/// prove the shortcut gives exactly what the full markup pass gives, and that it is taken.
@Suite struct PlainTextShortcutTests {
    /// Every character the markup pass treats specially, next to ordinary and combining ones,
    /// so random strings hit each edge: ends, doubled spaces, space + combining mark, CR LF.
    static let pieces: [String] = [
        "a", "Z", "9", " ", "  ", "\t", "\n", "\r\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}",
        "\u{2028}", "\u{2029}", "\u{0301}", " \u{0301}", "<", ">", "<br>", "</p>", "&", "&amp;",
        "&#39;", "&#x2022;", "é", "ü", "→", "✓", "🚋", "\u{800}", "\u{828}", "\u{AA8}",
    ]

    @Test func shortcutEqualsTheMarkupPassOnRandomText() {
        let random = Randomness.seeded(23)
        var shortcuts = 0
        for _ in 0..<20_000 {
            let text = random.pieces(of: Self.pieces, fewerThan: 8).joined()
            if PlainText.isPlainAlready(text) { shortcuts += 1 }
            #expect(PlainText.clean(text) == PlainText.cleanMarkup(text), "\(text.debugDescription)")
        }
        // Both branches were exercised, so the comparison covers the shortcut itself.
        #expect(shortcuts > 1_000 && shortcuts < 19_000, "\(shortcuts) shortcuts")
    }

    @Test(arguments: [
        "Route 96 to St Kilda Beach", "East Coburg", "Flinders St Station/Elizabeth St #1", "Café → Gare", "",
    ])
    func displayReadyTextTakesTheShortcut(_ text: String) {
        #expect(PlainText.isPlainAlready(text))
        #expect(PlainText.clean(text) == text)
    }

    @Test(arguments: [
        " leading", "trailing ", "two  spaces", "tab\there", "line\nbreak", "no\u{A0}break", "a &amp; b", "a <b>b</b>",
        "sep\u{2028}arator", "next\u{85}line",
    ])
    func textThatNeedsCleaningDoesNot(_ text: String) {
        #expect(!PlainText.isPlainAlready(text))
        #expect(PlainText.clean(text) == PlainText.cleanMarkup(text))
    }
}
