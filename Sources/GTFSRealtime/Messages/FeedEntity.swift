extension GTFSRT {
    /// One update: a trip's predictions, a vehicle's position or an alert. The spec asks for
    /// exactly one of the three per entity (not a proto `oneof`, so a reader accepts any).
    public struct FeedEntity: ProtobufMessage {
        public static let protoName = "FeedEntity"

        /// Field 1, required: unique within the feed and stable across feeds.
        public var id: String
        /// Field 2: only meaningful in DIFFERENTIAL feeds.
        public var isDeleted: Bool?
        /// Field 3.
        public var tripUpdate: TripUpdate? {
            get { boxedTripUpdate?.value }
            set { boxedTripUpdate = newValue.map(Box.init) }
        }
        /// Field 4.
        public var vehicle: VehiclePosition? {
            get { boxedVehicle?.value }
            set { boxedVehicle = newValue.map(Box.init) }
        }
        /// Field 5.
        public var alert: Alert? {
            get { boxedAlert?.value }
            set { boxedAlert = newValue.map(Box.init) }
        }

        // The payloads live out of line: a feed holds thousands of entities, and an entity
        // holding them inline is ~500 bytes (48 boxed) that every array append and encode pass copied,
        // string retains included.
        private var boxedTripUpdate: Box<TripUpdate>?
        private var boxedVehicle: Box<VehiclePosition>?
        private var boxedAlert: Box<Alert>?

        /// A message with these fields; nil leaves a field unset (absent on the wire).
        public init(
            id: String, isDeleted: Bool? = nil, tripUpdate: TripUpdate? = nil,
            vehicle: VehiclePosition? = nil, alert: Alert? = nil
        ) {
            self.id = id
            self.isDeleted = isDeleted
            boxedTripUpdate = tripUpdate.map(Box.init)
            boxedVehicle = vehicle.map(Box.init)
            boxedAlert = alert.map(Box.init)
        }

        public func encode(to writer: inout ProtobufWriter) {
            writer.string(1, id)
            writer.bool(2, isDeleted)
            if let box = boxedTripUpdate { writer.message(3) { box.value.encode(to: &$0) } }
            if let box = boxedVehicle { writer.message(4) { box.value.encode(to: &$0) } }
            if let box = boxedAlert { writer.message(5) { box.value.encode(to: &$0) } }
        }

        public static func decode(
            from reader: inout ProtobufReader, merging existing: FeedEntity?
        )
            throws(WireError) -> FeedEntity
        {
            var id = existing?.id
            var value = existing ?? FeedEntity(id: "")
            while let key = try reader.readKey() {
                switch (key.number, key.wireType) {
                case (1, .lengthDelimited): id = try reader.readString()
                case (2, .varint): value.isDeleted = try reader.readBool()
                case (3, .lengthDelimited): value.tripUpdate = try reader.message(merging: value.tripUpdate, field: "trip_update")
                case (4, .lengthDelimited): value.vehicle = try reader.message(merging: value.vehicle, field: "vehicle")
                case (5, .lengthDelimited): value.alert = try reader.message(merging: value.alert, field: "alert")
                default: try reader.skip(key)
                }
            }
            guard let id else { throw reader.missing("id", 1) }
            value.id = id
            return value
        }
    }
}
