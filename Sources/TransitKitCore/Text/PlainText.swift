import Foundation

/// Turns provider text meant for web pages into text for display: tags removed (`<br>` and
/// `</p>` become line breaks), common entities decoded, runs of spaces folded, each line
/// trimmed, blank lines collapsed. CTA bulletins and MTA situations both need it.
public enum PlainText {
    public static func clean(_ html: String) -> String {
        var text = ""
        var tag = ""
        var inTag = false
        for character in html {
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
            } else if character == "<" {
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
        return result.replacingOccurrences(of: "&amp;", with: "&")
    }
}
