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

    static let cases = [
        BenchCase(name: "CTA predictions for 100 stops (25 ms latency per call)") { try await run() },
        BenchCase(name: "CTA cold stop index over the recorded 124 routes (25 ms latency per call)") { try await stopIndex() },
        BenchCase(name: "CTA decoding: CTAPayloads (decode + map) vs JSONDecoder on recorded payloads") { try await decoding() },
    ]

    /// The public offline path on recorded bytes — `CTAPayloads.predictions` and
    /// `CTAPayloads.shape`, decode and map, as an app or the client runs them — against
    /// `JSONDecoder` decoding the same bytes into the bench's representative structs (decode
    /// only, no mapping: the baseline is the cheaper of the two jobs). The issue asks for ≥ 3×.
    static func decoding() async throws -> [BenchRow] {
        var rows: [BenchRow] = []
        var sink = 0
        func compare(_ label: String, _ file: String, _ ours: @escaping (Data) throws -> Int) async throws {
            let body = try Fixtures.data("cta", file)
            // Small payloads: many runs per sample, so the clock resolution does not matter.
            let repeats = max(1, 200_000 / body.count)
            let path = try await Bench.median(iterations: 15) { for _ in 0..<repeats { sink &+= try ours(body) } } / repeats
            let decoder =
                try await Bench.median(iterations: 15) {
                    for _ in 0..<repeats { sink &+= try JSONDecoder().decode(BenchCTAEnvelope.self, from: body).response.tm?.count ?? 0 }
                } / repeats
            rows.append(
                BenchRow(
                    "\(label) (\(file), \(body.count) bytes), decode + map", ours: path, baseline: ("JSONDecoder, decode only", decoder),
                    notes: ["sink \(sink % 7)"]))
        }
        try await compare("CTAPayloads.predictions", "getpredictions-2.json") { try CTAPayloads.predictions($0).predictions.count }
        try await compare("CTAPayloads.shape", "getpatterns-1.json") { try CTAPayloads.shape($0, route: "X9").branches.count }
        return rows
    }

    static func run() async throws -> [BenchRow] {
        let body = try Fixtures.data("cta", "getpredictions-4.json")
        let agent = try UserAgent(app: "transit-bench/0.1")
        func client(_ mock: MockTransport) -> CTABusTrackerClient {
            let reply = MockTransport.Reply.delayed(
                latency, on: ContinuousClock(),
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

        return [
            BenchRow(
                "batched: 10 ids per call, 4 in flight", ours: ours,
                baseline: ("one call per stop, in series", baseline),
                notes: [
                    "requests per run: \(batchedRequests) batched vs \(serialRequests) in series",
                    "rows merged per run: \(rows) batched vs \(serialRows) in series (same payload per call)",
                    "latency floor: batched ≥ ⌈10 calls ÷ 4⌉ × 25 ms = 75 ms; series ≥ 100 × 25 ms = 2.5 s",
                ])
        ]
    }

    /// The stop index a CTA client builds on its first stop question, over the recorded
    /// getroutes (124 routes): every route answered with route 74's recorded directions and
    /// stops (what is measured is the walk — 373 calls, 4 in flight — and the index), each
    /// call after 25 ms; then the same rebuilt by a new client from a `CacheMiddleware`, and
    /// a warm `stops(near:)`.
    static func stopIndex() async throws -> [BenchRow] {
        let agent = try UserAgent(app: "transit-bench/0.1")
        func delayed(_ name: String) throws -> MockTransport.Reply {
            .delayed(
                latency, on: ContinuousClock(),
                .response(HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: try Fixtures.data("cta", name))))
        }
        let mock = MockTransport()
        mock.on(.path(suffix: "/getroutes"), try delayed("getroutes-1.json"))
        mock.on(.path(suffix: "/getdirections"), try delayed("getdirections-1.json"))
        mock.on(.path(suffix: "/getstops").and(.query("dir", "Eastbound")), try delayed("getstops-3.json"))
        mock.on(.path(suffix: "/getstops"), try delayed("getstops-handmade-74-westbound.json"))
        let cache = CacheMiddleware()
        let transport = MiddlewareTransport(mock, [cache])
        func client() -> CTABusTrackerClient { CTABusTrackerClient(apiKey: "bench-key", userAgent: agent, transport: transport) }
        let here = Coordinate(latitude: 41.925051, longitude: -87.652866)

        var requests = 0
        var stops = 0
        let cold = try await Bench.median(iterations: 3, warmup: 0) {
            let before = mock.requests.count
            let status = try await client().refreshStops() // revalidates: every call goes to the mock
            requests = mock.requests.count - before
            stops = status.stopCount
        }
        let cached = try await Bench.median(iterations: 5, warmup: 1) {
            _ = try await client().stops(near: here, radius: 500, limit: 10) // a first build reads the cache
        }
        let cachedRequests = mock.requests.count - 3 * requests
        let warmClient = client()
        _ = try await warmClient.stops(near: here, radius: 500, limit: 10)
        let warm = try await Bench.median(iterations: 2_000, warmup: 100) {
            _ = try await warmClient.stops(near: here, radius: 500, limit: 10)
        }
        return [
            BenchRow(
                "cold index: getroutes + 124 getdirections + 248 getstops, 4 in flight", ours: cold,
                notes: [
                    "requests per build: \(requests); stops indexed: \(stops) (route 74's, once)",
                    "latency floor: ⌈\(requests) ÷ 4⌉ × 25 ms = \(Double((requests + 3) / 4) * 0.025) s",
                ]),
            BenchRow(
                "rebuilt by a new client within the day, from a CacheMiddleware", ours: cached, baseline: ("cold", cold),
                notes: ["network requests for 6 cached builds: \(cachedRequests)"]),
            BenchRow("warm stops(near:), 500 m, limit 10", ours: warm),
        ]
    }
}
