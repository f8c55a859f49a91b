import Foundation
import TransitKitCore

/// Small wording rules every command's output shares.
enum Wording {
    /// "1 departure", "2 departures", "0 departures" — never "departure(s)".
    static func count(_ number: Int, _ singular: String, plural: String? = nil) -> String {
        "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
    }

    /// `text` on one line, at most `limit` characters, cut at a word boundary and marked "…"
    /// (never mid-word unless a single word is longer than half the limit). Line breaks become
    /// " — "; any other control character is shown escaped (`PlainText.oneLine`).
    static func cut(_ text: String, limit: Int) -> String {
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        let flat = PlainText.oneLine(lines.filter { !$0.isEmpty }.joined(separator: " — "), limit: .max)
        guard flat.count > limit, limit > 1 else { return flat }
        let head = flat.prefix(limit - 1)
        var end = head.endIndex
        if let space = head.lastIndex(where: \.isWhitespace), head.distance(from: head.startIndex, to: space) >= limit / 2 {
            end = space
        }
        var kept = String(head[..<end])
        while let last = kept.last, last.isWhitespace || ",;:—-".contains(last) { kept.removeLast() }
        return kept + "…"
    }
}
