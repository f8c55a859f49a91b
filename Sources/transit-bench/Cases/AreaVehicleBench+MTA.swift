import Foundation
import MTAProvider
import TransitKitCore
import TransitKitTesting

/// MTA `vehicles(in:)` over Manhattan (40.70,-74.02 … 40.80,-73.93): ONE whole-city
/// vehicle-monitoring call answered from the recorded snapshot (vehicle-monitoring-4.json,
/// 1.6 MB, 1,388 buses, 249 in the box) after a fixed latency, then decode, map and the core's
/// box filter.
enum MTAAreaVehicleBench {
    static let latency: Duration = .milliseconds(25)
    static let manhattan = CoverageArea.Box(south: 40.70, west: -74.02, north: 40.80, east: -73.93)

    static let cases = [
        BenchCase(name: "MTA vehicles(in:) over Manhattan, one whole-city call (25 ms latency)") { try await run() }
    ]

    static func run() async throws -> [BenchRow] {
        let body = try Fixtures.data("mta", "vehicle-monitoring-4.json")
        let mock = MockTransport()
        mock.on(
            .path("/api/siri/vehicle-monitoring.json"),
            .delayed(
                latency, on: ContinuousClock(),
                .response(HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body))))
        let client = MTABusTimeClient(
            apiKey: "bench-key", userAgent: try UserAgent(app: "transit-bench/0.1"), transport: mock)
        var requests = 0
        var kept = 0
        let ours = try await Bench.median(iterations: 15, warmup: 1) {
            let before = mock.requests.count
            kept = try await client.vehicles(in: manhattan).vehicles.count
            requests = mock.requests.count - before
        }
        let decodeOnly = try await Bench.median(iterations: 15, warmup: 1) {
            _ = try MTAPayloads.vehicles(fromVehicleMonitoring: body)
        }
        return [
            BenchRow(
                "vehicles(in: Manhattan): 1 whole-city call + decode + map + box filter", ours: ours,
                baseline: ("MTAPayloads.vehicles(fromVehicleMonitoring:) of the same bytes, no transport", decodeOnly),
                notes: [
                    "requests per vehicles(in:): \(requests); \(body.count) bytes → 1,388 buses, \(kept) kept in the box",
                    "latency floor: 1 × 25 ms; MTA asks for ≥ 30 s between whole-city calls (liveVehicles(in:every:) clamps)",
                ])
        ]
    }
}
