import TransitKitCore

/// Why bytes are not a valid message, where (the byte offset from the start of the input) and
/// in which field (the path from the top message: `entity[3].vehicle.position`).
///
/// Decoding entry points turn it into `TransitError(.decoding)` whose detail reads
/// `FeedMessage.entity[3].vehicle.position: truncated varint at byte 117`.
public struct WireError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong: "truncated varint", "length 40 runs past the end (12 bytes left)".
    public var reason: String
    /// Offset of the offending byte from the start of the whole input.
    public var byteOffset: Int
    /// Field names from the outermost message inwards; repeated fields carry their index.
    public var path: [String]

    /// `reason` at `byteOffset`, inside the fields of `path` (outermost first).
    public init(_ reason: String, at byteOffset: Int, path: [String] = []) {
        self.reason = reason
        self.byteOffset = byteOffset
        self.path = path
    }

    /// The same error, one level further out: `field` is the field of the enclosing message
    /// that held the failing sub-message.
    public func within(_ field: String) -> WireError {
        WireError(reason, at: byteOffset, path: [field] + path)
    }

    /// `entity[3].vehicle.position: truncated varint at byte 117`.
    public var description: String { described(root: nil) }

    /// The description with the top message's name in front of the path.
    public func described(root: String?) -> String {
        let place = ([root].compactMap { $0 } + path).joined(separator: ".")
        return (place.isEmpty ? "" : place + ": ") + "\(reason) at byte \(byteOffset)"
    }

    /// The typed error the public API throws.
    public func transitError(root: String) -> TransitError {
        TransitError(.decoding, operation: "gtfs-realtime decode", detail: described(root: root), underlying: self)
    }
}
