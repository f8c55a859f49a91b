import Testing
import TransitKitCore

@testable import TripPlanner

@Suite("Alternatives and fewest legs")
struct AlternativesTests {
    // v3 has exactly two loopless routes London → Cape Town.
    @Test func londonCapeTownHasTwoLooplessRoutes() throws {
        let options = try graph("connections-3.json").alternatives(from: "London", to: "Cape Town", k: 3)
        #expect(
            options.map { $0.cities.map(\.name) } == [
                ["London", "Tokyo", "Sydney", "Cape Town"],
                ["London", "New York", "Los Angeles", "Tokyo", "Sydney", "Cape Town"],
            ])
        #expect(options.map(\.total) == [eur(520), eur(970)])
    }

    @Test func firstAlternativeIsTheCheapestRoute() throws {
        let planner = try graph("connections-3.json")
        for from in planner.cities {
            for to in planner.cities {
                let cheapest = try planner.cheapestRoute(from: from, to: to).itinerary
                let first = try planner.alternatives(from: from, to: to, k: 2).first
                #expect(cheapest == first)
            }
        }
    }

    @Test func noRouteGivesNoAlternativesAndSameCityGivesOne() throws {
        let planner = try graph("connections-3.json")
        #expect(try planner.alternatives(from: "Porto", to: "Tokyo", k: 3).isEmpty)
        #expect(try planner.alternatives(from: "Tokyo", to: "Tokyo", k: 3).map(\.cities.count) == [1])
        #expect(transitError { _ = try planner.alternatives(from: "Tokyo", to: "London", k: 0) }?.kind == .invalidArgument)
    }

    // With the updated prices (oracle #19) the cheapest Tokyo → London is 3 legs at 3; the
    // fewest-legs option is the direct flight at 200.
    @Test func fewestLegsPrefersTheDirectFlight() throws {
        let planner = try OracleTests.updatedPricesFromTokyo()
        let fewest = try planner.fewestLegsRoute(from: "Tokyo", to: "London")
        #expect(fewest.names == ["Tokyo", "London"])
        #expect(fewest.total == eur(200))
        #expect(try planner.cheapestRoute(from: "Tokyo", to: "London").total == eur(3))
    }

    // Among routes of equal leg count, fewest legs picks the cheapest.
    @Test func fewestLegsIsCheapestAmongTheShortest() throws {
        let data = try ConnectionDataset(connections: [
            Connection(from: "A", to: "B", price: eur(50)), Connection(from: "B", to: "D", price: eur(50)),
            Connection(from: "A", to: "C", price: eur(10)), Connection(from: "C", to: "D", price: eur(10)),
            Connection(from: "A", to: "E", price: eur(1)), Connection(from: "E", to: "F", price: eur(1)),
            Connection(from: "F", to: "D", price: eur(1)),
        ])
        let planner = ConnectionGraph(data)
        #expect(try planner.fewestLegsRoute(from: "A", to: "D").names == ["A", "C", "D"])
        #expect(try planner.cheapestRoute(from: "A", to: "D").names == ["A", "E", "F", "D"])
        #expect(try planner.fewestLegsRoute(from: "D", to: "A").isNoRoute)
    }
}
