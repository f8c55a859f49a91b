import Foundation
import TransitKitCore

/// Small wording rules every command's output shares.
enum Wording {
    /// "1 departure", "2 departures", "0 departures" — never "departure(s)".
    static func count(_ number: Int, _ singular: String, plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }

    /// `text` on one line, at most `limit` characters, cut at a word boundary and marked "…"
    /// (`PlainText.shortened`). Line breaks become " — "; any other control character is shown
    /// escaped (`PlainText.oneLine`).
    static func cut(_ text: String, limit: Int) -> String {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        return PlainText.shortened(PlainText.oneLine(lines.filter { !$0.isEmpty }.joined(separator: " — "), limit: .max), limit: limit)
    }
}
