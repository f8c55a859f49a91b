extension GTFSRT {
    /// A WGS-84 position. Latitude and longitude are 32-bit floats on the wire: 40.7128 is
    /// stored as 40.712799072…, under a metre from the double.
    public struct Position: ProtobufMessage {
        public static let protoName = "Position"

        /// Field 1, required: degrees north.
        public var latitude: Float
        /// Field 2, required: degrees east.
        public var longitude: Float
        /// Field 3: degrees clockwise from true north.
        public var bearing: Float?
        /// Field 4: metres (the proto's only `double`).
        public var odometer: Double?
        /// Field 5: metres per second.
        public var speed: Float?

        /// A message with these fields; nil leaves a field unset (absent on the wire).
        public init(latitude: Float, longitude: Float, bearing: Float? = nil, odometer: Double? = nil, speed: Float? = nil) {
            self.latitude = latitude
            self.longitude = longitude
            self.bearing = bearing
            self.odometer = odometer
            self.speed = speed
        }

        public func encode(to writer: inout ProtobufWriter) {
            writer.float(1, latitude)
            writer.float(2, longitude)
            writer.float(3, bearing)
            writer.double(4, odometer)
            writer.float(5, speed)
        }

        public static func decode(
            from reader: inout ProtobufReader, merging existing: Position?
        )
            throws(WireError) -> Position
        {
            var latitude = existing?.latitude
            var longitude = existing?.longitude
            var value = existing ?? Position(latitude: 0, longitude: 0)
            while let key = try reader.readKey() {
                switch (key.number, key.wireType) {
                case (1, .fixed32): latitude = try reader.readFloat()
                case (2, .fixed32): longitude = try reader.readFloat()
                case (3, .fixed32): value.bearing = try reader.readFloat()
                case (4, .fixed64): value.odometer = try reader.readDouble()
                case (5, .fixed32): value.speed = try reader.readFloat()
                default: try reader.skip(key)
                }
            }
            guard let latitude else { throw reader.missing("latitude", 1) }
            guard let longitude else { throw reader.missing("longitude", 2) }
            value.latitude = latitude
            value.longitude = longitude
            return value
        }
    }
}
