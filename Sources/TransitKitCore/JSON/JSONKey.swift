/// An object member's name as ``JSONReader/nextKey(in:)`` returns it: up to 23 UTF-8 bytes
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
@usableFromInline package struct JSONKey: Hashable, Sendable, CustomStringConvertible {
    /// A short name's bytes, zero-padded, with its length in the last byte (the top byte of
    /// `words.2`, little-endian); all zero for a long name. The key is 32 bytes in all: the
    /// compiler destroys an optional of a larger struct through its value witnesses (a call
    /// to `getEnumTagSinglePayload` and a generic destroy for every member of every object
    /// read, 6% of reading MTA's whole-city snapshot), and an optional of up to 32 bytes inline.
    @usableFromInline var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
    /// A name longer than 23 bytes. In a box, not a `String?`: copying or destroying a key,
    /// which every member's loop does, is then one retain or release of a pointer that is
    /// nearly always null.
    @usableFromInline var long: LongName?

    /// The text of a long member name.
    @usableFromInline final class LongName: Sendable {
        @usableFromInline let text: String
        /// The text's UTF-8 length, so a `switch` rejects a case of another length at once.
        @usableFromInline let count: Int
        init(_ text: String, count: Int) {
            self.text = text
            self.count = count
        }

        /// Compared byte by byte through the string's contiguous storage: `elementsEqual`
        /// over `text.utf8` cost a thousand instructions a name, over two buffers 750.
        @usableFromInline
        func isText(_ name: StaticString) -> Bool {
            guard name.utf8CodeUnitCount == count else { return false }
            return name.withUTF8Buffer { literal in
                let same = text.utf8.withContiguousStorageIfAvailable { stored in
                    for index in 0..<count where stored[index] != literal[index] { return false }
                    return true
                }
                return same ?? text.utf8.elementsEqual(literal)
            }
        }
    }

    static let inlineCapacity = 23

    /// A key with this text (to compare with, or for tests).
    @usableFromInline package init(_ text: String) {
        (words, long) = Self.parts(text)
    }

    /// A name of up to 23 bytes already packed, its length in the top byte of the last word
    /// (see ``JSONScanner/scanPlainKey()``).
    @inlinable @inline(__always)
    init(words: (UInt64, UInt64, UInt64)) {
        self.words = words
    }

    @inline(__always)
    init(_ bytes: UnsafeRawBufferPointer, _ token: JSONStringToken) {
        let count = token.end - token.start
        if token.hasEscapes || count > Self.inlineCapacity {
            (words, long) = Self.parts(JSONStringContent.string(bytes, token))
        } else {
            words = Self.pack(bytes, start: token.start, count: count)
        }
    }

    private static func parts(_ text: String) -> ((UInt64, UInt64, UInt64), LongName?) {
        var text = text
        let count = text.utf8.count
        guard count <= inlineCapacity else { return ((0, 0, 0), LongName(text, count: count)) }
        let words = text.withUTF8 { utf8 in pack(UnsafeRawBufferPointer(utf8), start: 0, count: count) }
        return (words, nil)
    }

    /// Up to 23 bytes from `start` as three little-endian words, zero-padded, and the count
    /// in the last byte: whole-word loads where the input has the bytes, so the words are
    /// written once, not byte by byte.
    @inline(__always)
    private static func pack(_ bytes: UnsafeRawBufferPointer, start: Int, count: Int) -> (UInt64, UInt64, UInt64) {
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
        return (word(0), word(8), word(16) | UInt64(count) << 56)
    }

    /// A short name's length, from the last byte of its words.
    @usableFromInline var inlineLength: Int { Int(truncatingIfNeeded: words.2 >> 56) }

    /// The name as text.
    @usableFromInline package var string: String {
        if let long { return long.text }
        return withUnsafeBytes(of: words) { String(decoding: UnsafeRawBufferPointer(rebasing: $0[0..<inlineLength]), as: UTF8.self) }
    }

    @usableFromInline package var description: String { string }

    /// True when the name is `name`; byte for byte, no allocation for names up to 23 bytes.
    /// Inlined, so a `switch` rejects a case of another length with one comparison; always,
    /// with `sameBytes` and `~=`, because in a reader as large as the MTA journey's the
    /// optimiser otherwise called `sameBytes` for every case of the right length (1.2%).
    @inlinable @inline(__always)
    package func matches(_ name: StaticString) -> Bool {
        if let long { return long.isText(name) }
        return name.utf8CodeUnitCount == inlineLength && sameBytes(as: name)
    }

    /// Inlinable, so the literal's bytes are constants where a `switch` case is compiled; a
    /// byte loop over the packed words (a `memcmp` call per candidate cost more than the
    /// comparison, and the array of words the first version built was 4% of reading the MTA
    /// whole-city snapshot). For a short name whose length `matches` has already compared.
    @inlinable @inline(__always)
    func sameBytes(as name: StaticString) -> Bool {
        let length = inlineLength
        guard name.hasPointerRepresentation else {
            return name.withUTF8Buffer { string.utf8.elementsEqual($0) }
        }
        let literal = name.utf8Start
        var packed = words
        return withUnsafeBytes(of: &packed) { bytes in
            for index in 0..<length where bytes[index] != literal[index] { return false }
            return true
        }
    }

    /// Lets a `switch` over a key use string literals as its cases.
    @inlinable @inline(__always)
    package static func ~= (pattern: StaticString, key: JSONKey) -> Bool { key.matches(pattern) }

    @inlinable
    package static func == (key: JSONKey, name: StaticString) -> Bool { key.matches(name) }

    @usableFromInline package static func == (lhs: JSONKey, rhs: JSONKey) -> Bool {
        // One form per name (a name fits inline or it is boxed), so words and text decide.
        lhs.words == rhs.words && lhs.long?.text == rhs.long?.text
    }

    @usableFromInline package func hash(into hasher: inout Hasher) {
        if let long {
            hasher.combine(long.text)
        } else {
            hasher.combine(words.0)
            hasher.combine(words.1)
            hasher.combine(words.2)
        }
    }
}
