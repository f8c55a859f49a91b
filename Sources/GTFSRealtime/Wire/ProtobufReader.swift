/// Reads the protocol-buffers wire format from a byte range, never trapping: every read is
/// bounds-checked and every malformed input becomes a ``WireError`` naming the byte.
///
/// Rejected, as the official runtimes reject them: wire types 6 and 7, field number 0 (or
/// above 2^29 − 1), a varint longer than 10 bytes or wider than 64 bits, a truncated varint
/// or fixed-width value, a length running past the end of its message, an end-group without
/// its start-group, a group left open, nesting deeper than ``maximumDepth``, and a string that
/// is not UTF-8. Unknown fields — extensions, newer spec fields, proposals — are skipped by
/// their wire type (well-formed groups included), as protobuf requires.
///
/// ```swift
/// var reader = ProtobufReader(bytes)
/// while let key = try reader.readKey() {
///     switch (key.number, key.wireType) {
///     case (1, .lengthDelimited): version = try reader.readString()
///     case (3, .varint): timestamp = try reader.readVarint()
///     default: try reader.skip(key)
///     }
/// }
/// ```
public struct ProtobufReader: Sendable {
    /// How deep messages and groups may nest (the official runtimes' limit).
    public static let maximumDepth = 100

    private let bytes: [UInt8]
    /// The next byte to read, counted from the start of the whole input.
    public private(set) var offset: Int
    /// Where this message ends (exclusive), counted from the start of the whole input.
    public let end: Int
    /// How many messages enclose this one.
    public let depth: Int
    /// Where the last key read started, for errors about the record it begins.
    private var keyOffset = 0

    /// A reader over the whole of `bytes`.
    public init(_ bytes: [UInt8]) {
        self.init(bytes: bytes, offset: 0, end: bytes.count, depth: 0)
    }

    private init(bytes: [UInt8], offset: Int, end: Int, depth: Int) {
        self.bytes = bytes
        self.offset = offset
        self.end = end
        self.depth = depth
    }

    /// True when this message has no bytes left.
    public var isAtEnd: Bool { offset >= end }

    /// The next record's key, or nil at the end of the message.
    public mutating func readKey() throws(WireError) -> FieldKey? {
        guard offset < end else { return nil }
        let start = offset
        keyOffset = start
        let tag = try readVarint()
        guard let wireType = WireType(rawValue: UInt8(truncatingIfNeeded: tag & 7)) else {
            throw WireError("invalid wire type \(tag & 7)", at: start)
        }
        let number = tag >> 3
        guard number >= 1, number <= UInt64(FieldKey.maximumNumber) else {
            throw WireError("invalid field number \(number)", at: start)
        }
        return FieldKey(number: UInt32(truncatingIfNeeded: number), wireType: wireType)
    }

    /// A base-128 varint: at most 10 bytes, at most 64 bits.
    public mutating func readVarint() throws(WireError) -> UInt64 {
        let start = offset
        var result: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < end else { throw WireError("truncated varint", at: start) }
            let byte = bytes[offset]
            offset += 1
            if shift == 63, byte > 1 {
                throw WireError(byte >= 0x80 ? "varint longer than 10 bytes" : "varint wider than 64 bits", at: start)
            }
            result |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return result }
            shift += 7
        }
    }

    /// The low 32 bits of a varint, as the official runtimes read `int32` (a negative value
    /// arrives sign-extended in 10 bytes; the 5-byte form is accepted too).
    public mutating func readInt32() throws(WireError) -> Int32 { Int32(truncatingIfNeeded: try readVarint()) }
    /// The low 32 bits of a varint (`uint32`).
    public mutating func readUInt32() throws(WireError) -> UInt32 { UInt32(truncatingIfNeeded: try readVarint()) }
    /// A varint as two's complement (`int64`).
    public mutating func readInt64() throws(WireError) -> Int64 { Int64(bitPattern: try readVarint()) }
    /// A varint, non-zero meaning true.
    public mutating func readBool() throws(WireError) -> Bool { try readVarint() != 0 }

    /// Four little-endian bytes.
    public mutating func readFixed32() throws(WireError) -> UInt32 {
        guard end - offset >= 4 else { throw WireError("truncated 32-bit value", at: offset) }
        var value: UInt32 = 0
        for index in 0..<4 { value |= UInt32(bytes[offset + index]) << UInt32(8 * index) }
        offset += 4
        return value
    }

    /// Eight little-endian bytes.
    public mutating func readFixed64() throws(WireError) -> UInt64 {
        guard end - offset >= 8 else { throw WireError("truncated 64-bit value", at: offset) }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(8 * index) }
        offset += 8
        return value
    }

    /// A little-endian IEEE-754 `float`.
    public mutating func readFloat() throws(WireError) -> Float { Float(bitPattern: try readFixed32()) }
    /// A little-endian IEEE-754 `double`.
    public mutating func readDouble() throws(WireError) -> Double { Double(bitPattern: try readFixed64()) }

    /// The payload range of a length-delimited record, checked against this message's end.
    private mutating func readLength() throws(WireError) -> Range<Int> {
        let start = offset
        let length = try readVarint()
        let left = end - offset
        guard length <= UInt64(left) else {
            throw WireError("length \(length) runs past the end of the message (\(left) bytes left)", at: start)
        }
        let payload = offset..<(offset + Int(length))
        offset = payload.upperBound
        return payload
    }

    /// A reader over the next length-delimited record, for decoding a sub-message.
    public mutating func readMessage() throws(WireError) -> ProtobufReader {
        guard depth < Self.maximumDepth else {
            throw WireError("messages nested deeper than \(Self.maximumDepth)", at: offset)
        }
        let payload = try readLength()
        return ProtobufReader(bytes: bytes, offset: payload.lowerBound, end: payload.upperBound, depth: depth + 1)
    }

    /// A length-delimited record as UTF-8 text; invalid UTF-8 is an error, not a repair, so
    /// an id never changes on its way through.
    public mutating func readString() throws(WireError) -> String {
        let start = offset
        let payload = try readLength()
        guard let text = String(validating: bytes[payload], as: UTF8.self) else {
            throw WireError("string is not valid UTF-8", at: start)
        }
        return text
    }

    /// Skips the value of a record whose key was just read. A group is skipped up to the
    /// end-group of the same field number; a stray end-group is an error.
    public mutating func skip(_ key: FieldKey) throws(WireError) {
        switch key.wireType {
        case .varint: _ = try readVarint()
        case .fixed64: _ = try readFixed64()
        case .fixed32: _ = try readFixed32()
        case .lengthDelimited: _ = try readLength()
        case .endGroup: throw WireError("end-group of field \(key.number) without a start-group", at: keyOffset)
        case .startGroup: try skipGroup(key.number)
        }
    }

    /// Iterative, so a hostile input of nested groups costs a counter, not the stack.
    private mutating func skipGroup(_ number: UInt32) throws(WireError) {
        var open: [UInt32] = [number]
        while let innermost = open.last {
            guard depth + open.count <= Self.maximumDepth else {
                throw WireError("groups nested deeper than \(Self.maximumDepth)", at: offset)
            }
            let start = offset
            guard let key = try readKey() else { throw WireError("group of field \(innermost) is never closed", at: offset) }
            switch key.wireType {
            case .startGroup: open.append(key.number)
            case .endGroup:
                guard key.number == innermost else {
                    throw WireError("end-group of field \(key.number) closes the group of field \(innermost)", at: start)
                }
                open.removeLast()
            default: try skip(key)
            }
        }
    }
}
