extension GTFSRT.TripUpdate.StopTimeUpdate {
    /// Realtime changes to the stop's `stop_times.txt` properties (experimental in the spec):
    /// a platform assignment, a headsign, and whether riders may board or alight.
    public struct StopTimeProperties: ProtobufMessage {
        public static let protoName = "TripUpdate.StopTimeUpdate.StopTimeProperties"

        /// GTFS `pickup_type` / `drop_off_type`. Where an optional is expected, spell
        /// ``none`` out (`DropOffPickupType.none`): a bare `.none` is `Optional.none`, i.e. unset.
        public enum DropOffPickupType: Int32, ProtoEnum {
            /// Board or alight as scheduled.
            case regular = 0
            /// Not possible at this stop on this trip.
            case none = 1
            /// Phone the agency to arrange it.
            case phoneAgency = 2
            /// Arrange it with the driver.
            case coordinateWithDriver = 3

            public var protoName: String {
                switch self {
                case .regular: return "REGULAR"
                case .none: return "NONE"
                case .phoneAgency: return "PHONE_AGENCY"
                case .coordinateWithDriver: return "COORDINATE_WITH_DRIVER"
                }
            }
        }

        /// Field 1 (experimental): a `stops.txt` `stop_id` replacing the scheduled one (a
        /// platform change); the update then needs `stop_sequence`.
        public var assignedStopID: String?
        /// Field 2 (experimental).
        public var stopHeadsign: String?
        /// Field 3 (experimental).
        public var pickupType: DropOffPickupType?
        /// Field 4 (experimental).
        public var dropOffType: DropOffPickupType?

        /// A message with these fields; nil leaves a field unset (absent on the wire).
        public init(
            assignedStopID: String? = nil, stopHeadsign: String? = nil, pickupType: DropOffPickupType? = nil,
            dropOffType: DropOffPickupType? = nil
        ) {
            self.assignedStopID = assignedStopID
            self.stopHeadsign = stopHeadsign
            self.pickupType = pickupType
            self.dropOffType = dropOffType
        }

        public func encode(to writer: inout ProtobufWriter) {
            writer.string(1, assignedStopID)
            writer.string(2, stopHeadsign)
            writer.enumeration(3, pickupType?.rawValue)
            writer.enumeration(4, dropOffType?.rawValue)
        }

        public static func decode(
            from reader: inout ProtobufReader, merging existing: StopTimeProperties?
        )
            throws(WireError) -> StopTimeProperties
        {
            var value = existing ?? StopTimeProperties()
            while let key = try reader.readKey() {
                switch (key.number, key.wireType) {
                case (1, .lengthDelimited): value.assignedStopID = try reader.readString()
                case (2, .lengthDelimited): value.stopHeadsign = try reader.readString()
                case (3, .varint): value.pickupType = try reader.enumeration(value.pickupType)
                case (4, .varint): value.dropOffType = try reader.enumeration(value.dropOffType)
                default: try reader.skip(key)
                }
            }
            return value
        }
    }
}
