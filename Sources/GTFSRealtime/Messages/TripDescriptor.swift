extension GTFSRT {
    /// Which trip instance an update is about: `tripID` alone, or without it `routeID`,
    /// `directionID`, `startTime` and `startDate` together.
    public struct TripDescriptor: ProtobufMessage {
        public static let protoName = "TripDescriptor"

        /// How the trip relates to the static schedule.
        public enum ScheduleRelationship: Int32, ProtoEnum {
            /// A trip of the static schedule running as planned, or with delays given in the
            /// stop time updates.
            case scheduled = 0
            /// Deprecated by the spec; never written by TransitKit.
            case added = 1
            /// A trip running with no schedule (frequency-based, `exact_times=0`).
            case unscheduled = 2
            /// A scheduled trip that will not run; stop time updates are not needed.
            case canceled = 3
            /// A trip that replaces a scheduled one, with its own stop times (experimental).
            case replacement = 5
            /// A copy of a scheduled trip run at another start time (experimental).
            case duplicated = 6
            /// A scheduled trip removed: riders should not be shown it at all, unlike a
            /// ``canceled`` one (experimental).
            case deleted = 7
            /// A trip the static schedule does not have, described by its stop time updates
            /// (experimental; replaces ``added``).
            case new = 8

            public var protoName: String {
                switch self {
                case .scheduled: return "SCHEDULED"
                case .added: return "ADDED"
                case .unscheduled: return "UNSCHEDULED"
                case .canceled: return "CANCELED"
                case .replacement: return "REPLACEMENT"
                case .duplicated: return "DUPLICATED"
                case .deleted: return "DELETED"
                case .new: return "NEW"
                }
            }
        }

        /// Field 1: `trips.txt` `trip_id`.
        public var tripID: String?
        /// Field 2: "HH:MM:SS" local schedule time (may pass 24:00:00).
        public var startTime: String?
        /// Field 3: "YYYYMMDD", the service day.
        public var startDate: String?
        /// Field 4. Absent reads as `.scheduled`.
        public var scheduleRelationship: ScheduleRelationship?
        /// Field 5: `routes.txt` `route_id`.
        public var routeID: String?
        /// Field 6: `trips.txt` `direction_id` (0 or 1).
        public var directionID: UInt32?

        /// A message with these fields; nil leaves a field unset (absent on the wire).
        public init(
            tripID: String? = nil, startTime: String? = nil, startDate: String? = nil,
            scheduleRelationship: ScheduleRelationship? = nil, routeID: String? = nil, directionID: UInt32? = nil
        ) {
            self.tripID = tripID
            self.startTime = startTime
            self.startDate = startDate
            self.scheduleRelationship = scheduleRelationship
            self.routeID = routeID
            self.directionID = directionID
        }

        public func encode(to writer: inout ProtobufWriter) {
            writer.string(1, tripID)
            writer.string(2, startTime)
            writer.string(3, startDate)
            writer.enumeration(4, scheduleRelationship?.rawValue)
            writer.string(5, routeID)
            writer.uint32(6, directionID)
        }

        public static func decode(
            from reader: inout ProtobufReader, merging existing: TripDescriptor?
        )
            throws(WireError) -> TripDescriptor
        {
            var value = existing ?? TripDescriptor()
            while let key = try reader.readKey() {
                switch (key.number, key.wireType) {
                case (1, .lengthDelimited): value.tripID = try reader.readString()
                case (2, .lengthDelimited): value.startTime = try reader.readString()
                case (3, .lengthDelimited): value.startDate = try reader.readString()
                case (4, .varint): value.scheduleRelationship = try reader.enumeration(value.scheduleRelationship)
                case (5, .lengthDelimited): value.routeID = try reader.readString()
                case (6, .varint): value.directionID = try reader.readUInt32()
                default: try reader.skip(key)
                }
            }
            return value
        }
    }
}
