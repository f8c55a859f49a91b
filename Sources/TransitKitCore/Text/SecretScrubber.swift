/// Finds secrets in text in every form a URL or a server can put them in, and replaces them.
///
/// A key with special characters travels percent-encoded, and servers, proxies and
/// `URLError`s echo it back in whatever form they hold: raw (`ab+/c`), upper- or lower-case hex
/// (`ab%2B%2Fc`, `ab%2b%2fc`), mixed, with `+` for a space, or encoded twice (`ab%252Bc`). A
/// plain string replacement of two spellings missed the others (236 of 540 CLI runs showed a
/// key with special characters). This matcher compares byte by byte, accepting each byte of
/// the secret either as itself or as any of its encodings, so one pass covers every form.
/// ASCII letters match in either case: a server or proxy that upper- or lower-cases what it
/// echoes must not un-hide a key (over-redacting a look-alike is the safe mistake).
public enum SecretScrubber {
    /// `text` with every occurrence of each of `secrets`, in any encoding, replaced by
    /// `replacement`.
    ///
    /// ```swift
    /// SecretScrubber.scrub("key=ab%2b%2Fc&x=1", secrets: ["ab+/c"])   // "key=REDACTED&x=1"
    /// ```
    public static func scrub(_ text: String, secrets: [String], replacement: String = Redaction.placeholder) -> String {
        let needles = secrets.filter { !$0.isEmpty }.map { Array($0.utf8) }.sorted { $0.count > $1.count }
        guard !needles.isEmpty, !text.isEmpty else { return text }
        let bytes = Array(text.utf8)
        let replacementBytes = Array(replacement.utf8)
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var changed = false
        while index < bytes.count {
            var matchedEnd: Int?
            for needle in needles {
                if let end = match(needle, in: bytes, at: index) {
                    matchedEnd = end
                    break
                }
            }
            if let end = matchedEnd {
                output += replacementBytes
                index = end
                changed = true
            } else {
                output.append(bytes[index])
                index += 1
            }
        }
        return changed ? String(decoding: output, as: UTF8.self) : text
    }

    /// Where a match of `needle` starting at `start` ends (the longest, when forms overlap), or nil.
    ///
    /// A `%` in the text may be the byte itself or the start of an encoding, and `%25XX` may be
    /// `%` encoded once or `XX` encoded twice: every reading is followed at once (the set of
    /// positions the needle so far can end at), not the first that fits. Taking the first
    /// missed a secret holding `%` in its encoded form (`%\v` as `%25%0B`), found by the
    /// secret-scrubber fuzz target (Docs/Fuzzing.md).
    static func match(_ needle: [UInt8], in bytes: [UInt8], at start: Int) -> Int? {
        // Most starts fail on their first byte: decide those without allocating.
        guard let first = needle.first, start < bytes.count else { return nil }
        let head = bytes[start]
        guard
            head == UInt8(ascii: "%") || sameIgnoringASCIICase(head, first)
                || (head == UInt8(ascii: "+") && first == UInt8(ascii: " "))
        else { return nil }
        var positions = [start]
        for expected in needle {
            var next: [Int] = []
            for position in positions where position < bytes.count {
                let byte = bytes[position]
                if sameIgnoringASCIICase(byte, expected) || (byte == UInt8(ascii: "+") && expected == UInt8(ascii: " ")),
                    !next.contains(position + 1)
                {
                    next.append(position + 1)
                }
                if byte == UInt8(ascii: "%") {
                    for (decoded, width) in percentDecodings(bytes, at: position)
                    where sameIgnoringASCIICase(decoded, expected) && !next.contains(position + width) {
                        next.append(position + width)
                    }
                }
            }
            guard !next.isEmpty else { return nil }
            positions = next
        }
        return positions.max()
    }

    /// The bytes `%XX` (either case) at `index` can stand for, and how many bytes each takes:
    /// `XX` itself, and for `%25XX` also `XX` encoded twice.
    static func percentDecodings(_ bytes: [UInt8], at index: Int) -> [(UInt8, Int)] {
        guard index + 2 < bytes.count, let high = hex(bytes[index + 1]), let low = hex(bytes[index + 2]) else { return [] }
        let value = high << 4 | low
        if value == 0x25, index + 4 < bytes.count, let high2 = hex(bytes[index + 3]), let low2 = hex(bytes[index + 4]) {
            return [(value, 3), (high2 << 4 | low2, 5)]
        }
        return [(value, 3)]
    }

    static func sameIgnoringASCIICase(_ a: UInt8, _ b: UInt8) -> Bool {
        a == b || (isASCIILetter(a) && isASCIILetter(b) && a | 0x20 == b | 0x20)
    }

    static func isASCIILetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    static func hex(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
