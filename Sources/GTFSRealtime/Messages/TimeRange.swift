extension GTFSRT {
    /// An interval, active when `start ≤ t < end`; a missing bound is open (−∞ or +∞), but at
    /// least one must be set.
    public struct TimeRange: ProtobufMessage {
        public static let protoName = "TimeRange"

        /// Field 1: POSIX seconds.
        public var start: UInt64?
        /// Field 2: POSIX seconds.
        public var end: UInt64?

        /// A message with these fields; nil leaves a field unset (absent on the wire).
        public init(start: UInt64? = nil, end: UInt64? = nil) {
            self.start = start
            self.end = end
        }

        public func encode(to writer: inout ProtobufWriter) {
            writer.uint64(1, start)
            writer.uint64(2, end)
        }

        public static func decode(
            from reader: inout ProtobufReader, merging existing: TimeRange?
        )
            throws(WireError) -> TimeRange
        {
            var value = existing ?? TimeRange()
            while let key = try reader.readKey() {
                switch (key.number, key.wireType) {
                case (1, .varint): value.start = try reader.readVarint()
                case (2, .varint): value.end = try reader.readVarint()
                default: try reader.skip(key)
                }
            }
            return value
        }
    }
}
