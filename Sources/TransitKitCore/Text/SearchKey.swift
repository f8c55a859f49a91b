import Foundation

/// How names are compared when someone types them: surrounding whitespace removed, inner runs
/// of whitespace folded to one space, case, diacritics and width ignored — `"  union  station"`,
/// `"Union Station"` and `"UNIÓN STATION"` have one key. Display always keeps the source's own
/// spelling; only the comparison is lenient.
///
/// It is the one place this rule lives for stop search (``IndexedStops/matching(_:limit:)``)
/// and for the trip planner's city autocomplete, together with the ranking
/// (``SearchKey/Rank``): the whole name, then names starting with the text, then names with a
/// word starting with it, then names containing it; alphabetical by key within a rank.
///
/// ```swift
/// let key = SearchKey("  Montréal ")       // key.text == "montreal"
/// SearchKey("New York").rank(for: SearchKey("york"))   // .wordPrefix
/// ```
public struct SearchKey: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// How well a name matches a query, best first.
    public enum Rank: Int, Hashable, Sendable, Comparable, CaseIterable {
        /// The whole name.
        case equal
        /// The name starts with the query.
        case prefix
        /// A word of the name starts with the query ("york" in "New York", "lhr" in "London (LHR)").
        case wordPrefix
        /// The query appears inside a word.
        case substring

        public static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
    }

    /// The normalized text: trimmed, inner whitespace folded to one space, case, diacritics and
    /// width folded, in Unicode canonical composition (so equal keys have equal bytes).
    public let text: String

    /// The key of `name`.
    public init(_ name: String) {
        text = Self.normalize(name)
    }

    /// True when the key has nothing to match (the name was empty or only whitespace).
    public var isEmpty: Bool { text.isEmpty }

    public var description: String { text }

    public static func < (a: SearchKey, b: SearchKey) -> Bool { a.text < b.text }

    /// How this key (a name) matches `query`, or nil when it does not. An empty query matches
    /// everything as a prefix, so an empty text lists names alphabetically.
    public func rank(for query: SearchKey) -> Rank? {
        let name = text.utf8, wanted = query.text.utf8
        if wanted.isEmpty { return .prefix }
        if name.elementsEqual(wanted) { return .equal }
        if name.starts(with: wanted) { return .prefix }
        guard var match = name.firstRange(of: wanted) else { return nil }
        while true {
            // A match at the very start was a prefix, handled above; here there is a character before.
            if let before = text[..<match.lowerBound].last, !(before.isLetter || before.isNumber) { return .wordPrefix }
            let next = name.index(after: match.lowerBound)
            guard let later = name[next...].firstRange(of: wanted) else { return .substring }
            match = later
        }
    }

    /// `items` whose name matches `query`, best rank first, then alphabetical by key, then in
    /// input order; at most `limit` (none when `limit` is 0 or less).
    ///
    /// ```swift
    /// SearchKey.ranked(cities, by: \.key, query: SearchKey("to"), limit: 10)   // Tokyo, Cape Town, Porto
    /// ```
    public static func ranked<Item>(_ items: [Item], by key: (Item) -> SearchKey, query: SearchKey,
                                    limit: Int) -> [Item]
    {
        rankedPositions(items.map(key), query: query, limit: limit).map { items[$0] }
    }

    /// Positions in `keys` of the keys matching `query`, in the order of
    /// ``ranked(_:by:query:limit:)``.
    public static func rankedPositions(_ keys: [SearchKey], query: SearchKey, limit: Int) -> [Int] {
        guard limit > 0 else { return [] }
        var matches: [Match] = []
        for (index, key) in keys.enumerated() {
            if let rank = key.rank(for: query) { matches.append((rank, key, index)) }
        }
        return best(matches, limit: limit).map(\.index)
    }

    typealias Match = (rank: Rank, key: SearchKey, index: Int)

    /// The first `limit` of `matches` in rank, key, index order. Sorting every match of a
    /// one-letter query over a whole network's names to show ten is the slow part of
    /// autocomplete, so a small limit keeps a sorted window of `limit` instead.
    static func best(_ matches: [Match], limit: Int) -> [Match] {
        func before(_ a: Match, _ b: Match) -> Bool {
            if a.rank != b.rank { return a.rank < b.rank }
            if a.key != b.key { return a.key < b.key }
            return a.index < b.index
        }
        guard limit < matches.count / 4 else { return Array(matches.sorted(by: before).prefix(limit)) }
        var window: [Match] = []
        window.reserveCapacity(limit + 1)
        for match in matches {
            if window.count == limit, let last = window.last, !before(match, last) { continue }
            var low = 0, high = window.count
            while low < high {
                let middle = (low + high) / 2
                if before(window[middle], match) { low = middle + 1 } else { high = middle }
            }
            window.insert(match, at: low)
            if window.count > limit { window.removeLast() }
        }
        return window
    }

    /// True when `name` has nothing to show: only whitespace, control characters or invisible
    /// format characters (zero-width space, BOM…). Such a name could never be typed, so a query
    /// made of it is treated as empty.
    public static func isBlank(_ name: String) -> Bool {
        name.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isWhitespace || [.control, .format].contains(scalar.properties.generalCategory)
        }
    }

    /// The normalized form of `name` (what ``text`` holds).
    public static func normalize(_ name: String) -> String {
        // Plain ASCII needs only folding of spaces and lower-casing; the Foundation folding is
        // slow and only matters beyond ASCII.
        if name.utf8.allSatisfy({ $0 < 0x80 }) { return collapsingWhitespace(name).lowercased() }
        return collapsingWhitespace(name)
            .folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
            .precomposedStringWithCanonicalMapping
    }

    /// Trimmed, with each inner run of whitespace (any kind, line breaks included) as one space.
    static func collapsingWhitespace(_ name: String) -> String {
        var previousWasSpace = true
        var clean = true
        for byte in name.utf8 {
            let isSpace = byte == 0x20
            if byte < 0x20 || byte >= 0x80 || (isSpace && previousWasSpace) {
                clean = false
                break
            }
            previousWasSpace = isSpace
        }
        if clean && !previousWasSpace { return name }
        return name.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
