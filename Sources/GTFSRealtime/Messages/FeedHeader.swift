extension GTFSRT {
    /// Metadata of a feed.
    public struct FeedHeader: ProtobufMessage {
        public static let protoName = "FeedHeader"

        /// Whether the feed replaces everything before it or only changes it.
        public enum Incrementality: Int32, ProtoEnum {
            /// Each feed replaces the previous one; an entity that drops out means "no realtime
            /// information for it any more".
            case fullDataset = 0
            /// Officially unspecified; not written by TransitKit.
            case differential = 1

            public var protoName: String {
                switch self {
                case .fullDataset: return "FULL_DATASET"
                case .differential: return "DIFFERENTIAL"
                }
            }
        }

        /// Field 1, required: `"2.0"`.
        public var gtfsRealtimeVersion: String
        /// Field 2. Semantically required in 2.0; written even though `.fullDataset` is the
        /// default, because a reader must be able to tell it was set.
        public var incrementality: Incrementality?
        /// Field 3: when the content was produced, POSIX seconds.
        public var timestamp: UInt64?
        /// Field 4: the static feed's `feed_info.feed_version` this feed matches.
        public var feedVersion: String?

        /// A message with these fields; nil leaves a field unset (absent on the wire).
        public init(
            gtfsRealtimeVersion: String = "2.0", incrementality: Incrementality? = .fullDataset,
            timestamp: UInt64? = nil, feedVersion: String? = nil
        ) {
            self.gtfsRealtimeVersion = gtfsRealtimeVersion
            self.incrementality = incrementality
            self.timestamp = timestamp
            self.feedVersion = feedVersion
        }

        public func encode(to writer: inout ProtobufWriter) {
            writer.string(1, gtfsRealtimeVersion)
            writer.enumeration(2, incrementality?.rawValue)
            writer.uint64(3, timestamp)
            writer.string(4, feedVersion)
        }

        public static func decode(
            from reader: inout ProtobufReader, merging existing: FeedHeader?
        )
            throws(WireError) -> FeedHeader
        {
            var version = existing?.gtfsRealtimeVersion
            var value = existing ?? FeedHeader(incrementality: nil)
            while let key = try reader.readKey() {
                switch (key.number, key.wireType) {
                case (1, .lengthDelimited): version = try reader.readString()
                case (2, .varint): value.incrementality = try reader.enumeration(value.incrementality)
                case (3, .varint): value.timestamp = try reader.readVarint()
                case (4, .lengthDelimited): value.feedVersion = try reader.readString()
                default: try reader.skip(key)
                }
            }
            guard let version else { throw reader.missing("gtfs_realtime_version", 1) }
            value.gtfsRealtimeVersion = version
            return value
        }
    }
}
