/// The messages of `gtfs-realtime.proto` (GTFS-Realtime 2.0, package `transit_realtime`)
/// that TransitKit writes and reads, as Swift value types.
///
/// Field names follow Swift conventions (`trip_id` is `tripID`); every optional proto2 field
/// is a Swift `Optional`, so "absent" and "zero" stay apart; `required` fields are
/// non-optional. ``FeedMessage`` is the entry point:
///
/// ```swift
/// let feed = try GTFSRT.FeedMessage(serializedBytes: bytes)   // TransitError(.decoding) if malformed
/// for entity in feed.entity { if let vehicle = entity.vehicle { … } }
/// let bytes = feed.serializedBytes()
/// let json = feed.jsonString()                                 // as Google's bindings print it
/// ```
public enum GTFSRT {}

/// A closed proto2 enum: its numbers on the wire, its names in JSON.
public protocol ProtoEnum: RawRepresentable, Hashable, Sendable, CaseIterable where RawValue == Int32 {
    /// The value's name in the proto file (`FULL_DATASET`), as ProtoJSON prints it.
    var protoName: String { get }
}
