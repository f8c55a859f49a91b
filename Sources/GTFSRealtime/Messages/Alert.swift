extension GTFSRT {
    /// A service alert: what happens, when, and to which routes, stops or trips.
    public struct Alert: ProtobufMessage {
        public static let protoName = "Alert"

        /// Field 1: when to show it; none means "while it is in the feed".
        public var activePeriod: [TimeRange]
        /// Field 5: at least one; selectors are ORed, the fields inside one are ANDed.
        public var informedEntity: [EntitySelector]
        /// Field 6. Absent reads as `.unknownCause`.
        public var cause: Cause?
        /// Field 7. Absent reads as `.unknownEffect`.
        public var effect: Effect?
        /// Field 8.
        public var url: TranslatedString?
        /// Field 10: plain-text headline.
        public var headerText: TranslatedString?
        /// Field 11: plain-text body; should not repeat the headline.
        public var descriptionText: TranslatedString?
        /// Field 12.
        public var ttsHeaderText: TranslatedString?
        /// Field 13.
        public var ttsDescriptionText: TranslatedString?
        /// Field 14. Absent reads as `.unknownSeverity`.
        public var severityLevel: SeverityLevel?
        /// Field 16 (experimental).
        public var imageAlternativeText: TranslatedString?
        /// Field 17 (experimental); needs `cause`.
        public var causeDetail: TranslatedString?
        /// Field 18 (experimental); needs `effect`.
        public var effectDetail: TranslatedString?

        /// A message with these fields; nil leaves a field unset (absent on the wire).
        public init(
            activePeriod: [TimeRange] = [], informedEntity: [EntitySelector] = [], cause: Cause? = nil,
            effect: Effect? = nil, url: TranslatedString? = nil, headerText: TranslatedString? = nil,
            descriptionText: TranslatedString? = nil, ttsHeaderText: TranslatedString? = nil,
            ttsDescriptionText: TranslatedString? = nil, severityLevel: SeverityLevel? = nil,
            imageAlternativeText: TranslatedString? = nil, causeDetail: TranslatedString? = nil,
            effectDetail: TranslatedString? = nil
        ) {
            self.activePeriod = activePeriod
            self.informedEntity = informedEntity
            self.cause = cause
            self.effect = effect
            self.url = url
            self.headerText = headerText
            self.descriptionText = descriptionText
            self.ttsHeaderText = ttsHeaderText
            self.ttsDescriptionText = ttsDescriptionText
            self.severityLevel = severityLevel
            self.imageAlternativeText = imageAlternativeText
            self.causeDetail = causeDetail
            self.effectDetail = effectDetail
        }

        public func encode(to writer: inout ProtobufWriter) {
            writer.messages(1, activePeriod)
            writer.messages(5, informedEntity)
            writer.enumeration(6, cause?.rawValue)
            writer.enumeration(7, effect?.rawValue)
            writer.message(8, url)
            writer.message(10, headerText)
            writer.message(11, descriptionText)
            writer.message(12, ttsHeaderText)
            writer.message(13, ttsDescriptionText)
            writer.enumeration(14, severityLevel?.rawValue)
            writer.message(16, imageAlternativeText)
            writer.message(17, causeDetail)
            writer.message(18, effectDetail)
        }

        public static func decode(from reader: inout ProtobufReader, merging existing: Alert?) throws(WireError) -> Alert {
            var value = existing ?? Alert()
            while let key = try reader.readKey() {
                switch (key.number, key.wireType) {
                case (1, .lengthDelimited):
                    value.activePeriod.append(try reader.message(field: "active_period[\(value.activePeriod.count)]"))
                case (5, .lengthDelimited):
                    value.informedEntity.append(try reader.message(field: "informed_entity[\(value.informedEntity.count)]"))
                case (6, .varint): value.cause = try reader.enumeration(value.cause)
                case (7, .varint): value.effect = try reader.enumeration(value.effect)
                case (8, .lengthDelimited): value.url = try reader.message(merging: value.url, field: "url")
                case (10, .lengthDelimited): value.headerText = try reader.message(merging: value.headerText, field: "header_text")
                case (11, .lengthDelimited):
                    value.descriptionText = try reader.message(merging: value.descriptionText, field: "description_text")
                case (12, .lengthDelimited):
                    value.ttsHeaderText = try reader.message(merging: value.ttsHeaderText, field: "tts_header_text")
                case (13, .lengthDelimited):
                    value.ttsDescriptionText = try reader.message(merging: value.ttsDescriptionText, field: "tts_description_text")
                case (14, .varint): value.severityLevel = try reader.enumeration(value.severityLevel)
                case (16, .lengthDelimited):
                    value.imageAlternativeText = try reader.message(
                        merging: value.imageAlternativeText,
                        field: "image_alternative_text")
                case (17, .lengthDelimited): value.causeDetail = try reader.message(merging: value.causeDetail, field: "cause_detail")
                case (18, .lengthDelimited):
                    value.effectDetail = try reader.message(merging: value.effectDetail, field: "effect_detail")
                default: try reader.skip(key)
                }
            }
            return value
        }
    }
}
