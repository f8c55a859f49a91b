import BusbudProvider
import Foundation

extension FuzzTarget {
    /// Busbud's RFC 6570 subset. Input: template, NUL, then `name=value` lines. With no values
    /// every closed `{…}` disappears and all other text is kept as it is; with values, every
    /// value appears percent-encoded (no raw space, brace or non-ASCII byte from a value).
    static let uriTemplate = FuzzTarget(name: "uri-template", corpus: "uri-template") { data in
        let parts = fuzzParts(data, 2)
        let template = parts[0]
        var values: [String: String] = [:]
        for line in parts[1].split(separator: "\n") {
            let pair = line.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            // RFC 6570 varnames only: a name is copied into `{?name}` output as it is.
            guard pair[0].unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") })
            else { continue }
            values[String(pair[0])] = pair.count > 1 ? String(pair[1]) : ""
        }

        var expected = ""
        var rest = Substring(template)
        while let open = rest.firstIndex(of: "{") {
            expected += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { expected += rest[open...]; rest = ""; break }
            rest = rest[rest.index(after: close)...]
        }
        expected += rest
        let bare = URITemplate.expand(template, [:])
        guard bare == expected else { violated("expand(\(template), [:]) = \(bare), expected \(expected)") }

        let expanded = URITemplate.expand(template, values)
        if !template.contains("{") {
            guard expanded == template else { violated("a template without braces changed: \(template) → \(expanded)") }
        }
        // Everything the expansion added beyond the literal text is encoded: the literal
        // parts of `expected` account for every byte that is not ASCII.
        let added = expanded.unicodeScalars.filter { !$0.isASCII || $0 == " " }.count
        let literal = expected.unicodeScalars.filter { !$0.isASCII || $0 == " " }.count
        guard added == literal else { violated("raw value text in \(expanded) (template \(template))") }
    }
}
