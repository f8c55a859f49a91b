extension GTFSRT.TripUpdate {
    /// When a vehicle arrives at or leaves one stop: an absolute `time`, or a `delay` against
    /// the static schedule.
    public struct StopTimeEvent: ProtobufMessage {
        public static let protoName = "TripUpdate.StopTimeEvent"

        /// Field 1: seconds against the schedule, late positive.
        public var delay: Int32?
        /// Field 2: the instant, POSIX seconds.
        public var time: Int64?
        /// Field 3: seconds; absent means unknown, 0 means certain.
        public var uncertainty: Int32?
        /// Field 4 (experimental): the scheduled instant, for NEW, REPLACEMENT and DUPLICATED trips.
        public var scheduledTime: Int64?

        /// A message with these fields; nil leaves a field unset (absent on the wire).
        public init(delay: Int32? = nil, time: Int64? = nil, uncertainty: Int32? = nil, scheduledTime: Int64? = nil) {
            self.delay = delay
            self.time = time
            self.uncertainty = uncertainty
            self.scheduledTime = scheduledTime
        }

        public func encode(to writer: inout ProtobufWriter) {
            writer.int32(1, delay)
            writer.int64(2, time)
            writer.int32(3, uncertainty)
            writer.int64(4, scheduledTime)
        }

        public static func decode(
            from reader: inout ProtobufReader, merging existing: StopTimeEvent?
        )
            throws(WireError) -> StopTimeEvent
        {
            var value = existing ?? StopTimeEvent()
            while let key = try reader.readKey() {
                switch (key.number, key.wireType) {
                case (1, .varint): value.delay = try reader.readInt32()
                case (2, .varint): value.time = try reader.readInt64()
                case (3, .varint): value.uncertainty = try reader.readInt32()
                case (4, .varint): value.scheduledTime = try reader.readInt64()
                default: try reader.skip(key)
                }
            }
            return value
        }
    }
}
