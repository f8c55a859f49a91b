import Foundation
import Testing
import TransitKitCore

/// The shared name rule: one key for case, diacritic, width and whitespace variants, and the
/// autocomplete ranking the trip planner uses (its LookupTests cases, replayed on SearchKey).
@Suite struct SearchKeyTests {
    @Test func foldsCaseDiacriticsWidthAndWhitespace() {
        #expect(SearchKey("  Montréal ").text == "montreal")
        #expect(SearchKey("MONTRÉAL") == SearchKey("montreal"))
        #expect(SearchKey("Madison & Aberdeen ") == SearchKey("madison  &\taberdeen")) // CTA's trailing space
        #expect(SearchKey("São\u{00A0}Paulo").text == "sao paulo") // no-break space
        #expect(SearchKey("ＡＢＣ").text == "abc") // full width
        #expect(SearchKey("e\u{301}") == SearchKey("\u{E9}")) // decomposed = precomposed
        #expect(SearchKey(" \t\n ").isEmpty)
        #expect(SearchKey.isBlank("\u{200B}\u{FEFF}"))
        #expect(!SearchKey.isBlank("a\u{200B}"))
    }

    static let cities = [
        "York", "New York", "London", "London (LHR)", "Los Angeles", "São Paulo", "Tokyo",
        "Cape Town", "Porto", "Montréal",
    ]

    static func suggest(_ text: String, limit: Int = 10) -> [String] {
        SearchKey.ranked(cities, by: SearchKey.init, query: SearchKey(text), limit: limit)
    }

    @Test func ranksLikeTheTripPlannersAutocomplete() {
        #expect(Self.suggest("york") == ["York", "New York"])
        #expect(Self.suggest("lo") == ["London", "London (LHR)", "Los Angeles", "São Paulo"])
        #expect(Self.suggest("LHR") == ["London (LHR)"])
        #expect(Self.suggest("to") == ["Tokyo", "Cape Town", "Porto"])
        #expect(Self.suggest("mont") == ["Montréal"])
        #expect(Self.suggest("to", limit: 1) == ["Tokyo"])
        #expect(Self.suggest("zzz").isEmpty)
        #expect(Self.suggest("  ", limit: 3) == ["Cape Town", "London", "London (LHR)"])
        #expect(Self.suggest("to", limit: 0).isEmpty)
    }

    @Test func ranksEachKind() {
        let name = SearchKey("Fullerton & Ashland")
        #expect(name.rank(for: SearchKey("FULLERTON & ASHLAND")) == .equal)
        #expect(name.rank(for: SearchKey("fuller")) == .prefix)
        #expect(name.rank(for: SearchKey("ash")) == .wordPrefix)
        #expect(name.rank(for: SearchKey("land")) == .substring)
        #expect(name.rank(for: SearchKey("Ashland Fullerton")) == nil)
        // The first "la" is inside "Atlas"; a later one starts "Lake", and that is what counts.
        #expect(SearchKey("Atlas & Lake").rank(for: SearchKey("la")) == .wordPrefix)
    }

    /// Word starts beyond ASCII: the character before a match is read whole, however many
    /// bytes it takes.
    @Test func wordStartsInOtherScripts() {
        #expect(SearchKey("Москва-Сити").rank(for: SearchKey("СИТИ")) == .wordPrefix)
        #expect(SearchKey("Москва Сити").rank(for: SearchKey("ква")) == .substring)
        #expect(SearchKey("東京駅").rank(for: SearchKey("京駅")) == .substring)
        #expect(SearchKey("Ōtemachi（大手町）").rank(for: SearchKey("大手")) == .wordPrefix)
        #expect(SearchKey("Ōtemachi").rank(for: SearchKey("otem")) == .prefix)
        #expect(SearchKey("2éme Arrondissement").rank(for: SearchKey("eme")) == .substring) // a digit before
    }

    /// A one-letter query over thousands of names keeps only the best few, in full order —
    /// the windowed selection must agree with sorting everything.
    @Test func aSmallLimitAgreesWithAFullSort() {
        let names = (0..<2_000).map { "Stop \(($0 * 7919) % 2_000) \(["A", "B", "Ä", "a"][$0 % 4])" }
        let table = SearchKey.Table(names.map(SearchKey.init))
        for query in ["s", "1", "a", "stop 1", "ä"] {
            let all = table.ranked(SearchKey(query), limit: table.count)
            #expect(!all.isEmpty)
            for limit in [1, 5, 10, 100] {
                #expect(table.ranked(SearchKey(query), limit: limit) == Array(all.prefix(limit)))
            }
        }
    }
}
