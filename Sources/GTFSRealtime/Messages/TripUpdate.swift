extension GTFSRT {
    /// Realtime progress of one trip instance: predictions per stop, or its cancellation.
    public struct TripUpdate: ProtobufMessage {
        public static let protoName = "TripUpdate"

        /// Field 1, required.
        public var trip: TripDescriptor
        /// Field 2: in trip order.
        public var stopTimeUpdate: [StopTimeUpdate]
        /// Field 3.
        public var vehicle: VehicleDescriptor?
        /// Field 4: when the vehicle's progress was last measured, POSIX seconds.
        public var timestamp: UInt64?
        /// Field 5 (experimental): the observed deviation, seconds, late positive.
        public var delay: Int32?

        /// A message with these fields; nil leaves a field unset (absent on the wire).
        public init(
            trip: TripDescriptor, stopTimeUpdate: [StopTimeUpdate] = [], vehicle: VehicleDescriptor? = nil,
            timestamp: UInt64? = nil, delay: Int32? = nil
        ) {
            self.trip = trip
            self.stopTimeUpdate = stopTimeUpdate
            self.vehicle = vehicle
            self.timestamp = timestamp
            self.delay = delay
        }

        public func encode(to writer: inout ProtobufWriter) {
            writer.message(1, trip)
            writer.messages(2, stopTimeUpdate)
            writer.message(3, vehicle)
            writer.uint64(4, timestamp)
            writer.int32(5, delay)
        }

        public static func decode(
            from reader: inout ProtobufReader, merging existing: TripUpdate?
        )
            throws(WireError) -> TripUpdate
        {
            var trip = existing?.trip
            var value = existing ?? TripUpdate(trip: TripDescriptor())
            while let key = try reader.readKey() {
                switch (key.number, key.wireType) {
                case (1, .lengthDelimited): trip = try reader.message(merging: trip, field: "trip")
                case (2, .lengthDelimited):
                    value.stopTimeUpdate.append(try reader.message(field: "stop_time_update[\(value.stopTimeUpdate.count)]"))
                case (3, .lengthDelimited): value.vehicle = try reader.message(merging: value.vehicle, field: "vehicle")
                case (4, .varint): value.timestamp = try reader.readVarint()
                case (5, .varint): value.delay = try reader.readInt32()
                default: try reader.skip(key)
                }
            }
            guard let trip else { throw reader.missing("trip", 1) }
            value.trip = trip
            return value
        }
    }
}
