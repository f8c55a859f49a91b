import TransitKitCore

extension ConnectionGraph {
    /// The city called `name`, ignoring case, diacritics and surrounding whitespace.
    ///
    /// Throws `.invalidArgument` for an empty or blank name and `.notFound` for a name the
    /// data set does not have; both name the input (and `role`, e.g. "from"). A name not found
    /// suggests the cities it starts, else the nearest spelling ("Londn": did you mean London?).
    public func city(named name: String, role: String = "city") throws(TransitError) -> City {
        let key = CityName.key(name)
        guard !key.isEmpty, !CityName.isBlank(key) else {
            throw TransitError(
                .invalidArgument, provider: TripPlanner.providerID, operation: "plan",
                detail: "\(role): city name is empty")
        }
        guard let index = indexByKey[key] else {
            var hints = suggestions(for: name, limit: 3).map(\.name)
            if hints.isEmpty, let near = Spelling.closest(to: name, in: cities.map(\.name)) { hints = [near] }
            let hint = hints.isEmpty ? "" : " (did you mean \(hints.joined(separator: ", "))?)"
            throw TransitError(
                .notFound, provider: TripPlanner.providerID, operation: "plan",
                detail: "\(role): unknown city \"\(name)\"\(hint)")
        }
        return cities[Int(index)]
    }

    /// Cities matching what a user has typed so far, best first: the whole name, then names
    /// starting with the text, then names with a word starting with it ("york" → "New York",
    /// "lhr" → "London (LHR)"), then names containing it; alphabetical within each rank.
    /// Matching ignores case, diacritics and surrounding whitespace. Empty text lists cities
    /// alphabetically.
    public func suggestions(for text: String, limit: Int = 10) -> [City] {
        guard limit > 0 else { return [] }
        let query = CityName.key(text)
        var ranked: [(rank: Int, index: Int)] = []
        for (index, key) in keys.enumerated() {
            if let rank = Self.rank(key, query) { ranked.append((rank, index)) }
        }
        ranked.sort { a, b in
            if a.rank != b.rank { return a.rank < b.rank }
            if keys[a.index] != keys[b.index] { return keys[a.index] < keys[b.index] }
            return a.index < b.index
        }
        return ranked.prefix(limit).map { cities[$0.index] }
    }

    /// 0 equal, 1 prefix, 2 word prefix, 3 substring, nil no match.
    static func rank(_ key: String, _ query: String) -> Int? {
        if query.isEmpty { return 1 }
        if key == query { return 0 }
        if key.hasPrefix(query) { return 1 }
        guard let first = key.range(of: query) else { return nil }
        var range: Range<String.Index>? = first
        while let match = range {
            guard match.lowerBound > key.startIndex else { return 1 }
            let before = key[key.index(before: match.lowerBound)]
            if !(before.isLetter || before.isNumber) { return 2 }
            range = key.range(of: query, range: key.index(after: match.lowerBound)..<key.endIndex)
        }
        return 3
    }
}
