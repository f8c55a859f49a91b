/// The rule for matching a route a caller names against a route in an answer, the same in
/// every provider (Docs/Behaviour.md, rules 3 and 8):
///
/// - case does not matter (`bx12` is MTA's `BX12`, tramTRACKER's `16D` is `16d`);
/// - a short id matches its qualified form: `B63` is `MTA NYCT_B63` (OneBusAway ids are
///   `<agency>_<id>`, split at the first `_`); two different agencies' ids never match;
/// - no routes (nil or empty) means no filter.
///
/// Answers keep the provider's ids verbatim; only the comparison is lenient.
///
/// ```swift
/// let filter = RouteFilter(["b63"])
/// filter.matches("MTA NYCT_B63")   // true
/// filter.matches("MTA NYCT_B6")    // false
/// RouteFilter(nil).matches("22")   // true: no filter
/// ```
public struct RouteFilter: Hashable, Sendable {
    /// The routes asked for, normalized; empty means "every route".
    public let routes: [Route.ID]
    private let keys: Set<String>

    /// A filter for `routes`; nil or empty matches every route.
    public init(_ routes: [Route.ID]?) {
        self.routes = (routes ?? []).normalizedIDs()
        self.keys = Set(self.routes.map { Self.key($0.rawValue) })
    }

    /// True when there is nothing to filter by.
    public var isEmpty: Bool { routes.isEmpty }

    /// Whether `route` is one of the routes asked for (always, when there is no filter).
    public func matches(_ route: Route.ID) -> Bool {
        isEmpty || routes.contains { Self.same($0, route) }
    }

    /// The rule itself, for one pair of ids.
    public static func same(_ a: Route.ID, _ b: Route.ID) -> Bool {
        let x = key(a.rawValue)
        let y = key(b.rawValue)
        if x == y { return true }
        switch (split(x), split(y)) {
        case (nil, let qualified?): return qualified.local == x
        case (let qualified?, nil): return qualified.local == y
        default: return false
        }
    }

    /// `("mta nyct", "b63")` for `"mta nyct_b63"`: the agency and local parts of a qualified id.
    public static func split(_ id: String) -> (agency: String, local: String)? {
        guard let underscore = id.firstIndex(of: "_") else { return nil }
        let agency = id[..<underscore]
        let local = id[id.index(after: underscore)...]
        guard !agency.isEmpty, !local.isEmpty else { return nil }
        return (String(agency), String(local))
    }

    private static func key(_ id: String) -> String {
        id.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
