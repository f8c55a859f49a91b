/// The one JSON writer of the package: appends UTF-8 straight to a byte buffer, with no
/// `Encoder` machinery, no boxes and no intermediate tree. GeoJSON (`FeatureCollection.encoded`)
/// and GTFS-Realtime's ProtoJSON text are written with it, and the command line's `--json` can
/// be.
///
/// The caller gives the structure — `beginObject`, `key`, a value, `endObject` — and the writer
/// adds the commas, the layout and the escapes. Keys are written in the order given: a caller
/// that wants sorted keys (GeoJSON does, so two refreshes are byte-equal) gives them sorted.
///
/// ```swift
/// var writer = JSONWriter()
/// writer.beginObject()
/// writer.key("name")
/// writer.string("Fullerton & Ashland")
/// writer.key("distance")
/// try writer.double(118.5)       // NaN or ±infinity throw: JSON has no such numbers
/// writer.endObject()
/// let data = Data(writer.bytes)  // {"name":"Fullerton & Ashland","distance":118.5}
/// ```
///
/// What it writes is what `JSONEncoder` writes with `[.sortedKeys, .withoutEscapingSlashes]`
/// (and `.prettyPrinted` for ``Layout/encoderPretty``) for the same values, byte for byte:
/// doubles in their shortest round-trip text without a trailing `.0`, control characters as
/// `\n` or `\u001f`, everything else as it is. ``Escaping/asciiOnly`` and ``Layout/indented(_:)``
/// write what Python's `json.dumps(…, indent=n)` writes instead, for GTFS-Realtime's ProtoJSON.
/// `JSONWriterTests` hold it to both, and the fuzz target `json-writer` to `JSONEncoder`.
package struct JSONWriter {
    /// Where whitespace goes.
    package enum Layout: Sendable {
        /// Everything on one line, no spaces: `{"a":[1,2]}`.
        case compact
        /// `JSONEncoder`'s `.prettyPrinted`: two spaces a level, `"key" : value`, and an empty
        /// container opened and closed on separate lines.
        case encoderPretty
        /// Python's `json.dumps(indent: n)`: `n` spaces a level, `"key": value`, `[]` and `{}`
        /// for empty containers.
        case indented(Int)
    }

    /// Which characters of a string are escaped.
    package enum Escaping: Sendable {
        /// `"`, `\` and the control characters U+0000–U+001F, as `JSONEncoder` does; every
        /// other character as its UTF-8.
        case minimal
        /// Also every character outside printable ASCII (U+007F and up), as `\uXXXX` in lower
        /// case, astral characters as a UTF-16 surrogate pair: Python's `ensure_ascii`.
        case asciiOnly
    }

    /// The document so far.
    package private(set) var bytes: [UInt8] = []
    private let layout: Layout
    private let escaping: Escaping
    /// Open containers.
    private var depth = 0
    /// No member or element has been written in the innermost open container yet.
    private var isFirst = true
    /// A key was written and its value is next: no comma, no line break before it.
    private var afterKey = false

    /// An empty document; `capacity` bytes are reserved up front (the size of a previous
    /// document is a good guess).
    package init(layout: Layout = .compact, escaping: Escaping = .minimal, capacity: Int = 0) {
        self.layout = layout
        self.escaping = escaping
        bytes.reserveCapacity(capacity)
    }

    // MARK: Containers

    /// Opens an object: ``key(_:)`` and a value for each member, then ``endObject()``.
    package mutating func beginObject() { open(UInt8(ascii: "{")) }

    /// Closes the innermost object.
    package mutating func endObject() { close(UInt8(ascii: "}")) }

    /// Opens an array: its values, then ``endArray()``.
    package mutating func beginArray() { open(UInt8(ascii: "[")) }

    /// Closes the innermost array.
    package mutating func endArray() { close(UInt8(ascii: "]")) }

    /// A member name; the next value written is the member's.
    package mutating func key(_ name: String) {
        separate()
        quote(name)
        switch layout {
        case .compact: bytes.append(UInt8(ascii: ":"))
        case .encoderPretty: bytes.append(contentsOf: [0x20, UInt8(ascii: ":"), 0x20])
        case .indented: bytes.append(contentsOf: [UInt8(ascii: ":"), 0x20])
        }
        afterKey = true
    }

    private mutating func open(_ bracket: UInt8) {
        separate()
        bytes.append(bracket)
        depth += 1
        isFirst = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        switch layout {
        case .compact: break
        case .encoderPretty:
            // JSONEncoder breaks the line after every opening bracket, so an empty container
            // spans two lines with an empty one between.
            if isFirst { bytes.append(0x0A) }
            newline()
        case .indented: if !isFirst { newline() }
        }
        bytes.append(bracket)
        isFirst = false
    }

    /// Before a value or a key: the comma after the previous one, then the line break and
    /// indent of the layout. Nothing before a member's value.
    private mutating func separate() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        if !isFirst { bytes.append(UInt8(ascii: ",")) }
        isFirst = false
        if case .compact = layout { return }
        newline()
    }

    private mutating func newline() {
        bytes.append(0x0A)
        let width: Int
        switch layout {
        case .compact: return
        case .encoderPretty: width = 2
        case .indented(let spaces): width = spaces
        }
        bytes.append(contentsOf: repeatElement(0x20, count: width * depth))
    }

    // MARK: Scalars

    /// `null`.
    package mutating func null() {
        separate()
        bytes.append(contentsOf: [0x6E, 0x75, 0x6C, 0x6C]) // null
    }

    /// `true` or `false`.
    package mutating func bool(_ value: Bool) {
        separate()
        if value {
            bytes.append(contentsOf: [0x74, 0x72, 0x75, 0x65]) // true
        } else {
            bytes.append(contentsOf: [0x66, 0x61, 0x6C, 0x73, 0x65]) // false
        }
    }

    /// A whole number, in decimal.
    package mutating func integer(_ value: Int64) {
        separate()
        digits(of: value)
    }

    /// A finite double in its shortest text that reads back to the same value, as
    /// `JSONEncoder` writes it: `3` (no `.0`), `0.1`, `-0`, `1e-07`, `1.2345678901234568e+17`.
    ///
    /// JSON has no NaN or infinity: those throw `TransitError(.invalidArgument)` naming the
    /// value, and write nothing. Callers that have a meaning for them map them first (GeoJSON
    /// properties leave them out; ProtoJSON writes `"NaN"`).
    package mutating func double(_ value: Double) throws(TransitError) {
        guard value.isFinite else {
            throw TransitError(.invalidArgument, detail: "\(value) is not a JSON number: JSON has no NaN or infinity")
        }
        separate()
        if let whole = Int64(exactly: value), whole != 0 || value.sign == .plus, whole.magnitude < 1_000_000_000_000_000 {
            // `description` prints these "3.0" and JSONEncoder drops the ".0": the digits
            // alone, without making a String. (Past 15 digits `description` turns to "1e+16".)
            digits(of: whole)
            return
        }
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }

    /// A number whose text the caller made (ProtoJSON's Python float layout). It must be a
    /// JSON number: it is written as it is.
    package mutating func number(text: String) {
        separate()
        bytes.append(contentsOf: text.utf8)
    }

    /// A string, quoted and escaped.
    package mutating func string(_ value: String) {
        separate()
        quote(value)
    }

    private mutating func digits(of value: Int64) {
        if value >= 0, value < 10 {
            bytes.append(0x30 &+ UInt8(truncatingIfNeeded: value))
            return
        }
        var magnitude = value.magnitude
        // Twenty digits hold any Int64; written backwards into a stack tuple, then copied.
        var scratch: (UInt64, UInt64, UInt64) = (0, 0, 0)
        withUnsafeMutableBytes(of: &scratch) { buffer in
            var index = buffer.count
            repeat {
                index -= 1
                buffer[index] = 0x30 &+ UInt8(truncatingIfNeeded: magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            if value < 0 {
                index -= 1
                buffer[index] = UInt8(ascii: "-")
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: buffer[index...]))
        }
    }

    // MARK: Strings

    private mutating func quote(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        // Native strings are contiguous already; a bridged one is copied once.
        text.makeContiguousUTF8()
        text.utf8.withContiguousStorageIfAvailable { utf8 in
            var plainStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                // A continuation byte of a scalar escaped whole already.
                guard needsEscape(byte), index >= plainStart else { continue }
                if index > plainStart { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart..<index])) }
                if byte < 0x80 {
                    escape(byte)
                    plainStart = index + 1
                } else {
                    // Only in `.asciiOnly`: the whole scalar as \u escapes, from its first byte.
                    let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
                    escapeScalar(utf8, at: index, length: length)
                    plainStart = index + length
                }
            }
            if utf8.count > plainStart { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[plainStart...])) }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private func needsEscape(_ byte: UInt8) -> Bool {
        switch escaping {
        case .minimal: return byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
        case .asciiOnly: return byte < 0x20 || byte >= 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
        }
    }

    private mutating func escape(_ byte: UInt8) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        default: hex(UInt16(byte))
        }
    }

    /// `\uXXXX` for the scalar whose UTF-8 starts at `index`, two of them (a surrogate pair)
    /// above U+FFFF. A `String` holds valid UTF-8, so its lead byte says its length.
    private mutating func escapeScalar(_ utf8: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) {
        var scalar = UInt32(utf8[index]) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length where index + offset < utf8.count {
            scalar = scalar << 6 | UInt32(utf8[index + offset] & 0x3F)
        }
        if scalar > 0xFFFF {
            let value = scalar - 0x1_0000
            bytes.append(UInt8(ascii: "\\"))
            hex(UInt16(truncatingIfNeeded: 0xD800 + (value >> 10)))
            bytes.append(UInt8(ascii: "\\"))
            hex(UInt16(truncatingIfNeeded: 0xDC00 + (value & 0x3FF)))
        } else {
            bytes.append(UInt8(ascii: "\\"))
            hex(UInt16(truncatingIfNeeded: scalar))
        }
    }

    /// `uXXXX`, lower-case hex, as both `JSONEncoder` and Python write it.
    private mutating func hex(_ unit: UInt16) {
        let digits: StaticString = "0123456789abcdef"
        bytes.append(UInt8(ascii: "u"))
        for shift in stride(from: 12, through: 0, by: -4) {
            bytes.append(digits.utf8Start[Int((unit >> UInt16(shift)) & 0xF)])
        }
    }
}
