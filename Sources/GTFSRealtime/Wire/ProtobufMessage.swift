import Foundation
import TransitKitCore

/// A message of `gtfs-realtime.proto` as a Swift value: it writes itself in ascending field
/// order and reads itself with protobuf's rules — fields in any order, unknown fields
/// skipped, a repeated singular scalar's last value winning, a repeated singular sub-message
/// merged into the earlier one, a closed enum's unknown value leaving the field unset.
public protocol ProtobufMessage: Hashable, Sendable {
    /// The message's name in the proto file, the first word of decoding errors' paths.
    static var protoName: String { get }

    /// Writes the fields that are set, in ascending field number.
    func encode(to writer: inout ProtobufWriter)

    /// Reads one encoded message to its end. Fields it carries are merged into `existing`
    /// (the value an earlier record of the same field left), as protobuf merges duplicates.
    /// Missing `required` fields are an error.
    static func decode(from reader: inout ProtobufReader, merging existing: Self?) throws(WireError) -> Self

    /// The message in the protobuf JSON mapping (see ``ProtoJSONValue``).
    var protoJSON: ProtoJSONValue { get }
}

extension ProtobufMessage {
    /// The message in the protobuf wire format.
    public func serializedBytes() -> [UInt8] {
        var writer = ProtobufWriter()
        encode(to: &writer)
        return writer.bytes
    }

    /// ``serializedBytes()`` as `Data`.
    public func serializedData() -> Data { Data(serializedBytes()) }

    /// Decodes `bytes`; malformed input throws `TransitError(.decoding)` whose detail names
    /// the field path and byte ("FeedMessage.entity[3].vehicle.position: truncated varint at byte 117").
    public init(serializedBytes bytes: [UInt8]) throws(TransitError) {
        var reader = ProtobufReader(bytes)
        do {
            self = try Self.decode(from: &reader, merging: nil)
        } catch {
            throw error.transitError(root: Self.protoName)
        }
    }

    /// The ProtoJSON text of the message, as Google's bindings print it: lowerCamelCase keys,
    /// enums as names, 64-bit integers as strings (`"timestamp": "1570549080"`), set fields
    /// only. `indent` nil puts it on one line.
    public func jsonString(indent: Int? = 2) -> String { protoJSON.text(indent: indent) }

    /// ``init(serializedBytes:)`` from `Data`.
    public init(serializedData data: Data) throws(TransitError) {
        try self.init(serializedBytes: [UInt8](data))
    }
}

extension ProtobufReader {
    /// Decodes the next length-delimited record as `M`, merged into `existing`; an error inside
    /// is reported as being in `field` (evaluated only on failure).
    mutating func message<M: ProtobufMessage>(
        _: M.Type = M.self, merging existing: M? = nil,
        field: @autoclosure () -> String
    ) throws(WireError) -> M {
        do {
            var nested = try readMessage()
            return try M.decode(from: &nested, merging: existing)
        } catch {
            throw error.within(field())
        }
    }

    /// The next varint as a closed enum: a number the enum does not know leaves `current` as
    /// it was (proto2 keeps such values among the unknown fields, and the field reads unset).
    mutating func enumeration<E: RawRepresentable>(_ current: E?) throws(WireError) -> E? where E.RawValue == Int32 {
        E(rawValue: try readInt32()) ?? current
    }

    /// An error for a `required` field that never came.
    func missing(_ field: String, _ number: Int) -> WireError {
        WireError("missing required field \(field) (\(number))", at: end)
    }
}
