import CTAProvider
import Foundation
import TransitKitCore
import TransitKitTesting

/// CTA `vehicles(in:)` over the Loop (41.872,-87.640 … 41.889,-87.620), every call answered
/// after a fixed latency from recordings: the recorded getroutes (124 routes), each listed
/// with route 20's recorded stops (getstops-1.json, 11 of them in the Loop) — the worst case,
/// every route crossing the box — and getvehicles-1.json for every batch.
enum CTAAreaVehicleBench {
    static let latency: Duration = .milliseconds(25)
    static let loop = CoverageArea.Box(south: 41.872, west: -87.640, north: 41.889, east: -87.620)

    static let cases = [
        BenchCase(name: "CTA vehicles(in:) over the Loop, 124 routes crossing (25 ms latency per call)") { try await cta() }
    ]

    static func cta() async throws -> [BenchRow] {
        let agent = try UserAgent(app: "transit-bench/0.1")
        func delayed(_ name: String) throws -> MockTransport.Reply {
            .delayed(
                latency, on: ContinuousClock(),
                .response(HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: try Fixtures.data("cta", name))))
        }
        let mock = MockTransport()
        mock.on(.path(suffix: "/getroutes"), try delayed("getroutes-1.json"))
        mock.on(.path(suffix: "/getdirections"), try delayed("getdirections-1.json"))
        mock.on(.path(suffix: "/getstops"), try delayed("getstops-1.json"))
        mock.on(.path(suffix: "/getvehicles"), try delayed("getvehicles-1.json"))
        func client() -> CTABusTrackerClient { CTABusTrackerClient(apiKey: "bench-key", userAgent: agent, transport: mock) }

        var coldRequests = 0
        let cold = try await Bench.median(iterations: 3, warmup: 0) {
            let before = mock.requests.count
            _ = try await client().vehicles(in: loop)
            coldRequests = mock.requests.count - before
        }
        let warmClient = client()
        _ = try await warmClient.vehicles(in: loop)
        var warmRequests = 0
        var kept = 0
        let warm = try await Bench.median(iterations: 15, warmup: 1) {
            let before = mock.requests.count
            kept = try await warmClient.vehicles(in: loop).vehicles.count
            warmRequests = mock.requests.count - before
        }
        let answered = try await warmClient.vehicles(around: loop).vehicles.count
        let routes = try await warmClient.routes().map(\.id)
        var serialRequests = 0
        let serial = try await Bench.median(iterations: 3, warmup: 0) {
            let before = mock.requests.count
            for route in routes { _ = try await warmClient.vehicles(on: [route]) }
            serialRequests = mock.requests.count - before
        }
        return [
            BenchRow(
                "warm index: getvehicles for the routes crossing the box, 10 a call, 4 in flight", ours: warm,
                baseline: ("one getvehicles per route, in series", serial),
                notes: [
                    "requests per vehicles(in:): \(warmRequests) vs \(serialRequests) one per route",
                    "buses answered \(answered), kept in the box \(kept) (the recorded buses run on route 74, north of the Loop)",
                    "latency floor: ⌈\(warmRequests) ÷ 4⌉ × 25 ms per call",
                ]),
            BenchRow(
                "cold: stop index (1 + 124 + 248 calls) then getvehicles", ours: cold,
                notes: ["requests: \(coldRequests)"]),
        ]
    }
}
