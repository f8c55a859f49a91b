import Foundation

/// "Search for a bus" and "list the routes" as a rider expects, for any provider's routes.
///
/// Matching ignores case, diacritics, width and extra spaces (``SearchKey``'s rule) and looks at the short name (`M86-SBS`), the
/// long name, and the id, whole and without its agency (`MTA NYCT_M86+`, so "m86+" finds the
/// Select Bus). Exact short-name matches come first, then short names starting with the text,
/// then any other match; ties keep the input order.
///
/// ```swift
/// let hits = RouteSearch.filter(routes, matching: "bx1")   // Bx1, Bx10, Bx11…
/// let list = RouteSearch.riderOrder(routes)                // B1, B2, … B10
/// ```
public enum RouteSearch {
    /// The routes matching `text`, best matches first; all of them for empty text.
    public static func filter(_ routes: [Route], matching text: String) -> [Route] {
        let query = fold(text)
        guard !query.isEmpty else { return routes }
        var ranked: [(rank: Int, index: Int, route: Route)] = []
        for (index, route) in routes.enumerated() {
            let short = fold(route.shortName)
            let local = fold(RouteFilter.split(route.id.rawValue)?.local ?? route.id.rawValue)
            let rank: Int
            if short == query || local == query {
                rank = 0
            } else if short.hasPrefix(query) || local.hasPrefix(query) {
                rank = 1
            } else if short.contains(query) || fold(route.longName ?? "").contains(query) || fold(route.id.rawValue).contains(query) {
                rank = 2
            } else {
                continue
            }
            ranked.append((rank, index, route))
        }
        return ranked.sorted { ($0.rank, $0.index) < ($1.rank, $1.index) }.map(\.route)
    }

    /// The routes as riders look one up: by short name, numbers compared as numbers (B1, B2, …
    /// B10), then by id; a server's own order is its own.
    public static func riderOrder(_ routes: [Route]) -> [Route] {
        routes.sorted { a, b in
            let order = a.shortName.compare(b.shortName, options: [.numeric, .caseInsensitive])
            return order == .orderedSame ? a.id.rawValue < b.id.rawValue : order == .orderedAscending
        }
    }

    /// The text as names are compared when someone types them (``SearchKey``).
    static func fold(_ text: String) -> String { SearchKey(text).text }
}
