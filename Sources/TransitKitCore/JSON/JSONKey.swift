/// An object member's name as ``JSONReader/nextKey(in:)`` returns it: up to 32 UTF-8 bytes
/// held inline (no allocation), longer names as a `String`. Match it with a `switch` over
/// string literals:
///
/// ```swift
/// while let key = try reader.nextKey(in: object) {
///     switch key {
///     case "from": from = try reader.readString()
///     case "price": price = try reader.readDouble()
///     default: break                 // an unread value is skipped by the next nextKey
///     }
/// }
/// ```
public struct JSONKey: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    @usableFromInline var length = 0
    /// A name longer than 32 bytes. In a box, not a `String?`: copying or destroying a key,
    /// which every member's loop does, is then one retain or release of a pointer that is
    /// nearly always null (1.4–1.7% fewer instructions reading MTA or OpenFlights). A key with
    /// no reference in it at all would save 7–9% more (measured with a stub), but a long name
    /// must be kept somewhere.
    @usableFromInline var long: LongName?

    /// The text of a long member name.
    @usableFromInline final class LongName: Sendable {
        @usableFromInline let text: String
        init(_ text: String) { self.text = text }
    }

    static let inlineCapacity = 32

    /// A key with this text (to compare with, or for tests).
    public init(_ text: String) {
        (words, length, long) = Self.parts(text)
    }

    /// A name of up to 32 bytes already packed (see ``JSONScanner/scanPlainKey()``).
    @inline(__always)
    init(words: (UInt64, UInt64, UInt64, UInt64), length: Int) {
        self.words = words
        self.length = length
    }

    @inline(__always)
    init(_ bytes: UnsafeRawBufferPointer, _ token: JSONStringToken) {
        let count = token.end - token.start
        if token.hasEscapes || count > Self.inlineCapacity {
            (words, length, long) = Self.parts(JSONStringContent.string(bytes, token))
        } else {
            (words, length) = Self.pack(bytes, start: token.start, count: count)
        }
    }

    private static func parts(_ text: String) -> ((UInt64, UInt64, UInt64, UInt64), Int, LongName?) {
        var text = text
        let (words, length) = text.withUTF8 { utf8 in
            let raw = UnsafeRawBufferPointer(utf8)
            return pack(raw, start: 0, count: raw.count)
        }
        return (words, length, length > inlineCapacity ? LongName(text) : nil)
    }

    /// Up to 32 bytes from `start` as four little-endian words, zero-padded: whole-word loads
    /// where the input has the bytes, so the words are written once, not byte by byte.
    @inline(__always)
    private static func pack(_ bytes: UnsafeRawBufferPointer, start: Int, count: Int) -> ((UInt64, UInt64, UInt64, UInt64), Int) {
        guard count <= inlineCapacity else { return ((0, 0, 0, 0), count) }
        @inline(__always) func word(_ offset: Int) -> UInt64 {
            guard offset < count else { return 0 }
            let remaining = count - offset
            if start + offset + 8 <= bytes.count {
                let loaded = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: start + offset, as: UInt64.self))
                return remaining >= 8 ? loaded : loaded & ((1 << UInt64(8 * remaining)) - 1)
            }
            var value: UInt64 = 0
            for index in 0..<min(remaining, 8) { value |= UInt64(bytes[start + offset + index]) << UInt64(8 * index) }
            return value
        }
        return ((word(0), word(8), word(16), word(24)), count)
    }

    /// The name as text.
    public var string: String {
        if let long { return long.text }
        return withUnsafeBytes(of: words) { String(decoding: UnsafeRawBufferPointer(rebasing: $0[0..<length]), as: UTF8.self) }
    }

    public var description: String { string }

    /// True when the name is `name`; byte for byte, no allocation for names up to 32 bytes.
    /// Inlined, so a `switch` rejects a case of another length with one comparison.
    @inlinable
    public func matches(_ name: StaticString) -> Bool {
        name.utf8CodeUnitCount == length && sameBytes(as: name)
    }

    /// Inlinable, so the literal's bytes are constants where a `switch` case is compiled; a
    /// byte loop over the packed words (a `memcmp` call per candidate cost more than the
    /// comparison, and the array of words the first version built was 4% of reading the MTA
    /// whole-city snapshot).
    @inlinable
    func sameBytes(as name: StaticString) -> Bool {
        guard name.hasPointerRepresentation, name.utf8CodeUnitCount == length else {
            return name.withUTF8Buffer { string.utf8.elementsEqual($0) }
        }
        if let long { return long.text.utf8.elementsEqual(UnsafeBufferPointer(start: name.utf8Start, count: length)) }
        let literal = name.utf8Start
        var packed = words
        return withUnsafeBytes(of: &packed) { bytes in
            for index in 0..<length where bytes[index] != literal[index] { return false }
            return true
        }
    }

    /// Lets a `switch` over a key use string literals as its cases.
    @inlinable
    public static func ~= (pattern: StaticString, key: JSONKey) -> Bool { key.matches(pattern) }

    @inlinable
    public static func == (key: JSONKey, name: StaticString) -> Bool { key.matches(name) }

    public static func == (lhs: JSONKey, rhs: JSONKey) -> Bool {
        guard lhs.length == rhs.length else { return false }
        if lhs.length > inlineCapacity { return lhs.long?.text == rhs.long?.text }
        return lhs.words == rhs.words
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(length)
        if let long {
            hasher.combine(long.text)
        } else {
            hasher.combine(words.0)
            hasher.combine(words.1)
            hasher.combine(words.2)
            hasher.combine(words.3)
        }
    }
}
