import Foundation
import Testing

@testable import TransitCLI

/// `transit trip` on the demo recordings: CTA bus 8164 (getpredictions-5.json, recorded
/// `getpredictions?vid=8164`, and its row of getvehicles-1.json) and tram 3001
/// (GetNextPredictedArrivalTimeAtStopsForTramNo-1.json).
@Suite struct TripCommandTests {
    @Test func ctaBusNextStopsWithDistances() async throws {
        let run = try await runCLI(["trip", "--provider", "cta", "--vehicle", "8164"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "Vehicle 8164 on route 74 to Halsted — at 41.92505, -87.66973")
        #expect(lines.count == 6) // heading, table (4), stop line (split drops the blank line)
        // Counted down from the recording's server clock, as every board is.
        #expect(lines[3] == "1  Fullerton & Ashland [17254]    Due               146 m away")
        #expect(lines[4] == "2  Fullerton & Greenview [18306]  11:11 pm (1 min)  331 m away")
        #expect(lines[5] == "● Fullerton & Ashland 11:10 pm ── ○ Fullerton & Greenview 11:11 pm")
    }

    @Test func tramRunJSON() async throws {
        let run = try await runCLI(["trip", "--provider", "tramtracker", "--vehicle", "3001", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["vehicle"] as? String == "3001")
        #expect(object["route"] as? String == "109")
        let calls = try #require(object["calls"] as? [[String: Any]])
        // The library's VehicleTrip, as an app decodes it.
        #expect(calls.compactMap { $0["stopID"] as? String } == ["1707", "3357", "3356"])
    }

    @Test func ctaRunJSONCarriesRiderFacts() async throws {
        let run = try await runCLI(["trip", "--provider", "cta", "--vehicle", "8164", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let calls = try #require(object["calls"] as? [[String: Any]])
        #expect(calls.map { ($0["distanceToStop"] as? Double).map { Int($0.rounded()) } } == [146, 331])
    }

    @Test func badInput() async throws {
        let empty = try ReplayFolder.empty()
        let blank = try await runCLI(empty.words + ["trip", "--provider", "cta", "--vehicle", "  "], replay: false)
        #expect(blank.status == 2)
        #expect(blank.stderr == "transit: That request can't be made as entered. (vehicle: a vehicle id is empty)\n")
        let missing = try await runCLI(["trip", "--provider", "cta"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("missing --vehicle"))
        let busbud = try await runCLI(["trip", "--provider", "busbud", "--vehicle", "1"])
        #expect(busbud.status == 1)
        #expect(busbud.stderr.hasPrefix("transit: Busbud can't answer that question."))
        let unknown = try await runCLI(["trip", "--provider", "teleport", "--vehicle", "1"])
        #expect(unknown.status == 2)
    }
}
