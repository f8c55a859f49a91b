extension GTFSRT.TripUpdate {
    /// The realtime update for one stop of the trip.
    public struct StopTimeUpdate: ProtobufMessage {
        public static let protoName = "TripUpdate.StopTimeUpdate"

        /// How this stop relates to the schedule.
        public enum ScheduleRelationship: Int32, ProtoEnum {
            /// The vehicle serves the stop; arrival and/or departure say when.
            case scheduled = 0
            /// The stop is not served; later stops still are.
            case skipped = 1
            /// No realtime data for this stop: neither arrival nor departure is given, and the
            /// schedule applies.
            case noData = 2
            /// The vehicle serves the stop on a trip with no schedule (a frequency-based trip
            /// running without one): times are absolute, never delays.
            case unscheduled = 3

            public var protoName: String {
                switch self {
                case .scheduled: return "SCHEDULED"
                case .skipped: return "SKIPPED"
                case .noData: return "NO_DATA"
                case .unscheduled: return "UNSCHEDULED"
                }
            }
        }

        /// Field 1: `stop_times.txt` `stop_sequence`.
        public var stopSequence: UInt32?
        /// Field 2.
        public var arrival: StopTimeEvent?
        /// Field 3.
        public var departure: StopTimeEvent?
        /// Field 4: `stops.txt` `stop_id`.
        public var stopID: String?
        /// Field 5. Absent reads as `.scheduled`.
        public var scheduleRelationship: ScheduleRelationship?
        /// Field 6 (experimental): changes to the stop's `stop_times.txt` properties.
        public var stopTimeProperties: StopTimeProperties?
        /// Field 7 (experimental): the predicted occupancy just after leaving this stop; the
        /// spec requires `stopSequence` with it.
        public var departureOccupancyStatus: GTFSRT.VehiclePosition.OccupancyStatus?

        /// A message with these fields; nil leaves a field unset (absent on the wire).
        public init(
            stopSequence: UInt32? = nil, arrival: StopTimeEvent? = nil, departure: StopTimeEvent? = nil,
            stopID: String? = nil, scheduleRelationship: ScheduleRelationship? = nil,
            stopTimeProperties: StopTimeProperties? = nil,
            departureOccupancyStatus: GTFSRT.VehiclePosition.OccupancyStatus? = nil
        ) {
            self.stopSequence = stopSequence
            self.arrival = arrival
            self.departure = departure
            self.stopID = stopID
            self.scheduleRelationship = scheduleRelationship
            self.stopTimeProperties = stopTimeProperties
            self.departureOccupancyStatus = departureOccupancyStatus
        }

        public func encode(to writer: inout ProtobufWriter) {
            writer.uint32(1, stopSequence)
            writer.message(2, arrival)
            writer.message(3, departure)
            writer.string(4, stopID)
            writer.enumeration(5, scheduleRelationship?.rawValue)
            writer.message(6, stopTimeProperties)
            writer.enumeration(7, departureOccupancyStatus?.rawValue)
        }

        public static func decode(
            from reader: inout ProtobufReader, merging existing: StopTimeUpdate?
        )
            throws(WireError) -> StopTimeUpdate
        {
            var value = existing ?? StopTimeUpdate()
            while let key = try reader.readKey() {
                switch (key.number, key.wireType) {
                case (1, .varint): value.stopSequence = try reader.readUInt32()
                case (2, .lengthDelimited): value.arrival = try reader.message(merging: value.arrival, field: "arrival")
                case (3, .lengthDelimited): value.departure = try reader.message(merging: value.departure, field: "departure")
                case (4, .lengthDelimited): value.stopID = try reader.readString()
                case (5, .varint): value.scheduleRelationship = try reader.enumeration(value.scheduleRelationship)
                case (6, .lengthDelimited):
                    value.stopTimeProperties = try reader.message(merging: value.stopTimeProperties, field: "stop_time_properties")
                case (7, .varint): value.departureOccupancyStatus = try reader.enumeration(value.departureOccupancyStatus)
                default: try reader.skip(key)
                }
            }
            return value
        }
    }
}
