/// The lexical layer every JSON path shares: one forward pass over UTF-8 bytes that checks
/// RFC 8259's grammar for one token at a time — whitespace, strings (escapes, surrogate
/// pairs, UTF-8 validity), numbers, literals. It never allocates and never reads outside
/// `bytes`: every index is compared with `end` before it is read.
@usableFromInline
struct JSONScanner {
    @usableFromInline let bytes: UnsafeRawBufferPointer
    @usableFromInline let end: Int
    @usableFromInline var position: Int
    /// False in `JSONDecoder`-compatible mode: a string's content (escapes, control
    /// characters, UTF-8) is only checked when the string is used, as `JSONDecoder` does, so an
    /// unread field cannot fail a document. Its token is marked ``JSONStringToken/isChecked``
    /// false unless it is plain printable ASCII.
    let checksStrings: Bool

    init(_ bytes: UnsafeRawBufferPointer, checksStrings: Bool = true) {
        self.bytes = bytes
        self.checksStrings = checksStrings
        end = bytes.count
        position = 0
        // RFC 8259 §8.1: a parser may ignore a leading byte order mark.
        if end >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { position = 3 }
    }

    var isAtEnd: Bool { position >= end }

    /// Moves past one space, when one is there before a byte that is not whitespace: all the
    /// whitespace there is between tokens of compact answers and of most pretty-printed ones.
    /// Anything else is left for ``skipWhitespace()``.
    @inlinable @inline(__always)
    mutating func skipOneSpace() {
        if position &+ 1 < end, bytes[position] == 0x20, bytes[position &+ 1] > 0x20 { position &+= 1 }
    }

    /// Skips JSON whitespace (space, tab, LF, CR — nothing else).
    @inline(__always)
    mutating func skipWhitespace() {
        // Nearly every call finds a token byte (all of them above 0x20) at once, or after
        // the one space that pretty-printers put after ',' and ':'.
        if position < end, bytes[position] > 0x20 { return }
        if position &+ 1 < end, bytes[position] == 0x20, bytes[position &+ 1] > 0x20 {
            position &+= 1
            return
        }
        while position < end {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    /// The next byte after whitespace, not consumed; nil at the end of the input.
    @inline(__always)
    mutating func peekByte() -> UInt8? {
        skipWhitespace()
        return position < end ? bytes[position] : nil
    }

    /// The kind of value starting at `byte`, or nil when no value can start there.
    @inline(__always)
    static func kind(startingWith byte: UInt8) -> JSONKind? {
        switch byte {
        case UInt8(ascii: "{"): return .object
        case UInt8(ascii: "["): return .array
        case UInt8(ascii: "\""): return .string
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return .bool
        case UInt8(ascii: "n"): return .null
        default: return nil
        }
    }

    /// What an unexpected byte is, for messages: `'x'`, `byte 0xFF`, "the end of the input".
    func describeByte(at offset: Int) -> String {
        guard offset < end else { return "the end of the input" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    func unexpected(_ expected: String) -> JSONSyntaxError {
        JSONSyntaxError("expected \(expected), found \(describeByte(at: position))", at: position)
    }

    // MARK: Strings

    /// Scans the string starting at `position` (which holds its opening quote) and returns
    /// the content's byte range. Validates escapes (surrogates must pair) and UTF-8.
    mutating func scanString() throws(JSONSyntaxError) -> JSONStringToken {
        let opening = position
        position += 1
        let start = position
        var escaped = false
        var checked = true
        while true {
            skipPlainASCII()
            guard position < end else { throw JSONSyntaxError("unterminated string", at: opening) }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return JSONStringToken(start: start, end: position - 1, hasEscapes: escaped, isChecked: checked)
            } else if byte == UInt8(ascii: "\\") {
                escaped = true
                if checksStrings {
                    try scanEscape()
                } else {
                    // Only find the end, as JSONDecoder's scanner does: the escaped byte cannot
                    // close the string, and `\u` takes the next four bytes whatever they are.
                    checked = false
                    let length = position + 1 < end && bytes[position + 1] == UInt8(ascii: "u") ? 6 : 2
                    guard position + length <= end else { throw JSONSyntaxError("unterminated string", at: opening) }
                    position += length
                }
            } else if byte < 0x20 {
                guard !checksStrings else {
                    throw JSONSyntaxError(
                        "control character 0x\(String(byte, radix: 16, uppercase: true)) in a string must be escaped", at: position)
                }
                checked = false
                position += 1
            } else if byte >= 0x80 {
                if checksStrings {
                    try scanMultibyte()
                } else {
                    checked = false
                    position += 1
                }
            } else {
                position += 1
            }
        }
    }

    /// Checks the content of a string scanned without checks (see ``checksStrings``).
    func check(_ token: JSONStringToken) throws(JSONSyntaxError) {
        guard !token.isChecked else { return }
        var scanner = JSONScanner(bytes, checksStrings: true)
        scanner.position = token.start - 1
        _ = try scanner.scanString()
    }

    /// Moves over bytes that need no attention inside a string, eight at a time: printable
    /// ASCII other than `"` and `\`.
    @inline(__always)
    private mutating func skipPlainASCII() {
        while position &+ 8 <= end {
            let flagged = Self.attention(bytes.loadUnaligned(fromByteOffset: position, as: UInt64.self))
            if flagged == 0 {
                position &+= 8
            } else {
                position &+= flagged.trailingZeroBitCount >> 3
                return
            }
        }
        while position < end {
            let byte = bytes[position]
            guard byte >= 0x20, byte < 0x80, byte != UInt8(ascii: "\""), byte != UInt8(ascii: "\\") else { return }
            position += 1
        }
    }

    /// The high bit of each byte of `word` (eight input bytes) that a string scan must stop
    /// at: a quote, a backslash, a byte below 0x20 or one from 0x80. A borrow can flag bytes
    /// above the first real hit, never below it, so `trailingZeroBitCount / 8` is its offset.
    @inlinable @inline(__always)
    static func attention(_ loaded: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let word = UInt64(littleEndian: loaded)
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        let hits = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | (word &- ones &* 0x20) | word
        return hits & 0x8080_8080_8080_8080
    }

    private mutating func scanEscape() throws(JSONSyntaxError) {
        let backslash = position
        guard position + 1 < end else { throw JSONSyntaxError("unterminated string", at: backslash) }
        switch bytes[position + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            position += 2
        case UInt8(ascii: "u"):
            let unit = try hex4(at: position + 2, escape: backslash)
            position += 6
            if (0xD800...0xDBFF).contains(unit) {
                guard position + 1 < end, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u") else {
                    throw JSONSyntaxError(
                        "lone surrogate \\u\(Self.hex(unit)): a high surrogate must be followed by a \\u low surrogate", at: backslash)
                }
                let low = try hex4(at: position + 2, escape: position)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw JSONSyntaxError(
                        "lone surrogate \\u\(Self.hex(unit)): followed by \\u\(Self.hex(low)), not a low surrogate", at: backslash)
                }
                position += 6
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw JSONSyntaxError("lone surrogate \\u\(Self.hex(unit)): a low surrogate without a high one", at: backslash)
            }
        default:
            throw JSONSyntaxError("invalid escape \\\(describeByte(at: position + 1))", at: backslash)
        }
    }

    /// Four hex digits at `offset` as a UTF-16 code unit.
    private func hex4(at offset: Int, escape: Int) throws(JSONSyntaxError) -> UInt32 {
        guard offset + 4 <= end else { throw JSONSyntaxError("unterminated \\u escape", at: escape) }
        var value: UInt32 = 0
        for index in offset..<(offset + 4) {
            guard let digit = Self.hexValue(bytes[index]) else {
                throw JSONSyntaxError("\\u escape needs four hex digits, found \(describeByte(at: index))", at: escape)
            }
            value = value << 4 | digit
        }
        return value
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    static func hex(_ unit: UInt32) -> String {
        let text = String(unit, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }

    /// One UTF-8 sequence of two to four bytes (Unicode 15 table 3-7): no overlong forms, no
    /// surrogates, nothing above U+10FFFF.
    private mutating func scanMultibyte() throws(JSONSyntaxError) {
        let lead = bytes[position]
        let count: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: count = 2
        case 0xE0:
            count = 3
            low = 0xA0
        case 0xE1...0xEC, 0xEE, 0xEF: count = 3
        case 0xED:
            count = 3
            high = 0x9F
        case 0xF0:
            count = 4
            low = 0x90
        case 0xF1...0xF3: count = 4
        case 0xF4:
            count = 4
            high = 0x8F
        default: throw JSONSyntaxError("invalid UTF-8 byte 0x\(String(lead, radix: 16, uppercase: true))", at: position)
        }
        guard position + count <= end else { throw JSONSyntaxError("truncated UTF-8 sequence", at: position) }
        let second = bytes[position + 1]
        guard second >= low, second <= high else { throw JSONSyntaxError("invalid UTF-8 sequence", at: position) }
        for index in (position + 2)..<(position + count) where bytes[index] & 0xC0 != 0x80 {
            throw JSONSyntaxError("invalid UTF-8 sequence", at: position)
        }
        position += count
    }

    // MARK: Numbers

    /// Scans `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?` at `position`. Without
    /// ``checksStrings`` (JSONDecoder-compatible mode) it takes the whole run of number
    /// characters, as `JSONDecoder`'s scanner does, and marks the token malformed instead of
    /// failing: `JSONDecoder` only refuses `1.2.3` or `-01` when the value is read.
    mutating func scanNumber() throws(JSONSyntaxError) -> JSONNumberToken {
        guard checksStrings else {
            let start = position
            // Strictly first: a well-formed number (nearly every one) is then scanned once, not
            // as a run and again strictly. It is the whole run when no number character follows.
            if let strict = try? scanNumber(strictly: ()), position >= end || !Self.isNumberCharacter(bytes[position]) {
                return strict
            }
            position = start
            while position < end, Self.isNumberCharacter(bytes[position]) { position += 1 }
            let runEnd = position
            position = start
            let strict = try? scanNumber(strictly: ())
            let wellFormed = strict != nil && position == runEnd
            position = runEnd
            return JSONNumberToken(start: start, end: runEnd, isInteger: strict?.isInteger ?? false, isWellFormed: wellFormed)
        }
        return try scanNumber(strictly: ())
    }

    /// Digits, `.`, `e`, `E`, `+`, `-`: what `JSONDecoder` reads as one number.
    static func isNumberCharacter(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: ".") || byte | 0x20 == UInt8(ascii: "e") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "-")
    }

    /// Checks a number scanned without checks (see ``scanNumber()``).
    func check(_ token: JSONNumberToken) throws(JSONSyntaxError) {
        guard !token.isWellFormed else { return }
        var scanner = JSONScanner(bytes, checksStrings: true)
        scanner.position = token.start
        _ = try scanner.scanNumber()
        throw JSONSyntaxError("unexpected \(scanner.describeByte(at: scanner.position)) in a number", at: scanner.position)
    }

    private mutating func scanNumber(strictly: Void) throws(JSONSyntaxError) -> JSONNumberToken {
        let start = position
        var isInteger = true
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        guard position < end, Self.isDigit(bytes[position]) else {
            throw JSONSyntaxError("expected a digit after '-', found \(describeByte(at: position))", at: position)
        }
        if bytes[position] == UInt8(ascii: "0") {
            position += 1
            if position < end, Self.isDigit(bytes[position]) {
                throw JSONSyntaxError("leading zeros are not allowed in a number", at: start)
            }
        } else {
            skipDigits()
        }
        if position < end, bytes[position] == UInt8(ascii: ".") {
            isInteger = false
            position += 1
            guard position < end, Self.isDigit(bytes[position]) else {
                throw JSONSyntaxError("expected a digit after the decimal point, found \(describeByte(at: position))", at: position)
            }
            skipDigits()
        }
        if position < end, bytes[position] | 0x20 == UInt8(ascii: "e") {
            isInteger = false
            position += 1
            if position < end, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") { position += 1 }
            guard position < end, Self.isDigit(bytes[position]) else {
                throw JSONSyntaxError("expected a digit in the exponent, found \(describeByte(at: position))", at: position)
            }
            skipDigits()
        }
        return JSONNumberToken(start: start, end: position, isInteger: isInteger)
    }

    @inline(__always)
    private mutating func skipDigits() {
        while position < end, Self.isDigit(bytes[position]) { position += 1 }
    }

    @inline(__always)
    static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

    // MARK: Literals

    /// Scans `true`, `false` or `null` at `position`.
    mutating func scanLiteral() throws(JSONSyntaxError) -> JSONLiteral {
        switch bytes[position] {
        case UInt8(ascii: "t"):
            try expect("true")
            return .true
        case UInt8(ascii: "f"):
            try expect("false")
            return .false
        default:
            try expect("null")
            return .null
        }
    }

    private mutating func expect(_ word: StaticString) throws(JSONSyntaxError) {
        let count = word.utf8CodeUnitCount
        let matches =
            position + count <= end
            && word.withUTF8Buffer { literal in
                (0..<count).allSatisfy { bytes[position + $0] == literal[$0] }
            }
        guard matches else { throw JSONSyntaxError("invalid literal, expected '\(word)'", at: position) }
        position += count
    }
}

/// A scanned string: the byte range between its quotes.
@usableFromInline
struct JSONStringToken: Hashable, Sendable {
    @usableFromInline var start: Int
    @usableFromInline var end: Int
    /// True when the content holds a backslash and must be unescaped.
    @usableFromInline var hasEscapes: Bool
    /// False when the content was not checked yet (see ``JSONScanner/checksStrings``).
    @usableFromInline var isChecked = true

    @inlinable
    init(start: Int, end: Int, hasEscapes: Bool, isChecked: Bool = true) {
        self.start = start
        self.end = end
        self.hasEscapes = hasEscapes
        self.isChecked = isChecked
    }
}

/// A scanned number: its byte range, and whether it is written without fraction or exponent.
struct JSONNumberToken: Hashable, Sendable {
    var start: Int
    var end: Int
    var isInteger: Bool
    /// False for a run of number characters that is not a JSON number (JSONDecoder-compatible
    /// mode only; see ``JSONScanner/scanNumber()``).
    var isWellFormed = true
}

enum JSONLiteral: Hashable, Sendable {
    case `true`, `false`, null
}
