import CTAProvider
import Foundation
import TransitKitCore
import TransitKitTesting

/// CTA predictions for 100 stops over a MockTransport that answers every call after a fixed
/// latency: TransitKit's batching (10 stops per call, 4 calls in flight) vs the naive client
/// that asks one stop per call, in series. Both decode and merge the same recorded payload.
enum CTABench {
    static let latency: Duration = .milliseconds(25)
    static let stops = (1...100).map { Stop.ID(String(6500 + $0)) }

    static let cases = [BenchCase(name: "CTA predictions for 100 stops (25 ms latency per call)") { try await run() }]

    static func run() async throws -> [BenchRow] {
        let body = try Fixtures.data("cta", "getpredictions-4.json")
        let agent = try UserAgent(app: "transit-bench/0.1")
        func client(_ mock: MockTransport) -> CTABusTrackerClient {
            let reply = MockTransport.Reply.delayed(latency, on: ContinuousClock(),
                                                    .response(HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body)))
            mock.on(.path(suffix: "/getpredictions"), reply)
            return CTABusTrackerClient(apiKey: "bench-key", userAgent: agent, transport: mock)
        }

        let batchedMock = MockTransport()
        let batched = client(batchedMock)
        var rows = 0
        let ours = try await Bench.median(iterations: 15, warmup: 1) {
            rows = try await batched.predictions(at: stops, routes: nil).predictions.count
        }
        let batchedRequests = batchedMock.requests.count / 16

        let serialMock = MockTransport()
        let serial = client(serialMock)
        var serialRows = 0
        let baseline = try await Bench.median(iterations: 3, warmup: 0) {
            var count = 0
            for stop in stops { count += try await serial.predictions(at: [stop], routes: nil).predictions.count }
            serialRows = count
        }
        let serialRequests = serialMock.requests.count / 3

        return [BenchRow("batched: 10 ids per call, 4 in flight", ours: ours,
                         baseline: ("one call per stop, in series", baseline),
                         notes: ["requests per run: \(batchedRequests) batched vs \(serialRequests) in series",
                                 "rows merged per run: \(rows) batched vs \(serialRows) in series (same payload per call)",
                                 "latency floor: batched ≥ ⌈10 calls ÷ 4⌉ × 25 ms = 75 ms; series ≥ 100 × 25 ms = 2.5 s"])]
    }
}
