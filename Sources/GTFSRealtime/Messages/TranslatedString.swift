extension GTFSRT {
    /// Text in one or more languages; with several, each names its language.
    public struct TranslatedString: ProtobufMessage {
        public static let protoName = "TranslatedString"

        /// One language's text.
        public struct Translation: ProtobufMessage {
            public static let protoName = "TranslatedString.Translation"

            /// Field 1, required.
            public var text: String
            /// Field 2: a BCP-47 tag.
            public var language: String?

            /// A message with these fields; nil leaves a field unset (absent on the wire).
            public init(text: String, language: String? = nil) {
                self.text = text
                self.language = language
            }

            public func encode(to writer: inout ProtobufWriter) {
                writer.string(1, text)
                writer.string(2, language)
            }

            public static func decode(
                from reader: inout ProtobufReader, merging existing: Translation?
            )
                throws(WireError) -> Translation
            {
                var text = existing?.text
                var language = existing?.language
                while let key = try reader.readKey() {
                    switch (key.number, key.wireType) {
                    case (1, .lengthDelimited): text = try reader.readString()
                    case (2, .lengthDelimited): language = try reader.readString()
                    default: try reader.skip(key)
                    }
                }
                guard let text else { throw reader.missing("text", 1) }
                return Translation(text: text, language: language)
            }
        }

        /// Field 1.
        public var translation: [Translation]

        /// A message with these fields; nil leaves a field unset (absent on the wire).
        public init(translation: [Translation]) {
            self.translation = translation
        }

        /// One text without a language tag.
        public init(_ text: String, language: String? = nil) {
            self.init(translation: [Translation(text: text, language: language)])
        }

        public func encode(to writer: inout ProtobufWriter) {
            writer.messages(1, translation)
        }

        public static func decode(
            from reader: inout ProtobufReader, merging existing: TranslatedString?
        )
            throws(WireError) -> TranslatedString
        {
            var value = existing ?? TranslatedString(translation: [])
            while let key = try reader.readKey() {
                switch (key.number, key.wireType) {
                case (1, .lengthDelimited):
                    value.translation.append(try reader.message(field: "translation[\(value.translation.count)]"))
                default: try reader.skip(key)
                }
            }
            return value
        }
    }
}
