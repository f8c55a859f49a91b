extension GTFSRT {
    /// The vehicle serving a trip.
    public struct VehicleDescriptor: ProtobufMessage {
        public static let protoName = "VehicleDescriptor"

        /// Whether the vehicle takes wheelchairs; anything but `.noValue` overrides the
        /// static `trips.txt` value.
        public enum WheelchairAccessible: Int32, ProtoEnum {
            /// Nothing said: the static schedule's `wheelchair_accessible` applies (the spec's default).
            case noValue = 0
            /// Not known for this vehicle; overrides the static value.
            case unknown = 1
            /// The vehicle takes wheelchairs.
            case wheelchairAccessible = 2
            /// The vehicle does not take wheelchairs.
            case wheelchairInaccessible = 3

            public var protoName: String {
                switch self {
                case .noValue: return "NO_VALUE"
                case .unknown: return "UNKNOWN"
                case .wheelchairAccessible: return "WHEELCHAIR_ACCESSIBLE"
                case .wheelchairInaccessible: return "WHEELCHAIR_INACCESSIBLE"
                }
            }
        }

        /// Field 1: internal, unique and stable; not shown to riders.
        public var id: String?
        /// Field 2: shown to riders (a fleet number).
        public var label: String?
        /// Field 3.
        public var licensePlate: String?
        /// Field 4.
        public var wheelchairAccessible: WheelchairAccessible?

        /// A message with these fields; nil leaves a field unset (absent on the wire).
        public init(
            id: String? = nil, label: String? = nil, licensePlate: String? = nil,
            wheelchairAccessible: WheelchairAccessible? = nil
        ) {
            self.id = id
            self.label = label
            self.licensePlate = licensePlate
            self.wheelchairAccessible = wheelchairAccessible
        }

        public func encode(to writer: inout ProtobufWriter) {
            writer.string(1, id)
            writer.string(2, label)
            writer.string(3, licensePlate)
            writer.enumeration(4, wheelchairAccessible?.rawValue)
        }

        public static func decode(
            from reader: inout ProtobufReader, merging existing: VehicleDescriptor?
        )
            throws(WireError) -> VehicleDescriptor
        {
            var value = existing ?? VehicleDescriptor()
            while let key = try reader.readKey() {
                switch (key.number, key.wireType) {
                case (1, .lengthDelimited): value.id = try reader.readString()
                case (2, .lengthDelimited): value.label = try reader.readString()
                case (3, .lengthDelimited): value.licensePlate = try reader.readString()
                case (4, .varint): value.wheelchairAccessible = try reader.enumeration(value.wheelchairAccessible)
                default: try reader.skip(key)
                }
            }
            return value
        }
    }
}
