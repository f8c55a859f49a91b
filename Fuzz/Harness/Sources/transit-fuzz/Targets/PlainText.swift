import Foundation

@testable import TransitKitCore

extension FuzzTarget {
    /// `PlainText.clean` (HTML to text) and `PlainText.oneLine`: the one-line form holds no
    /// control, line-separator or bidi character and at most `limit` characters plus "…".
    /// Differential: `clean`'s plain-text shortcut returns what the full markup pass returns.
    static let plainText = FuzzTarget(name: "plain-text", corpus: "plain-text") { data in
        let limit = Int(data.first ?? 0)
        let text = fuzzText(data.dropFirst())
        let cleaned = PlainText.clean(text)
        let reference = PlainText.cleanMarkup(text)
        guard cleaned == reference else {
            violated("clean gave \(cleaned.debugDescription), the markup pass \(reference.debugDescription)")
        }
        for input in [text, cleaned] {
            let line = PlainText.oneLine(input, limit: limit)
            for scalar in line.unicodeScalars {
                let value = scalar.value
                if value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
                    || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
                {
                    violated("oneLine kept U+\(String(value, radix: 16)) in \(line.debugDescription)")
                }
            }
            guard line.count <= limit + 1 else { violated("oneLine(limit: \(limit)) gave \(line.count) characters") }
        }
    }
}
