/// Writes the protocol-buffers wire format, one record at a time, into a byte buffer.
///
/// Every method writes nothing for `nil`, so a message's `encode(to:)` is one line per field
/// and a field is on the wire exactly when it was set — proto2 presence, which is how GTFS-RT
/// keeps `delay 0` and `incrementality FULL_DATASET` apart from "absent". Callers write
/// fields in ascending field number, as the official runtimes do, so bytes compare equal to
/// theirs.
///
/// ```swift
/// var writer = ProtobufWriter()
/// writer.string(1, "2.0")            // 0A 03 32 2E 30
/// writer.enumeration(2, 0)           // 10 00 (set, although it is the default)
/// writer.uint64(3, 1_570_549_080)    // 18 D8 DA F2 EC 05
/// writer.message(4) { $0.int32(1, -60) }   // 22 0B 08 C4 FF FF FF FF FF FF FF FF 01
/// ```
public struct ProtobufWriter: Sendable {
    /// Everything written so far.
    public private(set) var bytes: [UInt8]

    /// An empty writer with room for `capacity` bytes before it grows.
    public init(capacity: Int = 256) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    /// Base-128 little-endian groups, high bit set on every byte but the last (1 to 10 bytes).
    public mutating func varint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(truncatingIfNeeded: value))
    }

    /// The key of a record: `(field << 3) | wire type`.
    public mutating func key(_ field: UInt32, _ wireType: WireType) {
        varint(FieldKey(number: field, wireType: wireType).tag)
    }

    /// A `uint64` field (also the base of the other varint fields).
    public mutating func uint64(_ field: UInt32, _ value: UInt64?) {
        guard let value else { return }
        key(field, .varint)
        varint(value)
    }

    /// A `uint32` field.
    public mutating func uint32(_ field: UInt32, _ value: UInt32?) {
        uint64(field, value.map(UInt64.init))
    }

    /// Negative values are sign-extended to 64 bits, so they always take 10 bytes
    /// (−1 is `FF FF FF FF FF FF FF FF FF 01`); GTFS-RT has no `sint32`, hence no ZigZag.
    public mutating func int64(_ field: UInt32, _ value: Int64?) {
        uint64(field, value.map { UInt64(bitPattern: $0) })
    }

    /// An `int32` field: sign-extended like `int64`, so −1 takes 10 bytes.
    public mutating func int32(_ field: UInt32, _ value: Int32?) {
        int64(field, value.map(Int64.init))
    }

    /// An enum value is written like an `int32`.
    public mutating func enumeration(_ field: UInt32, _ value: Int32?) {
        int32(field, value)
    }

    /// A `bool` field: `00` or `01`.
    public mutating func bool(_ field: UInt32, _ value: Bool?) {
        uint64(field, value.map { $0 ? 1 : 0 })
    }

    /// IEEE-754 single precision, little-endian (wire type 5).
    public mutating func float(_ field: UInt32, _ value: Float?) {
        guard let value else { return }
        key(field, .fixed32)
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// IEEE-754 double precision, little-endian (wire type 1).
    public mutating func double(_ field: UInt32, _ value: Double?) {
        guard let value else { return }
        key(field, .fixed64)
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// Length, then the UTF-8 bytes; no terminator.
    public mutating func string(_ field: UInt32, _ value: String?) {
        guard let value else { return }
        key(field, .lengthDelimited)
        let utf8 = value.utf8
        varint(UInt64(utf8.count))
        if utf8.withContiguousStorageIfAvailable({ bytes.append(contentsOf: $0) }) == nil {
            bytes.append(contentsOf: utf8)
        }
    }

    /// A sub-message: the key, its length, then what `body` writes.
    public mutating func message(_ field: UInt32, _ body: (inout ProtobufWriter) -> Void) {
        let lengthAt = beginMessage(field)
        body(&self)
        endMessage(lengthAt)
    }

    /// `message` for an optional value that knows how to encode itself.
    public mutating func message<M: ProtobufMessage>(_ field: UInt32, _ value: M?) {
        guard let value else { return }
        let lengthAt = beginMessage(field)
        value.encode(to: &self)
        endMessage(lengthAt)
    }

    /// One record per element, in order: repeated message fields are never packed.
    public mutating func messages<M: ProtobufMessage>(_ field: UInt32, _ values: [M]) {
        for index in values.indices {
            let lengthAt = beginMessage(field)
            values[index].encode(to: &self)
            endMessage(lengthAt)
        }
    }

    /// Writes the key and reserves one byte for the length, which ``endMessage(_:)`` fills in
    /// — widening it when the body is 128 bytes or more — so nothing is encoded twice and most
    /// GTFS-RT sub-messages (under 128 bytes) move no bytes at all.
    private mutating func beginMessage(_ field: UInt32) -> Int {
        key(field, .lengthDelimited)
        bytes.append(0)
        return bytes.count - 1
    }

    private mutating func endMessage(_ lengthAt: Int) {
        let length = bytes.count - lengthAt - 1
        guard length >= 0x80 else {
            bytes[lengthAt] = UInt8(length)
            return
        }
        var size = 1
        while length >> (7 * size) != 0 { size += 1 }
        bytes.append(contentsOf: repeatElement(0, count: size - 1))
        bytes.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            (base + lengthAt + size).update(from: base + lengthAt + 1, count: length) // overlapping move to the right
            var value = length
            for offset in 0..<size {
                base[lengthAt + offset] = UInt8(truncatingIfNeeded: value) | (offset < size - 1 ? 0x80 : 0)
                value >>= 7
            }
        }
    }
}
