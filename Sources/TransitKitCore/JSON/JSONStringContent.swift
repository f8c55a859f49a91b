import Foundation

/// Turns the content of a scanned string into text. The scanner has already checked it, so
/// this never fails; it still never reads outside the token (malformed leftovers would become
/// U+FFFD rather than a trap).
@usableFromInline
enum JSONStringContent {
    @usableFromInline
    static func string(_ bytes: UnsafeRawBufferPointer, _ token: JSONStringToken) -> String {
        let raw = UnsafeRawBufferPointer(rebasing: bytes[token.start..<token.end])
        guard token.hasEscapes else {
            // Up to 15 bytes (most values: ids, codes, times) the string is built in place, and
            // the standard library then checks only that it is ASCII; `String(decoding:)`
            // validated each as UTF-8 first, a tenth of reading the MTA whole-city snapshot.
            guard raw.count <= 15 else { return String(decoding: raw, as: UTF8.self) }
            return String(unsafeUninitializedCapacity: raw.count) { buffer in
                UnsafeMutableRawBufferPointer(buffer).copyMemory(from: raw)
                return raw.count
            }
        }
        // Unescaped text is never longer than its escaped form.
        return String(unsafeUninitializedCapacity: raw.count) { buffer in unescape(raw, into: buffer) }
    }

    /// Whether the content equals `utf8` exactly, without building a `String` unless the
    /// content has escapes.
    static func equals(_ bytes: UnsafeRawBufferPointer, _ token: JSONStringToken, _ utf8: UnsafeRawBufferPointer) -> Bool {
        guard !token.hasEscapes else {
            var text = string(bytes, token)
            return text.withUTF8 { $0.count == utf8.count && (utf8.isEmpty || memoryEqual($0.baseAddress, utf8.baseAddress, utf8.count)) }
        }
        let count = token.end - token.start
        guard count == utf8.count else { return false }
        return count == 0 || memoryEqual(bytes.baseAddress.map { $0 + token.start }, utf8.baseAddress, count)
    }

    @inline(__always)
    static func memoryEqual(_ a: UnsafeRawPointer?, _ b: UnsafeRawPointer?, _ count: Int) -> Bool {
        guard let a, let b else { return count == 0 }
        return memcmp(a, b, count) == 0
    }

    /// Writes the unescaped UTF-8 of `raw` into `out` (at least `raw.count` long); returns the
    /// byte count.
    static func unescape(_ raw: UnsafeRawBufferPointer, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var read = 0
        var written = 0
        let count = raw.count
        func put(_ byte: UInt8) {
            if written < out.count {
                out[written] = byte
                written += 1
            }
        }
        func put(scalar: UInt32) {
            // A lone surrogate cannot get here (the scanner refuses it); U+FFFD if it did.
            let value = (0xD800...0xDFFF).contains(scalar) || scalar > 0x10FFFF ? 0xFFFD : scalar
            switch value {
            case 0..<0x80:
                put(UInt8(value))
            case 0x80..<0x800:
                put(UInt8(0xC0 | value >> 6))
                put(UInt8(0x80 | value & 0x3F))
            case 0x800..<0x10000:
                put(UInt8(0xE0 | value >> 12))
                put(UInt8(0x80 | value >> 6 & 0x3F))
                put(UInt8(0x80 | value & 0x3F))
            default:
                put(UInt8(0xF0 | value >> 18))
                put(UInt8(0x80 | value >> 12 & 0x3F))
                put(UInt8(0x80 | value >> 6 & 0x3F))
                put(UInt8(0x80 | value & 0x3F))
            }
        }
        func hex4(_ at: Int) -> UInt32? {
            guard at + 4 <= count else { return nil }
            var value: UInt32 = 0
            for index in at..<(at + 4) {
                guard let digit = JSONScanner.hexValue(raw[index]) else { return nil }
                value = value << 4 | digit
            }
            return value
        }
        while read < count {
            let byte = raw[read]
            guard byte == UInt8(ascii: "\\"), read + 1 < count else {
                put(byte)
                read += 1
                continue
            }
            let escape = raw[read + 1]
            read += 2
            switch escape {
            case UInt8(ascii: "b"): put(0x08)
            case UInt8(ascii: "f"): put(0x0C)
            case UInt8(ascii: "n"): put(0x0A)
            case UInt8(ascii: "r"): put(0x0D)
            case UInt8(ascii: "t"): put(0x09)
            case UInt8(ascii: "u"):
                guard let unit = hex4(read) else {
                    put(scalar: 0xFFFD)
                    continue
                }
                read += 4
                if (0xD800...0xDBFF).contains(unit), read + 6 <= count, raw[read] == UInt8(ascii: "\\"),
                    raw[read + 1] == UInt8(ascii: "u"), let low = hex4(read + 2), (0xDC00...0xDFFF).contains(low)
                {
                    read += 6
                    put(scalar: 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
                } else {
                    put(scalar: unit)
                }
            default: put(escape) // \" \\ \/
            }
        }
        return written
    }
}
