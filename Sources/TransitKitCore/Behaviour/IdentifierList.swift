/// The rule for lists of ids a caller passes (stops to predict, routes to watch): every
/// provider reads them the same way (Docs/Behaviour.md, rules 1 and 2).
///
/// - Surrounding whitespace is dropped and empty entries ignored (`" 1836 "` is `1836`).
/// - A duplicate is asked once and answered once; the first occurrence sets the order.
/// - A list with nothing left is `.invalidArgument` naming the parameter, before any request —
///   an empty answer would be indistinguishable from "nothing is coming".
extension Array {
    /// The ids to ask for, or `.invalidArgument` when none is left.
    ///
    /// ```swift
    /// let stops = try ["1836", " 1836", "", "1837"].requiredIDs(field: "stops", provider: "cta",
    ///                                                         operation: "getpredictions")
    /// // ["1836", "1837"]
    /// ```
    public func requiredIDs<Owner>(
        field: String, provider: ProviderID, operation: String
    ) throws(TransitError)
        -> [Identifier<Owner>] where Element == Identifier<Owner>
    {
        let ids = normalizedIDs()
        guard !ids.isEmpty else {
            throw TransitError(
                .invalidArgument, provider: provider, operation: operation,
                detail: "\(field): name at least one id")
        }
        return ids
    }

    /// Trimmed, without empty entries, each once in first-occurrence order; may be empty.
    public func normalizedIDs<Owner>() -> [Identifier<Owner>] where Element == Identifier<Owner> {
        var seen = Set<String>()
        var ids: [Identifier<Owner>] = []
        for id in self {
            let text = id.rawValue.trimmingCharacters(in: .whitespacesAndNewlines)
            if !text.isEmpty, seen.insert(text).inserted { ids.append(Identifier(text)) }
        }
        return ids
    }
}
