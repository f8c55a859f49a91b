import Foundation

/// Turns provider text meant for web pages into text for display: tags removed (`<br>` and
/// `</p>` become line breaks), named and numeric entities decoded (`&nbsp;`, `&#39;`,
/// `&#x2022;`), runs of spaces folded, each line trimmed, blank lines collapsed. CTA bulletins
/// and MTA situations both need it.
public enum PlainText {
    /// Returns `html` as plain text for display.
    ///
    /// ```swift
    /// PlainText.clean("Buses <b>detour</b> via Clark &amp; Division.")   // "Buses detour via Clark & Division."
    /// ```
    public static func clean(_ html: String) -> String {
        isPlainAlready(html) ? html : cleanMarkup(html)
    }

    /// Whether `clean` would return `text` unchanged: no tag or entity opener, no line break
    /// or tab, no no-break space, no space at either end or twice in a row. Most route names,
    /// destinations and stop names are, and checking their bytes costs a fraction of the
    /// character-by-character pass (which was most of a tramTRACKER board's mapping time).
    /// Conservative: any byte that could matter sends the text through ``cleanMarkup(_:)``.
    static func isPlainAlready(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard let first = bytes.first, let last = bytes.last else { return true }
            if first == 0x20 || last == 0x20 { return false }
            var previous: UInt8 = 0
            for byte in bytes {
                switch byte {
                case 0x3C, 0x26, 0x09...0x0D: return false // < & \t \n \v \f \r
                case 0x20 where previous == 0x20: return false
                case 0x85 where previous == 0xC2, 0xA0 where previous == 0xC2: return false // U+0085, U+00A0
                case 0xA8 where previous == 0x80, 0xA9 where previous == 0x80: return false // U+2028/9 (E2 80 A8/A9), conservatively
                default: break
                }
                previous = byte
            }
            return true
        }
    }

    /// The full pass behind ``clean(_:)``: tags, entities, whitespace and blank lines.
    static func cleanMarkup(_ html: String) -> String {
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
        if inTag { text += "<" + tag } // a lone "<" was not a tag
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
        let named = [
            "&nbsp;": " ", "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'",
            "&apos;": "'", "&ndash;": "–", "&mdash;": "—", "&rsquo;": "’", "&lsquo;": "‘",
            "&rdquo;": "”", "&ldquo;": "“", "&hellip;": "…",
        ]
        var result = text
        for (entity, value) in named where entity != "&amp;" {
            result = result.replacingOccurrences(of: entity, with: value)
        }
        // `&amp;` last, so "&amp;lt;" shows as the text "&lt;" rather than "<".
        return decodeNumeric(result).replacingOccurrences(of: "&amp;", with: "&")
    }

    /// `&#8226;` and `&#x2022;` → "•". Runs after tags are gone, so "&#60;" is only text.
    /// Linear: each "&#" looks at most at the ten characters an entity can span (scanning the
    /// whole rest for its ";" made `&#&#&#…` quadratic — 12.6 s of CPU for a 32 KB body).
    static func decodeNumeric(_ text: String) -> String {
        guard text.contains("&#") else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "&#") {
            result += rest[..<start.lowerBound]
            let after = rest[start.upperBound...]
            let isHex = after.first == "x" || after.first == "X"
            let digits = after.dropFirst(isHex ? 1 : 0).prefix { isHex ? $0.isHexDigit : ($0.isASCII && $0.isNumber) }
            let end = digits.endIndex
            guard !digits.isEmpty, digits.count <= 8, end < after.endIndex, after[end] == ";",
                let value = UInt32(digits, radix: isHex ? 16 : 10), value != 0, let scalar = Unicode.Scalar(value)
            else {
                result += "&#"
                rest = after
                continue
            }
            result.unicodeScalars.append(scalar)
            rest = after[after.index(after: end)...]
        }
        return result + rest
    }

    /// `text` as one bounded line for an error message or a terminal: line breaks, tabs and
    /// every other control character (ANSI escapes from a server's route name included) shown
    /// as escapes (`\n`, `\u{1B}`), Unicode line separators and bidi controls too, and at most
    /// `limit` characters, the cut marked with "…".
    ///
    /// ```swift
    /// PlainText.oneLine("bad\nstop\u{1B}[31m", limit: 80)   // "bad\\nstop\\u{1B}[31m"
    /// ```
    public static func oneLine(_ text: String, limit: Int = 300) -> String {
        // The same characters `isControl(_:)` names, so what input checks refuse is what
        // display escapes.
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            let piece: String
            switch scalar {
            case "\n": piece = "\\n"
            case "\r": piece = "\\r"
            case "\t": piece = "\\t"
            default:
                piece = isControl(scalar) ? "\\u{\(String(scalar.value, radix: 16, uppercase: true))}" : String(scalar)
            }
            if count + piece.count > limit {
                result += "…"
                return result
            }
            result += piece
            count += piece.count
        }
        return result
    }

    /// `text` at most `limit` characters, cut at a word boundary (never mid-word unless a single
    /// word is longer than half the limit) and marked "…", without a dangling comma or dash:
    /// a title in a table row or a map's footnote.
    ///
    /// ```swift
    /// PlainText.shortened("Buses are detoured because of NYPD activity", limit: 30)   // "Buses are detoured because…"
    /// ```
    public static func shortened(_ text: String, limit: Int) -> String {
        guard text.count > limit, limit > 1 else { return text }
        let head = text.prefix(limit - 1)
        var end = head.endIndex
        if let space = head.lastIndex(where: \.isWhitespace), head.distance(from: head.startIndex, to: space) >= limit / 2 {
            end = space
        }
        var kept = String(head[..<end])
        while let last = kept.last, last.isWhitespace || ",;:—-".contains(last) { kept.removeLast() }
        return kept + "…"
    }

    /// Whether `scalar` would move the cursor, colour the terminal or reorder text when printed:
    /// C0 and C1 controls (line breaks, tabs, ESC), DEL, the Unicode line and paragraph
    /// separators, and the bidi controls. ``oneLine(_:limit:)`` shows these escaped.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0x2028 || value == 0x2029
            || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F
    }

    /// The first character of `text` for which ``isControl(_:)`` is true, or nil: for refusing
    /// such input where it is typed (a saved route's name) rather than only escaping it where
    /// it is shown.
    public static func firstControl(in text: some StringProtocol) -> Unicode.Scalar? {
        text.unicodeScalars.first(where: isControl)
    }
}
