import Testing
import TransitKitCore

@testable import TripPlanner

/// The complete directed cheapest-price tables SOURCES.md gives for v3 and v1 (computed by
/// the fixtures' author, cross-checked here pair by pair; every pair not listed is no route).
@Suite("Full price tables")
struct PriceTableTests {
    static let v3: [String: [String: Int64]] = [
        "Cape Town": ["London": 800, "Los Angeles": 1320, "New York": 1200, "Porto": 850, "Sydney": 1120, "Tokyo": 1020],
        "London": ["Cape Town": 520, "Los Angeles": 520, "New York": 400, "Porto": 50, "Sydney": 320, "Tokyo": 220],
        "Los Angeles": ["Cape Town": 450, "London": 350, "New York": 750, "Porto": 400, "Sydney": 250, "Tokyo": 150],
        "New York": ["Cape Town": 570, "London": 470, "Los Angeles": 120, "Porto": 520, "Sydney": 370, "Tokyo": 270],
        "Porto": [:],
        "Sydney": ["Cape Town": 200, "London": 1000, "Los Angeles": 1520, "New York": 1400, "Porto": 1050, "Tokyo": 1220],
        "Tokyo": ["Cape Town": 300, "London": 200, "Los Angeles": 720, "New York": 600, "Porto": 250, "Sydney": 100],
    ]

    static let v1: [String: [String: Int64]] = [
        "London": ["Cape Town": 700, "Los Angeles": 680, "New York": 500, "Porto": 50, "Sydney": 850, "Tokyo": 600],
        "Los Angeles": ["Cape Town": 700, "Sydney": 400, "Tokyo": 150],
        "New York": ["Cape Town": 880, "Los Angeles": 180, "Sydney": 580, "Tokyo": 330],
        "Sydney": ["Cape Town": 300],
        "Tokyo": ["Cape Town": 550, "Sydney": 250],
        "Cape Town": [:],
        "Porto": [:],
    ]

    /// v3 (connections-3), its bare-array copy (connections-4) and the two-edge-subset-free
    /// v1 files (connections-1 with bogus LA coordinates, connections-5 with them fixed).
    @Test(arguments: [
        ("connections-3.json", "v3"), ("connections-4.json", "v3"),
        ("connections-1.json", "v1"), ("connections-5.json", "v1"),
    ])
    func everyPairMatchesTheTable(file: String, version: String) throws {
        let table = version == "v3" ? Self.v3 : Self.v1
        let planner = try graph(file)
        #expect(planner.cities.count == 7)
        for origin in planner.cities {
            for destination in planner.cities where destination != origin {
                let result = try planner.cheapestRoute(from: origin, to: destination)
                if let price = table[origin.name]?[destination.name] {
                    #expect(result.total == eur(price), "\(file): \(origin.name) → \(destination.name)")
                    let legs = try #require(result.itinerary?.legs)
                    #expect(legs.reduce(Int64(0)) { $0 + $1.price.minorUnits } == price * 100)
                } else {
                    #expect(result.isNoRoute, "\(file): \(origin.name) → \(destination.name) should have no route")
                }
            }
        }
    }

    // v2 (connections-2): same edges as v1, new prices; London → Sydney is now London →
    // Tokyo → Sydney 700 vs London → New York → Los Angeles → Tokyo → Sydney 770.
    @Test func v2PricesChanged() throws {
        let planner = try graph("connections-2.json")
        #expect(try planner.cheapestRoute(from: "London", to: "Sydney").total == eur(700))
        #expect(try planner.cheapestRoute(from: "London", to: "Cape Town").total == eur(800))
        #expect(try planner.cheapestRoute(from: "London", to: "Cape Town").names == ["London", "Cape Town"])
    }

    // connections-7: the two-edge subset London ⇄ Tokyo.
    @Test func twoEdgeSubset() throws {
        let planner = try graph("connections-7.json")
        #expect(planner.cities.map(\.name) == ["London", "Tokyo"])
        #expect(try planner.cheapestRoute(from: "Tokyo", to: "London").total == eur(200))
        #expect(try planner.cheapestRoute(from: "London", to: "Tokyo").total == eur(220))
    }
}
