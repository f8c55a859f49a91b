import Foundation
import TransitKitCore
import TripPlanner

/// Cheapest-route speed on the OpenFlights-derived data set (3,256 cities, 37,037 directed
/// connections, Benchmarks/Data): build time, then the median time of one cheapest-route query
/// over 200 seeded random city pairs, beside python3 + networkx 3.6.1
/// (`single_source_dijkstra(G, s, t)`) on the very same pairs when it is installed.
/// Issue 7's goal: ≤ 0.3 ms per query (networkx 15 ms and SwiftGraph 4.0 12.7 ms quoted).
enum TripPlannerBench {
    static let cases = [BenchCase(name: "trip planner: OpenFlights cheapest route (200 pairs)") { try await run() }]

    static var dataURL: URL {
        Bench.packageRoot.appendingPathComponent("Benchmarks/Data/connections-openflights.json")
    }

    static func run() async throws -> [BenchRow] {
        let bytes = try Data(contentsOf: dataURL)
        var dataset = try ConnectionDataset(data: bytes)
        let load = try await Bench.median(iterations: 5, warmup: 1) { dataset = try ConnectionDataset(data: bytes) }
        var graph = ConnectionGraph(dataset)
        let build = await Bench.median(iterations: 11, warmup: 1) { graph = ConnectionGraph(dataset) }

        let random = Randomness.seeded(2026)
        let count = graph.cities.count
        let pairs: [(City, City)] = (0..<200).map { _ in
            (
                graph.cities[min(count - 1, Int(random.next() * Double(count)))],
                graph.cities[min(count - 1, Int(random.next() * Double(count)))]
            )
        }

        // Three passes over the pairs; each query's best time is its sample.
        var best = [Duration](repeating: .seconds(1_000), count: pairs.count)
        var totals: [Int64?] = []
        let clock = ContinuousClock()
        for pass in 0..<3 {
            for (index, (from, to)) in pairs.enumerated() {
                var result: PlanResult?
                let elapsed = try clock.measure { result = try graph.cheapestRoute(from: from, to: to) }
                best[index] = min(best[index], elapsed)
                if pass == 0 { totals.append(result?.itinerary?.total.minorUnits) }
            }
        }
        let perQuery = Bench.median(of: best)
        let alternatives = try await Bench.median(iterations: 5, warmup: 1) {
            for (from, to) in pairs.prefix(20) { _ = try graph.alternatives(from: from, to: to, k: 3) }
        }
        let reachable = totals.compactMap { $0 }.count
        let goal = Duration.microseconds(300)

        var rows = [
            BenchRow(
                "load + validate JSON (6.5 MB)", ours: load,
                notes: ["\(dataset.connections.count) connections, \(dataset.report.issues.count) issues"]),
            BenchRow(
                "build ConnectionGraph", ours: build,
                notes: ["\(graph.cities.count) cities, \(graph.edgeCount) edges"]),
            BenchRow(
                "cheapest route, median per query", ours: perQuery, baseline: ("issue goal", goal),
                notes: [
                    "\(reachable) of 200 pairs reachable; goal met: \(perQuery <= goal)",
                    "quoted in issue 7: networkx 3.6.1 15 ms/query (≈ \(ratio(.milliseconds(15), perQuery))× ours), SwiftGraph 4.0 12.7 ms/query (≈ \(ratio(.microseconds(12_700), perQuery))× ours)",
                ]),
            BenchRow("alternatives k=3, 20 pairs", ours: alternatives),
        ]
        // The same bytes through CPython's C parser (untyped, validates nothing): a ratio that
        // holds on a shared machine whose speed drifts between runs.
        if let python = try PythonJSONLoads.interleaved(bytes, rounds: 11, ours: { dataset = try ConnectionDataset(data: bytes) }) {
            rows.insert(
                BenchRow(
                    "load + validate JSON (6.5 MB, rounds alternating with python)", ours: python.ours,
                    baseline: ("python3 json.loads (untyped)", python.python),
                    notes: [python.summary, "issue goal: ≤ 60 ms (576 ms when the issue was written: 9.6× faster)"]),
                at: 1)
        }
        if let python = networkx(pairs: pairs.map { ($0.0.name, $0.1.name) }) {
            let agree =
                python.totals.count == totals.count
                && zip(python.totals, totals).allSatisfy { theirs, ours in theirs == ours }
            rows.append(
                BenchRow(
                    "cheapest route, median per query", ours: perQuery,
                    baseline: ("python3 networkx single_source_dijkstra", python.median),
                    notes: ["same 200 pairs; totals agree with networkx: \(agree); networkx graph build \(python.build.pretty)"]))
        } else {
            rows.append(
                BenchRow(
                    "python3 networkx", ours: perQuery,
                    notes: ["networkx not importable (or timed out); `pip install networkx` to compare"]))
        }
        return rows
    }

    static func ratio(_ a: Duration, _ b: Duration) -> String {
        b > .zero ? String(format: "%.0f", a.seconds / b.seconds) : "∞"
    }

    /// networkx on the same pairs: graph build, median query time, and each pair's total
    /// (nil for no path) in minor units, read from one JSON line. Capped at 50 s.
    static func networkx(pairs: [(String, String)]) -> (median: Duration, build: Duration, totals: [Int64?])? {
        let script = """
            import sys, json, time, statistics
            import networkx as nx
            job = json.load(sys.stdin)
            t = time.perf_counter()
            with open(job["path"]) as f:
                data = json.load(f)["connections"]
            G = nx.DiGraph()
            for c in data:
                w = c["price"]
                if G.has_edge(c["from"], c["to"]):
                    w = min(w, G[c["from"]][c["to"]]["weight"])
                G.add_edge(c["from"], c["to"], weight=w)
            build = time.perf_counter() - t
            samples, totals = [], []
            for s, d in job["pairs"]:
                t = time.perf_counter()
                try:
                    cost, _ = nx.single_source_dijkstra(G, s, d, weight="weight")
                except nx.NetworkXNoPath:
                    cost = None
                samples.append(time.perf_counter() - t)
                totals.append(cost)
            print(json.dumps({"median": statistics.median(samples), "build": build, "totals": totals}))
            """
        let job: [String: Any] = ["path": dataURL.path, "pairs": pairs.map { [$0.0, $0.1] }]
        guard let input = try? JSONSerialization.data(withJSONObject: job),
            let text = Bench.shell("timeout 50 python3 -c '\(script)'", input: input),
            let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
            let median = object["median"] as? Double, let build = object["build"] as? Double,
            let totals = object["totals"] as? [Any]
        else { return nil }
        return (
            .nanoseconds(Int64(median * 1e9)), .nanoseconds(Int64(build * 1e9)),
            // networkx sums major units as floats; compare in minor units (EUR: ×100), rounded,
            // so a fractional data set is not truncated into a false disagreement.
            totals.map { ($0 as? NSNumber).map { Int64(($0.doubleValue * 100).rounded()) } }
        )
    }
}
