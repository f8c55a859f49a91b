extension GTFSRT {
    /// One feed: a header and the entities it carries (an empty list means "no realtime
    /// information").
    public struct FeedMessage: ProtobufMessage {
        public static let protoName = "FeedMessage"

        /// Field 1, required.
        public var header: FeedHeader
        /// Field 2.
        public var entity: [FeedEntity]

        /// A message with these fields; nil leaves a field unset (absent on the wire).
        public init(header: FeedHeader, entity: [FeedEntity] = []) {
            self.header = header
            self.entity = entity
        }

        public func encode(to writer: inout ProtobufWriter) {
            writer.message(1, header)
            writer.messages(2, entity)
        }

        public static func decode(
            from reader: inout ProtobufReader, merging existing: FeedMessage?
        )
            throws(WireError) -> FeedMessage
        {
            var header = existing?.header
            var entity = existing?.entity ?? []
            while let key = try reader.readKey() {
                switch (key.number, key.wireType) {
                case (1, .lengthDelimited): header = try reader.message(merging: header, field: "header")
                case (2, .lengthDelimited): entity.append(try reader.message(field: "entity[\(entity.count)]"))
                default: try reader.skip(key)
                }
            }
            guard let header else { throw reader.missing("header", 1) }
            return FeedMessage(header: header, entity: entity)
        }
    }
}
