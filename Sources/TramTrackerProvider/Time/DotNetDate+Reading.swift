import TransitKitCore

extension DotNetDate {
    /// A `/Date(ms±hhmm)/` string read straight from the bytes, as `init(from:)` decodes it;
    /// any other value (null included: the field is required where this is called) throws.
    static func read(_ reader: inout JSONReader) throws(TransitError) -> DotNetDate {
        let text = try reader.readString()
        guard let date = parse(text) else { throw reader.error("\"\(text)\" is not a .NET date (expected /Date(ms[±hhmm])/)") }
        return date
    }

    /// A date, or nil for null: `decodeIfPresent(DotNetDate.self, …)`.
    static func readIfPresent(_ reader: inout JSONReader) throws(TransitError) -> DotNetDate? {
        try reader.readNull() ? nil : try read(&reader)
    }
}
