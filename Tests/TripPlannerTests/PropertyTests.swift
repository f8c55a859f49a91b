import Testing
import TransitKitCore

@testable import TripPlanner

/// Seeded random graphs checked against slow, obviously-correct references: Bellman-Ford for
/// prices and exhaustive enumeration of simple paths for alternatives and fewest legs.
@Suite("Properties on random graphs")
struct PropertyTests {
    struct Edge { var from: Int, to: Int, price: Int64 }

    /// 2–7 cities, random directed edges (parallel ones and price 0 included).
    static func randomGraph(seed: UInt64) throws -> (graph: ConnectionGraph, count: Int, edges: [Edge]) {
        var rng = SeededGenerator(seed: seed)
        let count = Int.random(in: 2...7, using: &rng)
        var edges: [Edge] = []
        for _ in 0..<Int.random(in: 0...(count * 3), using: &rng) {
            edges.append(
                Edge(
                    from: Int.random(in: 0..<count, using: &rng), to: Int.random(in: 0..<count, using: &rng),
                    price: Int64.random(in: 0...20, using: &rng)))
        }
        // Every city appears, so lookups never fail: a zero-price self loop is harmless.
        let connections =
            (0..<count).map { Connection(from: "C\($0)", to: "C\($0)", price: eur(0)) }
            + edges.map { Connection(from: "C\($0.from)", to: "C\($0.to)", price: eur($0.price)) }
        return (ConnectionGraph(try ConnectionDataset(connections: connections)), count, edges)
    }

    static func bellmanFord(count: Int, edges: [Edge], from source: Int) -> [Int64?] {
        var distance = [Int64?](repeating: nil, count: count)
        distance[source] = 0
        for _ in 0..<count {
            for edge in edges {
                if let d = distance[edge.from], distance[edge.to].map({ d + edge.price < $0 }) ?? true {
                    distance[edge.to] = d + edge.price
                }
            }
        }
        return distance
    }

    /// Every simple path from `source` to `target` as (price, cities), cheapest edge per pair.
    static func simplePaths(count: Int, edges: [Edge], from source: Int, to target: Int) -> [(Int64, [Int])] {
        var cheapest: [Int: [Int: Int64]] = [:]
        for edge in edges where edge.from != edge.to {
            cheapest[edge.from, default: [:]][edge.to] = min(cheapest[edge.from]?[edge.to] ?? .max, edge.price)
        }
        var found: [(Int64, [Int])] = []
        func walk(_ path: [Int], _ price: Int64) {
            guard let last = path.last else { return }
            if last == target {
                found.append((price, path))
                return
            }
            for (next, cost) in cheapest[last] ?? [:] where !path.contains(next) { walk(path + [next], price + cost) }
        }
        walk([source], 0)
        return found
    }

    static func index(_ city: City) -> Int { Int(city.name.dropFirst()) ?? -1 }

    @Test(arguments: 0..<150)
    func dijkstraMatchesBellmanFord(seed: Int) throws {
        let (planner, count, edges) = try Self.randomGraph(seed: UInt64(seed))
        for source in 0..<count {
            let expected = Self.bellmanFord(count: count, edges: edges, from: source)
            for target in 0..<count {
                let result = try planner.cheapestRoute(from: "C\(source)", to: "C\(target)")
                if let price = expected[target] {
                    let trip = try #require(result.itinerary, "seed \(seed): C\(source) → C\(target)")
                    #expect(trip.total == eur(price), "seed \(seed): C\(source) → C\(target)")
                    #expect(trip.legs.reduce(0) { $0 + $1.price.minorUnits } == trip.total.minorUnits)
                    #expect(zip(trip.legs, trip.legs.dropFirst()).allSatisfy { $0.to == $1.from })
                    #expect(trip.cities.first?.name == "C\(source)" && trip.cities.last?.name == "C\(target)")
                } else {
                    #expect(result.isNoRoute, "seed \(seed): C\(source) → C\(target)")
                }
            }
        }
    }

    @Test(arguments: 0..<150)
    func alternativesAreTheKCheapestLooplessDistinctRoutes(seed: Int) throws {
        let (planner, count, edges) = try Self.randomGraph(seed: UInt64(seed) &+ 10_000)
        let k = 4
        for source in 0..<count {
            for target in 0..<count where target != source {
                let options = try planner.alternatives(from: "C\(source)", to: "C\(target)", k: k)
                let all = Self.simplePaths(count: count, edges: edges, from: source, to: target)
                let context = "seed \(seed): C\(source) → C\(target)"
                #expect(options.count == min(k, all.count), "\(context)")
                let prices = options.map(\.total.minorUnits)
                #expect(prices == all.map { $0.0 * 100 }.sorted().prefix(options.count).map { $0 }, "\(context)")
                #expect(zip(prices, prices.dropFirst()).allSatisfy { $0 <= $1 }, "\(context)")
                let paths = options.map { $0.cities.map(Self.index) }
                #expect(Set(paths).count == paths.count, "\(context): distinct")
                #expect(paths.allSatisfy { Set($0).count == $0.count }, "\(context): loopless")
                #expect(paths.allSatisfy { path in all.contains { $0.1 == path } }, "\(context): real paths")
            }
        }
    }

    @Test(arguments: 0..<100)
    func fewestLegsMatchesExhaustiveSearch(seed: Int) throws {
        let (planner, count, edges) = try Self.randomGraph(seed: UInt64(seed) &+ 20_000)
        for source in 0..<count {
            for target in 0..<count where target != source {
                let all = Self.simplePaths(count: count, edges: edges, from: source, to: target)
                let result = try planner.fewestLegsRoute(from: "C\(source)", to: "C\(target)")
                guard let legs = all.map({ $0.1.count }).min() else {
                    #expect(result.isNoRoute)
                    continue
                }
                let best = all.filter { $0.1.count == legs }.map(\.0).min()
                #expect(result.itinerary?.cities.count == legs, "seed \(seed)")
                #expect(result.total?.minorUnits == best.map { $0 * 100 }, "seed \(seed)")
            }
        }
    }

    @Test func graphIsSharedAcrossTasks() async throws {
        let planner = try graph("connections-3.json")
        let totals = await withTaskGroup(of: Int64?.self) { group in
            for _ in 0..<16 {
                group.addTask { try? planner.cheapestRoute(from: "Sydney", to: "Tokyo").total?.minorUnits }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(totals == Array(repeating: 122_000, count: 16))
    }
}

/// The bidirectional search behind `cheapestRoute` against the one-sided Dijkstra on larger
/// seeded graphs, where the stopping rule matters more than on 7 cities.
@Suite("Bidirectional search")
struct BidirectionalTests {
    @Test(arguments: 0..<12)
    func bidirectionalMatchesOneSidedDijkstra(seed: Int) throws {
        var rng = SeededGenerator(seed: UInt64(seed) &+ 30_000)
        let count = 300
        let connections = (0..<1_800).map { _ in
            Connection(
                from: "N\(Int.random(in: 0..<count, using: &rng))", to: "N\(Int.random(in: 0..<count, using: &rng))",
                price: eur(Int64.random(in: 0...500, using: &rng)))
        }
        let planner = ConnectionGraph(try ConnectionDataset(connections: connections))
        let n = Int32(planner.cities.count)
        for _ in 0..<60 {
            let source = Int32.random(in: 0..<n, using: &rng)
            let target = Int32.random(in: 0..<n, using: &rng)
            let oneSided = planner.shortestPath(PriceWeight.self, from: source, to: target)
            let both = planner.cheapestPath(from: source, to: target)
            #expect(both?.weight == oneSided?.weight, "seed \(seed): \(source) → \(target)")
            if let both {
                #expect(both.nodes.first == source && both.nodes.last == target)
                #expect(planner.itinerary(both.nodes).total.minorUnits == both.weight.price)
                #expect(Set(both.nodes).count == both.nodes.count)
            }
        }
    }
}
