import BusbudProvider
import Foundation
import TransitKitCore
import TransitKitTesting

/// Busbud search against a simulated server: MockTransport answering every request after a
/// fixed latency, with a completion schedule of init-5 (3 departures) → poll-2 ×3 (2 each,
/// incomplete) → poll-3 (1, complete), and a 100 ms poll interval. BusbudClient streams
/// snapshots, so the first departures show after one round trip; the baseline is a strictly
/// serial fetch-all-then-return loop over the same transport, which shows nothing until the
/// search is complete.
enum BusbudBench {
    static let cases = [
        BenchCase(name: "busbud search: first departures and total vs serial fetch-all") { try await run() },
        BenchCase(name: "busbud poll decode: BusbudPayloads (decode + map) vs JSONDecoder") { try await decoding() },
    ]

    static let latency = Duration.milliseconds(40)
    static let interval = Duration.milliseconds(100)
    static let polls = 4

    static func run() async throws -> [BenchRow] {
        var firstSamples: [Duration] = []
        var totalSamples: [Duration] = []
        var baselineSamples: [Duration] = []
        var ourCount = 0
        var theirCount = 0
        var requests = 0
        for iteration in 0..<7 {
            let mock = simulatedServer()
            let clock = ContinuousClock()
            let start = clock.now
            var first: Duration?
            var last: DepartureSnapshot?
            for try await snapshot in try client(mock).departures(query()) {
                if first == nil, !snapshot.departures.isEmpty { first = start.duration(to: clock.now) }
                last = snapshot
            }
            let total = start.duration(to: clock.now)
            let baselineMock = simulatedServer()
            let baselineStart = clock.now
            theirCount = try await serialFetchAll(baselineMock)
            let baseline = baselineStart.duration(to: clock.now)
            if iteration > 0 { // the first run warms up
                firstSamples.append(first ?? total)
                totalSamples.append(total)
                baselineSamples.append(baseline)
            }
            ourCount = last?.departures.count ?? 0
            requests = mock.requests.count
        }
        let first = Bench.median(of: firstSamples)
        let total = Bench.median(of: totalSamples)
        let baseline = Bench.median(of: baselineSamples)
        let setup = "simulated server: \(latency.pretty) latency per request, \(polls) polls \(interval.pretty) apart; \(requests) requests"
        return [
            BenchRow(
                "time to first departures (BusbudClient.departures)", ours: first,
                baseline: ("serial fetch-all (first = last)", baseline),
                notes: [setup, "departures: ours \(ourCount) unique, baseline \(theirCount) raw (6 unique)"]),
            BenchRow(
                "total time to the complete result", ours: total, baseline: ("serial fetch-all", baseline),
                notes: ["same requests and waits: totals should match; streaming only moves the first result earlier"]),
        ]
    }

    static func query() throws -> DepartureQuery {
        DepartureQuery(
            origin: "f2m673", destination: "f25dvk", date: try CalendarDate("2021-08-28"),
            passengers: Passengers(adults: 1), currency: "EUR", language: "en")
    }

    static func client(_ transport: any Transport) throws -> BusbudClient {
        BusbudClient(
            configuration: .init(
                token: "PARTNER_bench", userAgent: try UserAgent(app: "transit-bench/0.1"),
                transport: transport, clock: .continuous,
                polling: .init(interval: interval)))
    }

    static func simulatedServer() -> MockTransport {
        let mock = MockTransport()
        let clock = ContinuousClock()
        mock.on(
            .path("/x-departures/f2m673/f25dvk/2021-08-28"), times: 1,
            .delayed(latency, on: clock, .fixture("busbud", "init-5.json")))
        mock.on(.path(suffix: "/poll"), times: polls - 1, .delayed(latency, on: clock, .fixture("busbud", "poll-2.json")))
        mock.on(.path(suffix: "/poll"), times: 1, .delayed(latency, on: clock, .fixture("busbud", "poll-3.json")))
        return mock
    }

    /// The baseline: request, wait, poll until complete, and only then return everything — no
    /// snapshots, no merging beyond concatenation.
    static func serialFetchAll(_ transport: MockTransport) async throws -> Int {
        struct Page: Decodable {
            struct Item: Decodable { var id: String }
            var departures: [Item]
            var complete: Bool
        }
        let base = "https://napi.busbud.com/x-departures/f2m673/f25dvk/2021-08-28"
        var all: [Page.Item] = []
        var index: Int?
        while true {
            let text = index.map { base + "/poll?adult=1&lang=en&currency=EUR&index=\($0)" } ?? base + "?adult=1&lang=en&currency=EUR"
            guard let url = URL(string: text) else { throw TransitError(.invalidArgument, detail: text) }
            let response = try await transport.send(HTTPRequest(url: url))
            let page = try JSONDecoder().decode(Page.self, from: response.body)
            all += page.departures
            if page.complete { return all.count }
            index = all.count
            try await Task.sleep(for: interval)
        }
    }

    // MARK: - Decoding speed

    /// The public path on the largest recorded answer (poll-1.json, 139 KB, 16 departures of
    /// 46 keys): `BusbudPayloads.departures(in:)` decodes the bytes (`JSONDecoder`, the `Decodable`
    /// wire types) and maps, against `JSONDecoder` decoding the same bytes
    /// into `BenchBusbudPoll` (a Decodable copy with fewer fields, no mapping) — the goal
    /// is ≥ 3× for decode + map.
    static func decoding() async throws -> [BenchRow] {
        let body = try Fixtures.data("busbud", "poll-1.json")
        // Many decodes per sample, so the clock resolution does not matter.
        let repeats = 20
        var ours = 0
        var theirs = 0
        let direct =
            try await Bench.median(iterations: 21) {
                for _ in 0..<repeats { ours = try BusbudPayloads.departures(in: body, currency: "USD").count }
            } / repeats
        let reference =
            try await Bench.median(iterations: 21) {
                for _ in 0..<repeats { theirs = try JSONDecoder().decode(BenchBusbudPoll.self, from: body).departures.count }
            } / repeats
        return [
            BenchRow(
                "BusbudPayloads.departures(in:) on poll-1.json (\(body.count) bytes): decode + map", ours: direct,
                baseline: ("JSONDecoder → BenchBusbudPoll (decode only)", reference),
                notes: [
                    "departures: ours \(ours) mapped, JSONDecoder \(theirs) decoded"
                ])
        ]
    }
}
