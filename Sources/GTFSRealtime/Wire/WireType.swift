/// The six wire types of the protocol-buffers encoding (the low three bits of every tag).
///
/// GTFS-Realtime uses only ``varint`` (int32, uint32, int64, uint64, bool, enums),
/// ``fixed64`` (the one `double`, `Position.odometer`), ``lengthDelimited`` (strings and
/// messages) and ``fixed32`` (`float`). Groups exist in the encoding but not in
/// `gtfs-realtime.proto`; a reader still has to skip them when another producer's extension
/// uses one. Values 6 and 7 are not wire types: a tag carrying them is malformed.
public enum WireType: UInt8, Hashable, Sendable {
    /// A base-128 varint: int32, uint32, int64, uint64, bool, enums.
    case varint = 0
    /// Eight little-endian bytes: `double`, `fixed64`, `sfixed64`.
    case fixed64 = 1
    /// A varint length, then that many bytes: strings, bytes, messages, packed repeated fields.
    case lengthDelimited = 2
    /// The start of a group (deprecated; never in `gtfs-realtime.proto`, still skipped).
    case startGroup = 3
    /// The end of a group.
    case endGroup = 4
    /// Four little-endian bytes: `float`, `fixed32`, `sfixed32`.
    case fixed32 = 5
}

/// A record's key: field number and wire type, written as one varint `(number << 3) | type`.
public struct FieldKey: Hashable, Sendable {
    /// 1 ... 2^29 − 1; 0 never appears in a valid message.
    public var number: UInt32
    /// How the value that follows is laid out.
    public var wireType: WireType

    /// A key; `number` must be 1 ... ``maximumNumber`` to be valid on the wire.
    public init(number: UInt32, wireType: WireType) {
        self.number = number
        self.wireType = wireType
    }

    /// The varint value of the tag.
    public var tag: UInt64 { UInt64(number) << 3 | UInt64(wireType.rawValue) }

    /// The largest field number protobuf allows.
    public static let maximumNumber: UInt32 = (1 << 29) - 1
}
