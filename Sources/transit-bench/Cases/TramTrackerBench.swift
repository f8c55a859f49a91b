import Foundation
import TramTrackerProvider
import TransitKitCore
import TransitKitTesting

/// TramTracker: the hand-written .NET date parser against the reference regex from
/// dotnet-dates.md, and a ten-stop `nextTrams` round through the whole client (token single
/// flight, concurrent calls, envelope + shape checks, mapping, sorting, alerts) on a mock.
enum TramTrackerBench {
    static let cases = [
        BenchCase(name: "tramtracker .NET date parse (10,000 strings)") { try await dates() },
        BenchCase(name: "tramtracker nextTrams at 10 stops (240 predictions, mock transport)") { try await board() },
    ]

    static func samples() -> [String] {
        let forms = ["/Date(1737699639039+1100)/", "\\/Date(1407550475481+1000)\\/", "/Date(1333645844276-0600)/",
                     "/Date(1198908717056)/", "/Date(-1000)/", "/Date(1628238468000+1000)/"]
        return (0..<10_000).map { forms[$0 % forms.count] }
    }

    static func dates() async throws -> [BenchRow] {
        let strings = samples()
        var sink = 0.0
        let ours = await Bench.median(iterations: 31) {
            for text in strings { sink += DotNetDate.parse(text)?.milliseconds ?? 0 }
        }
        let regex = try Regex(#"^\\?/Date\((-?\d+)(?:([+-])(\d{2})(\d{2}))?\)\\?/$"#)
        let baseline = await Bench.median(iterations: 31) {
            for text in strings {
                if let match = try? regex.wholeMatch(in: text), let ms = match.output[1].substring.flatMap({ Double($0) }) {
                    sink += ms
                }
            }
        }
        let agree = strings.allSatisfy { text in
            let ms = (try? regex.wholeMatch(in: text))?.output[1].substring.flatMap { Double($0) }
            return ms == DotNetDate.parse(text)?.milliseconds
        }
        return [BenchRow("DotNetDate.parse", ours: ours, baseline: ("Swift Regex (dotnet-dates.md pattern)", baseline),
                         notes: ["results agree: \(agree); \(String(format: "%.1f", Double(strings.count) / ours.seconds / 1e6)) M dates/s; sink \(Int(sink) % 7)"])]
    }

    static func board() async throws -> [BenchRow] {
        let mock = MockTransport()
        mock.on(.path(containing: "/GetDeviceToken"), .fixture("tramtracker", "GetDeviceToken-1.json"))
        let body = try Fixtures.data("tramtracker", "GetNextPredictedRoutesCollection-3.json")
        mock.on(.any, .response(HTTPResponse(status: 200, headers: ["Content-Type": "application/json"], body: body)))
        let stops = (0..<10).map { Stop.ID(String(1000 + $0)) }
        var count = 0
        let agent = try UserAgent(app: "transit-bench/0.1")
        let ours = try await Bench.median(iterations: 31) {
            // A fresh client each time, so the token fetch is part of the measured round.
            let client = TramTrackerClient(configuration: .init(userAgent: agent, transport: mock))
            count = try await client.nextTrams(at: stops).predictions.count
        }
        let tokenRequests = mock.requests.filter { $0.operation == "GetDeviceToken" }.count
        let rounds = tokenRequests
        return [BenchRow("TramTrackerClient.nextTrams (10 stops)", ours: ours,
                         notes: ["\(count) predictions per round; \(mock.requests.count / max(rounds, 1)) requests per round (1 token + 10 stops)",
                                 "\(bodyKiB(body)) KiB JSON per stop; peak RSS \(Bench.peakResidentKiB()) KiB"])]
    }

    static func bodyKiB(_ data: Data) -> String { String(format: "%.1f", Double(data.count) / 1024) }
}
