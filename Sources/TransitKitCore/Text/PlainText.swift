import Foundation

/// Turns provider text meant for web pages into text for display: tags removed (`<br>` and
/// `</p>` become line breaks), named and numeric entities decoded (`&nbsp;`, `&#39;`,
/// `&#x2022;`), runs of spaces folded, each line trimmed, blank lines collapsed. CTA bulletins
/// and MTA situations both need it.
public enum PlainText {
    public static func clean(_ html: String) -> String {
        var text = ""
        var tag = ""
        var inTag = false
        let characters = Array(html)
        for (index, character) in characters.enumerated() {
            if inTag {
                if character == ">" {
                    inTag = false
                    let name = tag.lowercased().trimmingCharacters(in: .whitespaces)
                    if name.hasPrefix("br") || name.hasPrefix("/p") || name.hasPrefix("/div") || name.hasPrefix("/li")
                        || name.hasPrefix("p ") || name == "p"
                    {
                        text.append("\n")
                    }
                    tag = ""
                } else {
                    tag.append(character)
                }
            } else if character == "<", index + 1 < characters.count,
                characters[index + 1].isLetter || characters[index + 1] == "/" || characters[index + 1] == "!"
            {
                // Only "<p", "</p", "<!--" open a tag; "a < b" is text.
                inTag = true
            } else {
                text.append(character)
            }
        }
        if inTag { text += "<" + tag }  // a lone "<" was not a tag
        text = decodeEntities(text)
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
            line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\u{00A0}" }).joined(separator: " ")
        }
        var result: [String] = []
        for line in lines {
            if line.isEmpty, result.last?.isEmpty ?? true { continue }
            result.append(line)
        }
        while result.last?.isEmpty == true { result.removeLast() }
        return result.joined(separator: "\n")
    }

    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let named = ["&nbsp;": " ", "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'",
                     "&apos;": "'", "&ndash;": "–", "&mdash;": "—", "&rsquo;": "’", "&lsquo;": "‘",
                     "&rdquo;": "”", "&ldquo;": "“", "&hellip;": "…"]
        var result = text
        for (entity, value) in named where entity != "&amp;" {
            result = result.replacingOccurrences(of: entity, with: value)
        }
        // `&amp;` last, so "&amp;lt;" shows as the text "&lt;" rather than "<".
        return decodeNumeric(result).replacingOccurrences(of: "&amp;", with: "&")
    }

    /// `&#8226;` and `&#x2022;` → "•". Runs after tags are gone, so "&#60;" is only text.
    static func decodeNumeric(_ text: String) -> String {
        guard text.contains("&#") else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "&#") {
            result += rest[..<start.lowerBound]
            let after = rest[start.upperBound...]
            guard let end = after.firstIndex(of: ";"), after.distance(from: after.startIndex, to: end) <= 8 else {
                result += "&#"
                rest = after
                continue
            }
            let body = after[..<end]
            let value = body.first == "x" || body.first == "X" ? UInt32(body.dropFirst(), radix: 16) : UInt32(body, radix: 10)
            if let value, value != 0, let scalar = Unicode.Scalar(value) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "&#" + body + ";"
            }
            rest = after[after.index(after: end)...]
        }
        return result + rest
    }
}
