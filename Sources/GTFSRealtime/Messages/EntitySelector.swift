extension GTFSRT {
    /// What an alert concerns: the fields set here are ANDed ("route 1 at stop 5").
    public struct EntitySelector: ProtobufMessage {
        public static let protoName = "EntitySelector"

        /// Field 1.
        public var agencyID: String?
        /// Field 2: a whole route (rather than `trip.routeID`).
        public var routeID: String?
        /// Field 3: a GTFS `route_type`.
        public var routeType: Int32?
        /// Field 4.
        public var trip: TripDescriptor?
        /// Field 5.
        public var stopID: String?
        /// Field 6: needs `routeID`.
        public var directionID: UInt32?

        /// A message with these fields; nil leaves a field unset (absent on the wire).
        public init(
            agencyID: String? = nil, routeID: String? = nil, routeType: Int32? = nil,
            trip: TripDescriptor? = nil, stopID: String? = nil, directionID: UInt32? = nil
        ) {
            self.agencyID = agencyID
            self.routeID = routeID
            self.routeType = routeType
            self.trip = trip
            self.stopID = stopID
            self.directionID = directionID
        }

        public func encode(to writer: inout ProtobufWriter) {
            writer.string(1, agencyID)
            writer.string(2, routeID)
            writer.int32(3, routeType)
            writer.message(4, trip)
            writer.string(5, stopID)
            writer.uint32(6, directionID)
        }

        public static func decode(
            from reader: inout ProtobufReader, merging existing: EntitySelector?
        )
            throws(WireError) -> EntitySelector
        {
            var value = existing ?? EntitySelector()
            while let key = try reader.readKey() {
                switch (key.number, key.wireType) {
                case (1, .lengthDelimited): value.agencyID = try reader.readString()
                case (2, .lengthDelimited): value.routeID = try reader.readString()
                case (3, .varint): value.routeType = try reader.readInt32()
                case (4, .lengthDelimited): value.trip = try reader.message(merging: value.trip, field: "trip")
                case (5, .lengthDelimited): value.stopID = try reader.readString()
                case (6, .varint): value.directionID = try reader.readUInt32()
                default: try reader.skip(key)
                }
            }
            return value
        }
    }
}
