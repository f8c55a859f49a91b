import Testing
import TransitKitCore

@testable import TripPlanner

@Suite("City lookup and autocomplete")
struct LookupTests {
    static func planner() throws -> ConnectionGraph {
        let v3 = try dataset("connections-3.json").connections
        let extra = [
            Connection(from: "Montréal", to: "New York", price: eur(90)),
            Connection(from: "São Paulo", to: "Porto", price: eur(400)),
            Connection(from: "London (LHR)", to: "York", price: eur(20)),
        ]
        return ConnectionGraph(try ConnectionDataset(connections: v3 + extra))
    }

    @Test(arguments: [
        ("  los angeles", "Los Angeles"), ("CAPE TOWN ", "Cape Town"), ("montreal", "Montréal"),
        ("MONTRÉAL", "Montréal"), ("sao   paulo", "São Paulo"), ("\tnew york\n", "New York"),
    ])
    func lookupIgnoresCaseWhitespaceAndDiacritics(input: String, canonical: String) throws {
        #expect(try Self.planner().city(named: input).name == canonical)
    }

    @Test func unknownCitySuggestsCloseNames() throws {
        let error = transitError { _ = try Self.planner().city(named: "Lon", role: "from") }
        #expect(error?.kind == .notFound)
        #expect(error?.detail == "from: unknown city \"Lon\" (did you mean London, London (LHR)?)")
        // No city starts "Tokoy": the nearest spelling answers instead.
        let typo = transitError { _ = try Self.planner().city(named: "Tokoy", role: "to") }
        #expect(typo?.detail == "to: unknown city \"Tokoy\" (did you mean Tokyo?)")
    }

    @Test func autocompleteRanksPrefixThenWordPrefixThenSubstring() throws {
        let planner = try Self.planner()
        // "york": whole name, then word prefix (New York); "London (LHR)" has no "york".
        #expect(planner.suggestions(for: "york").map(\.name) == ["York", "New York"])
        // "lo": prefixes (London, London (LHR), Los Angeles), then the substring in São Paulo.
        #expect(planner.suggestions(for: "lo").map(\.name) == ["London", "London (LHR)", "Los Angeles", "São Paulo"])
        // "lhr": only a word prefix after "(".
        #expect(planner.suggestions(for: "LHR").map(\.name) == ["London (LHR)"])
        // "to": prefix Tokyo, word prefix Cape Town, then substrings Porto.
        #expect(planner.suggestions(for: "to").map(\.name) == ["Tokyo", "Cape Town", "Porto"])
        #expect(planner.suggestions(for: "mont").map(\.name) == ["Montréal"])
        #expect(planner.suggestions(for: "to", limit: 1).map(\.name) == ["Tokyo"])
        #expect(planner.suggestions(for: "zzz").isEmpty)
    }

    /// A dataset where the ranks and the tie order change the answer: "Birmingham" holds "ham"
    /// inside a word (substring) and sorts before "East Ham", where it starts a word (word
    /// prefix), so ranking a word prefix as a plain substring would put Birmingham first; and
    /// the data lists Hamilton before Hamburg, so ties in the data's order would put Hamilton
    /// first. Ties are alphabetical.
    @Test func aWordPrefixOutranksASubstringThatSortsFirstAndTiesAreAlphabetical() throws {
        let graph = ConnectionGraph(
            try ConnectionDataset(connections: [
                Connection(from: "Hamilton", to: "Birmingham", price: eur(30)),
                Connection(from: "East Ham", to: "Hamburg", price: eur(40)),
                Connection(from: "Ham", to: "Hamilton", price: eur(10)),
            ]))
        let order = graph.cities.map(\.name)
        #expect(try #require(order.firstIndex(of: "Hamilton")) < (try #require(order.firstIndex(of: "Hamburg"))))
        #expect(graph.suggestions(for: "ham").map(\.name) == ["Ham", "Hamburg", "Hamilton", "East Ham", "Birmingham"])
        #expect(ConnectionGraph.rank("east ham", "ham") == 2)
        #expect(ConnectionGraph.rank("birmingham", "ham") == 3)
    }

    @Test func emptyTextListsCitiesAlphabetically() throws {
        let names = try Self.planner().suggestions(for: "  ", limit: 3).map(\.name)
        #expect(names == ["Cape Town", "London", "London (LHR)"])
    }

    @Test func citiesFromAnotherGraphAreRejected() throws {
        let v3 = try graph("connections-3.json")
        let other = try graph("invalid-entries.json")
        let montreal = try other.city(named: "Montreal")
        let london = try v3.city(named: "London")
        let error = transitError { _ = try v3.cheapestRoute(from: london, to: montreal) }
        #expect(error?.kind == .invalidArgument)
    }
}
