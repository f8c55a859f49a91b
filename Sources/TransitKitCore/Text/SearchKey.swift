import Foundation

/// How names are compared when someone types them: surrounding whitespace removed, inner runs
/// of whitespace folded to one space, case, diacritics and width ignored — `"  union  station"`,
/// `"Union Station"` and `"UNIÓN STATION"` have one key. Display always keeps the source's own
/// spelling; only the comparison is lenient.
///
/// It is the one place this rule lives for stop search (``IndexedStops/matching(_:)``)
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

        /// Better ranks sort first: `equal` < `prefix` < `wordPrefix` < `substring`.
        public static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
    }

    /// The normalized text: trimmed, inner whitespace folded to one space, case, diacritics and
    /// width folded, in Unicode canonical composition (so equal keys have equal bytes).
    public let text: String
    /// `text` as UTF-8: matching and ordering run on bytes (UTF-8 byte order is code point
    /// order, which is how Swift orders normalized strings).
    private let bytes: [UInt8]

    /// The key of `name`.
    public init(_ name: String) {
        text = Self.normalize(name)
        bytes = Array(text.utf8)
    }

    /// True when the key has nothing to match (the name was empty or only whitespace).
    public var isEmpty: Bool { bytes.isEmpty }

    /// The normalised text, as compared.
    public var description: String { text }

    /// Equal when the normalised texts are equal: "Union Station" == "  UNIÓN  station".
    public static func == (a: SearchKey, b: SearchKey) -> Bool { a.bytes == b.bytes }
    /// Hashes the normalised text, consistently with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(bytes) }

    /// Orders by the normalised text's UTF-8 bytes: locale-independent, so lists sort the same everywhere.
    public static func < (a: SearchKey, b: SearchKey) -> Bool {
        a.bytes.withUnsafeBufferPointer { x in
            b.bytes.withUnsafeBufferPointer { y in
                let common = Swift.min(x.count, y.count)
                var index = 0
                while index < common {
                    if x[index] != y[index] { return x[index] < y[index] }
                    index += 1
                }
                return x.count < y.count
            }
        }
    }

    /// How this key (a name) matches `query`, or nil when it does not. An empty query matches
    /// everything as a prefix, so an empty text lists names alphabetically. A word starts
    /// after any character that is not a letter or a digit ("lhr" in "london (lhr)").
    public func rank(for query: SearchKey) -> Rank? {
        bytes.withUnsafeBufferPointer { name in
            query.bytes.withUnsafeBufferPointer { wanted in Self.rank(name, wanted) }
        }
    }

    /// The rule on UTF-8 bytes of a key and a query.
    static func rank(_ name: UnsafeBufferPointer<UInt8>, _ wanted: UnsafeBufferPointer<UInt8>) -> Rank? {
        let n = name.count
        let m = wanted.count
        if m == 0 { return .prefix }
        if m > n { return nil }
        if matches(name, at: 0, wanted) { return n == m ? .equal : .prefix }
        var found: Rank?
        var start = 1
        let first = wanted[0]
        while start <= n - m {
            if name[start] == first, matches(name, at: start, wanted) {
                if startsWord(name, at: start) { return .wordPrefix }
                found = .substring
            }
            start += 1
        }
        return found
    }

    private static func matches(_ name: UnsafeBufferPointer<UInt8>, at start: Int, _ wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < wanted.count {
            if name[start + index] != wanted[index] { return false }
            index += 1
        }
        return true
    }

    private static let letters: Set<Unicode.GeneralCategory> = [
        .uppercaseLetter, .lowercaseLetter, .titlecaseLetter,
        .modifierLetter, .otherLetter,
    ]

    /// Whether the character before `start` is neither a letter nor a digit.
    private static func startsWord(_ name: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        let before = name[start - 1]
        if before < 0x80 {
            let isDigit = (0x30...0x39).contains(before)
            let isLetter = (0x61...0x7A).contains(before) || (0x41...0x5A).contains(before)
            return !(isDigit || isLetter)
        }
        // The scalar that ends just before `start`: back over continuation bytes to its lead byte.
        var lead = start - 1
        while lead > 0, name[lead] & 0xC0 == 0x80 { lead -= 1 }
        var decoder = UTF8()
        var iterator = UnsafeBufferPointer(rebasing: name[lead..<start]).makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return true }
        let properties = scalar.properties
        return !(properties.numericType != nil || letters.contains(properties.generalCategory))
    }

    /// `items` whose name matches `query`, best rank first, then alphabetical by key, then in
    /// input order; at most `limit` (none when `limit` is 0 or less).
    ///
    /// ```swift
    /// SearchKey.ranked(cities, by: \.key, query: SearchKey("to"), limit: 10)   // Tokyo, Cape Town, Porto
    /// ```
    public static func ranked<Item>(
        _ items: [Item], by key: (Item) -> SearchKey, query: SearchKey,
        limit: Int
    ) -> [Item] {
        Table(items.map(key)).ranked(query, limit: limit).map { items[$0] }
    }

    /// Many keys packed for searching again and again (a network's stop names, a data set's
    /// cities): one byte buffer, and each key's alphabetical place computed once, so a search
    /// compares bytes and integers only.
    ///
    /// ```swift
    /// let table = SearchKey.Table(cities.map { SearchKey($0.name) })
    /// let best = table.ranked(SearchKey(typed), limit: 10).map { cities[$0] }
    /// ```
    public struct Table: Sendable {
        private let bytes: [UInt8]
        /// Key i is `bytes[ends[i - 1] ..< ends[i]]` (from 0 for the first).
        private let ends: [Int]
        /// Key i's place in (key, position) order.
        private let alphabetical: [Int]

        /// Builds a table over `keys`; lookups return positions in this array.
        public init(_ keys: [SearchKey]) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(keys.reduce(0) { $0 + $1.bytes.count })
            var ends: [Int] = []
            ends.reserveCapacity(keys.count)
            for key in keys {
                bytes += key.bytes
                ends.append(bytes.count)
            }
            self.bytes = bytes
            self.ends = ends
            var alphabetical = Array(keys.indices)
            if zip(keys, keys.dropFirst()).contains(where: { $1 < $0 }) {
                let order = keys.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
                for (place, position) in order.enumerated() { alphabetical[position] = place }
            }
            self.alphabetical = alphabetical
        }

        /// How many keys the table holds.
        public var count: Int { ends.count }

        /// Positions of the keys matching `query`: best rank first, then alphabetical, then by
        /// position; at most `limit`.
        public func ranked(_ query: SearchKey, limit: Int) -> [Int] {
            guard limit > 0 else { return [] }
            var matches: [Match] = []
            bytes.withUnsafeBufferPointer { all in
                query.bytes.withUnsafeBufferPointer { wanted in
                    var start = 0
                    for (position, end) in ends.enumerated() {
                        let name = UnsafeBufferPointer(rebasing: all[start..<end])
                        start = end
                        if let rank = SearchKey.rank(name, wanted) { matches.append(Match(rank, alphabetical[position], position)) }
                    }
                }
            }
            return Match.best(matches, limit: limit).map(\.position)
        }
    }

    /// A match as the ordering needs it: integers only.
    struct Match {
        let rank: Int
        let place: Int
        let position: Int

        init(_ rank: Rank, _ place: Int, _ position: Int) {
            self.rank = rank.rawValue
            self.place = place
            self.position = position
        }

        func comesBefore(_ other: Match) -> Bool {
            if rank != other.rank { return rank < other.rank }
            if place != other.place { return place < other.place }
            return position < other.position
        }

        /// The first `limit` of `matches` in order. Sorting every match of a one-letter query
        /// over a whole network's names to show ten is wasted work, so a small limit keeps a
        /// sorted window of `limit` instead.
        static func best(_ matches: [Match], limit: Int) -> [Match] {
            guard limit < matches.count / 4 else { return Array(matches.sorted { $0.comesBefore($1) }.prefix(limit)) }
            var window: [Match] = []
            window.reserveCapacity(limit + 1)
            for match in matches {
                if window.count == limit, let last = window.last, !match.comesBefore(last) { continue }
                var low = 0
                var high = window.count
                while low < high {
                    let middle = (low + high) / 2
                    if window[middle].comesBefore(match) { low = middle + 1 } else { high = middle }
                }
                window.insert(match, at: low)
                if window.count > limit { window.removeLast() }
            }
            return window
        }
    }

    /// True when `name` has nothing to show: only whitespace, control characters or invisible
    /// format characters (zero-width space, BOM…). Such a name could never be typed, so a query
    /// made of it is treated as empty.
    public static func isBlank(_ name: String) -> Bool {
        // A visible ASCII character settles it without looking up Unicode properties.
        if name.utf8.contains(where: { $0 > 0x20 && $0 < 0x7F }) { return false }
        return name.unicodeScalars.allSatisfy { scalar in
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

    /// Trimmed, with each inner run of whitespace (any kind, line breaks included) as one space:
    /// `"  Los   Angeles\n"` → `"Los Angeles"`. Plain ASCII that needs no change is returned as is.
    public static func collapsingWhitespace(_ name: String) -> String {
        // Printable ASCII with no space at either end or beside another has nothing to
        // collapse. Checked over the contiguous bytes (native and small strings): iterating
        // `utf8` byte by byte was most of this check's cost, run for every name of a data set.
        // Any other string takes the full pass, which gives the same answer.
        let isCollapsed = name.utf8.withContiguousStorageIfAvailable { bytes in
            var previousWasSpace = true
            for byte in bytes {
                let isSpace = byte == 0x20
                if byte < 0x20 || byte >= 0x80 || (isSpace && previousWasSpace) { return false }
                previousWasSpace = isSpace
            }
            return !previousWasSpace
        }
        if isCollapsed == true { return name }
        return name.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
