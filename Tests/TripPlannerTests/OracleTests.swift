import Foundation
import Testing
import TransitKitCore

@testable import TripPlanner

/// Every expected answer listed in Fixtures/connections/SOURCES.md ("Test oracles"), on the
/// data set it names. Where a solution's convention differs from ours (same city, no route,
/// unknown city), the test asserts our documented convention and says so.
@Suite("Oracles from other solutions' tests")
struct OracleTests {
    // #1, #13: Tokyo → Sydney on v3.
    @Test func oracle01_tokyoSydney() throws {
        let result = try graph("connections-3.json").cheapestRoute(from: "Tokyo", to: "Sydney")
        #expect(result.total == eur(100))
        #expect(result.names == ["Tokyo", "Sydney"])
    }

    // #2, #10, #16: London → Sydney on v3.
    @Test func oracle02_londonSydney() throws {
        let result = try graph("connections-3.json").cheapestRoute(from: "London", to: "Sydney")
        #expect(result.total == eur(320))
        #expect(result.names == ["London", "Tokyo", "Sydney"])
        #expect(result.itinerary?.legs.map(\.price) == [eur(220), eur(100)])
    }

    // #3: input trimmed and matched ignoring case; canonical names come back.
    @Test(arguments: [("  los angeles", "CAPE TOWN "), ("los angeles", "CAPE TOWN")])
    func oracle03_caseAndWhitespaceInsensitive(from: String, to: String) throws {
        let result = try graph("connections-3.json").cheapestRoute(from: from, to: to)
        #expect(result.total == eur(450))
        #expect(result.names == ["Los Angeles", "Tokyo", "Sydney", "Cape Town"])
    }

    // #4, #23: same city → that one city, price 0.
    @Test func oracle04_sameCityIsOneCityAtZero() throws {
        let result = try graph("connections-3.json").cheapestRoute(from: "Tokyo", to: "Tokyo")
        #expect(result.names == ["Tokyo"])
        #expect(result.total == eur(0))
        #expect(result.itinerary?.legs.isEmpty == true)
    }

    // #5: unknown origin → a typed error naming the input.
    @Test func oracle05_unknownOriginNamesTheInput() throws {
        let planner = try graph("connections-3.json")
        let error = transitError { _ = try planner.cheapestRoute(from: "Guimarães", to: "Porto") }
        #expect(error?.kind == .notFound)
        #expect(error?.detail?.contains("from: unknown city \"Guimarães\"") == true)
    }

    // #6: an empty name on either side is invalid input, checked before unknown names.
    @Test(arguments: [("Guimarães", "", "to"), ("", "Guimarães", "from"), ("   ", "Porto", "from")])
    func oracle06_emptyNameIsInvalidInput(from: String, to: String, role: String) throws {
        let planner = try graph("connections-3.json")
        let error = transitError { _ = try planner.cheapestRoute(from: from, to: to) }
        #expect(error?.kind == .invalidArgument)
        #expect(error?.detail == "\(role): city name is empty")
    }

    // #7: empty from, blank to and price −50 are dropped, leaving no departure city.
    @Test func oracle07_invalidEdgesAreDroppedAndReported() throws {
        let bad = [
            Connection(from: "", to: "Tokyo", price: eur(100)),
            Connection(from: "London", to: "    ", price: eur(100)),
            Connection(from: "London", to: "Tokyo", price: eur(-50)),
        ]
        let dataset = try ConnectionDataset(connections: bad)
        #expect(dataset.connections.isEmpty)
        #expect(dataset.report.excluded.map(\.field) == ["connections[0].from", "connections[1].to", "connections[2].price"])
        #expect(ConnectionGraph(dataset).departureCities.isEmpty)
    }

    // #7, #22: v3 has 7 cities, 6 departure cities and these out-degrees.
    @Test func oracle07_22_v3Degrees() throws {
        let planner = try graph("connections-3.json")
        #expect(planner.cities.count == 7)
        #expect(planner.departureCities.count == 6)
        let degrees = Dictionary(uniqueKeysWithValues: planner.cities.map { ($0.name, planner.connections(from: $0).count) })
        #expect(degrees == ["London": 3, "Tokyo": 2, "Sydney": 1, "Cape Town": 1, "New York": 1, "Los Angeles": 1, "Porto": 0])
    }

    // #8, #9, #11, #12, #14: single prices on v3.
    @Test(arguments: [
        ("London", "Tokyo", 220, ["London", "Tokyo"]),
        ("Tokyo", "London", 200, ["Tokyo", "London"]),
        ("London", "Cape Town", 520, ["London", "Tokyo", "Sydney", "Cape Town"]),
        ("Cape Town", "Porto", 850, ["Cape Town", "London", "Porto"]),
        ("Sydney", "Tokyo", 1220, ["Sydney", "Cape Town", "London", "Tokyo"]),
    ])
    func oracle08_14_v3Prices(from: String, to: String, price: Int64, path: [String]) throws {
        let result = try graph("connections-3.json").cheapestRoute(from: from, to: to)
        #expect(result.total == eur(price))
        #expect(result.names == path)
    }

    // #15, #20: Porto is a sink: a clear "no route", never 0 or infinity.
    @Test(arguments: ["Tokyo", "London"])
    func oracle15_20_portoReachesNothing(to: String) throws {
        let result = try graph("connections-3.json").cheapestRoute(from: "Porto", to: to)
        #expect(result.isNoRoute)
        #expect(result.itinerary == nil)
        #expect(result.description == "no route from Porto to \(to)")
    }

    // #17: Tokyo → London is one leg from Tokyo.
    @Test func oracle17_tokyoLondonOneLeg() throws {
        let result = try graph("connections-3.json").cheapestRoute(from: "Tokyo", to: "London")
        #expect(result.total == eur(200))
        #expect(result.itinerary?.legs.map(\.from.name) == ["Tokyo"])
    }

    // #18: a parallel Tokyo → London edge at 5: the minimum wins; both stay in the data set.
    @Test func oracle18_parallelEdgeTakesMinimum() throws {
        let v3 = try dataset("connections-3.json")
        let extended = try ConnectionDataset(connections: v3.connections + [Connection(from: "Tokyo", to: "London", price: eur(5))])
        #expect(extended.connections.count == 10)
        #expect(extended.report.parallelConnections.map(\.prices) == [[eur(200), eur(5)]])
        let result = try ConnectionGraph(extended).cheapestRoute(from: "Tokyo", to: "London")
        #expect(result.total == eur(5))
        #expect(result.itinerary?.legs.map(\.from.name) == ["Tokyo"])
    }

    /// v3 with Tokyo→Sydney, Sydney→Cape Town and Cape Town→London at 1 each
    /// (s0m3chill's `routesWithUpdatedPriceFromTokyo`).
    static func updatedPricesFromTokyo() throws -> ConnectionGraph {
        let cheap: Set<[String]> = [["Tokyo", "Sydney"], ["Sydney", "Cape Town"], ["Cape Town", "London"]]
        let connections = try dataset("connections-3.json").connections.map { connection in
            var connection = connection
            if cheap.contains([connection.from, connection.to]) { connection.price = eur(1) }
            return connection
        }
        return ConnectionGraph(try ConnectionDataset(connections: connections))
    }

    // #19: the three-leg route at 3 beats the direct 200.
    @Test func oracle19_updatedPricesPreferThreeLegs() throws {
        let result = try Self.updatedPricesFromTokyo().cheapestRoute(from: "Tokyo", to: "London")
        #expect(result.total == eur(3))
        #expect(result.itinerary?.legs.map(\.from.name) == ["Tokyo", "Sydney", "Cape Town"])
    }

    // #21: London → London. s0m3chill expects an empty route; we return [London] at 0 (#4's
    // convention), documented in Docs/TripPlanner.md.
    @Test func oracle21_sameCityConvention() throws {
        let result = try graph("connections-3.json").cheapestRoute(from: "London", to: "London")
        #expect(result.names == ["London"])
        #expect(result.total == eur(0))
    }

    // #22: Tokyo → Porto has 3 steps (Tokyo, London, Porto), 250.
    @Test func oracle22_tokyoPortoThreeSteps() throws {
        let result = try graph("connections-3.json").cheapestRoute(from: "Tokyo", to: "Porto")
        #expect(result.names == ["Tokyo", "London", "Porto"])
        #expect(result.total == eur(250))
    }

    // #23: the first connection's city to itself is a route of one city.
    @Test func oracle23_firstCityToItself() throws {
        let data = try dataset("connections-3.json")
        let first = try #require(data.connections.first)
        let result = try ConnectionGraph(data).cheapestRoute(from: first.from, to: first.from)
        #expect(result.itinerary?.cities.count == 1)
        #expect(result.names == [first.from])
        #expect(result.total == eur(0))
        #expect(result.itinerary?.legs.isEmpty == true)
    }

    // #24: duplicate London → Tokyo (220 and 100): 100 wins, all 3 connections kept while parsing.
    @Test func oracle24_duplicateEdgeFixture() throws {
        let data = try dataset("connections-6.json")
        #expect(data.connections.count == 3)
        #expect(data.report.parallelConnections.first?.kept == eur(100))
        let result = try ConnectionGraph(data).cheapestRoute(from: "London", to: "Tokyo")
        #expect(result.total == eur(100))
    }

    // #25, #26: v1-style data (connections-5), directed.
    @Test func oracle25_26_v1Directed() throws {
        let planner = try graph("connections-5.json")
        let outbound = try planner.cheapestRoute(from: "London", to: "New York")
        #expect(outbound.total == eur(500))
        #expect(outbound.names?.count == 2)
        #expect(try planner.cheapestRoute(from: "New York", to: "London").isNoRoute)
    }

    // #27: connections-5 treated as undirected.
    @Test(arguments: [
        ("London", "New York", 2, 500), ("London", "Sydney", 3, 850), ("New York", "London", 2, 500),
        ("Tokyo", "New York", 3, 330), ("London", "Cape Town", 2, 700),
    ])
    func oracle27_v1Undirected(from: String, to: String, nodes: Int, price: Int64) throws {
        let result = try graph("connections-5.json", directed: false).cheapestRoute(from: from, to: to)
        #expect(result.names?.count == nodes)
        #expect(result.total == eur(price))
    }

    // #28: an unknown destination is an error naming it.
    @Test func oracle28_unknownDestination() throws {
        let planner = try graph("connections-5.json")
        let error = transitError { _ = try planner.cheapestRoute(from: "London", to: "Germany") }
        #expect(error?.kind == .notFound)
        #expect(error?.detail?.hasPrefix("to: unknown city \"Germany\"") == true)
    }

    // #29: synthetic CityA → CityB 100, CityB → CityC 150. FlightFare returns nil for the
    // unknown CityE; we throw .notFound naming it.
    @Test func oracle29_syntheticChain() throws {
        let data = try ConnectionDataset(connections: [
            Connection(from: "CityA", to: "CityB", price: eur(100)),
            Connection(from: "CityB", to: "CityC", price: eur(150)),
        ])
        let planner = ConnectionGraph(data)
        let result = try planner.cheapestRoute(from: "CityA", to: "CityC")
        #expect(result.total == eur(250))
        #expect(result.itinerary?.legs.count == 2)
        #expect(transitError { _ = try planner.cheapestRoute(from: "CityA", to: "CityE") }?.kind == .notFound)
    }
}
