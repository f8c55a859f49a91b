extension GTFSRT {
    /// Where a vehicle is and how it is doing.
    public struct VehiclePosition: ProtobufMessage {
        public static let protoName = "VehiclePosition"

        /// Field 1: may be partial, or absent when the trip is unknown.
        public var trip: TripDescriptor?
        /// Field 2.
        public var position: Position?
        /// Field 3.
        public var currentStopSequence: UInt32?
        /// Field 4. Absent reads as `.inTransitTo`.
        public var currentStatus: VehicleStopStatus?
        /// Field 5: when the position was measured (not the feed's time), POSIX seconds.
        public var timestamp: UInt64?
        /// Field 6.
        public var congestionLevel: CongestionLevel?
        /// Field 7: the stop `currentStatus` refers to.
        public var stopID: String?
        /// Field 8.
        public var vehicle: VehicleDescriptor?
        /// Field 9 (experimental). Absent reads as `.empty`: test presence, not the value.
        public var occupancyStatus: OccupancyStatus?
        /// Field 10 (experimental): 100 is the design capacity, standing included.
        public var occupancyPercentage: UInt32?

        /// A message with these fields; nil leaves a field unset (absent on the wire).
        public init(
            trip: TripDescriptor? = nil, position: Position? = nil, currentStopSequence: UInt32? = nil,
            currentStatus: VehicleStopStatus? = nil, timestamp: UInt64? = nil,
            congestionLevel: CongestionLevel? = nil, stopID: String? = nil, vehicle: VehicleDescriptor? = nil,
            occupancyStatus: OccupancyStatus? = nil, occupancyPercentage: UInt32? = nil
        ) {
            self.trip = trip
            self.position = position
            self.currentStopSequence = currentStopSequence
            self.currentStatus = currentStatus
            self.timestamp = timestamp
            self.congestionLevel = congestionLevel
            self.stopID = stopID
            self.vehicle = vehicle
            self.occupancyStatus = occupancyStatus
            self.occupancyPercentage = occupancyPercentage
        }

        public func encode(to writer: inout ProtobufWriter) {
            writer.message(1, trip)
            writer.message(2, position)
            writer.uint32(3, currentStopSequence)
            writer.enumeration(4, currentStatus?.rawValue)
            writer.uint64(5, timestamp)
            writer.enumeration(6, congestionLevel?.rawValue)
            writer.string(7, stopID)
            writer.message(8, vehicle)
            writer.enumeration(9, occupancyStatus?.rawValue)
            writer.uint32(10, occupancyPercentage)
        }

        public static func decode(
            from reader: inout ProtobufReader, merging existing: VehiclePosition?
        )
            throws(WireError) -> VehiclePosition
        {
            var value = existing ?? VehiclePosition()
            while let key = try reader.readKey() {
                switch (key.number, key.wireType) {
                case (1, .lengthDelimited): value.trip = try reader.message(merging: value.trip, field: "trip")
                case (2, .lengthDelimited): value.position = try reader.message(merging: value.position, field: "position")
                case (3, .varint): value.currentStopSequence = try reader.readUInt32()
                case (4, .varint): value.currentStatus = try reader.enumeration(value.currentStatus)
                case (5, .varint): value.timestamp = try reader.readVarint()
                case (6, .varint): value.congestionLevel = try reader.enumeration(value.congestionLevel)
                case (7, .lengthDelimited): value.stopID = try reader.readString()
                case (8, .lengthDelimited): value.vehicle = try reader.message(merging: value.vehicle, field: "vehicle")
                case (9, .varint): value.occupancyStatus = try reader.enumeration(value.occupancyStatus)
                case (10, .varint): value.occupancyPercentage = try reader.readUInt32()
                default: try reader.skip(key)
                }
            }
            return value
        }
    }
}
