import TransitKitCore

extension CTABusTrackerClient {
    /// A language Bus Tracker answers in: its `locale` code and its name.
    public struct Language: Hashable, Sendable, Codable {
        /// What ``Configuration/locale`` takes ("en", "es").
        public var code: String
        /// "English", "Spanish" — or "Español" when asked `inOwnLanguage`.
        public var name: String

        /// Creates a language.
        public init(code: String, name: String) {
            self.code = code
            self.name = name
        }
    }

    /// The languages the API answers in (`getlocalelist`). Names are in the configured
    /// ``Configuration/locale``, or each in its own language with `inOwnLanguage`
    /// (`inLocaleLanguage=true`). An unknown locale is not an error to CTA: it answers in
    /// English, so check a locale against this list.
    ///
    /// ```swift
    /// let codes = try await cta.languages().map(\.code)   // ["en", "es", …]
    /// ```
    public func languages(inOwnLanguage: Bool = false) async throws(TransitError) -> [Language] {
        CTAMapper.languages(try await fetch(.getlocalelist, inOwnLanguage ? [("inLocaleLanguage", "true")] : []))
    }
}
