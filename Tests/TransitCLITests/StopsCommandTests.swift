import Foundation
import Testing

@testable import TransitCLI

/// `transit stops near|find` on the demo recordings.
@Suite struct StopsCommandTests {
    /// CTA has no "nearby" call: the index is built from getroutes → getdirections → getstops.
    /// The demo recordings hold route 74 only (getdirections-3.json, getstops-3.json and the
    /// hand-made Westbound list), so 123 getdirections calls go unanswered — stderr says so.
    @Test func ctaNearFromTheIndexNearestFirst() async throws {
        let run = try await runCLI(["stops", "near", "41.925051,-87.652866", "--provider", "cta", "--radius", "260"])
        #expect(run.status == 0, "\(run.stderr)")
        let rows = run.stdout.split(separator: "\n").dropFirst(2).map { String($0.prefix(5)).trimmingCharacters(in: .whitespaces) }
        #expect(rows == ["6597", "1225", "17922", "1346"])
        #expect(run.stdout.contains("Fullerton & Sheffield (Red/Brown/Purple Line)  35 m"))
        #expect(run.stderr.contains("stop index: 126 stops from 127 requests, 123 catalogue calls unanswered"))
    }

    @Test func findRanksByName() async throws {
        let run = try await runCLI(["stops", "find", "FULLERTON  &  SHEFF", "--provider", "cta"])
        #expect(run.status == 0, "\(run.stderr)")
        let rows = run.stdout.split(separator: "\n").dropFirst(2)
        #expect(rows.count == 1)
        #expect(rows.first?.hasPrefix("6597  Fullerton & Sheffield (Red/Brown/Purple Line)  74") == true)
        let words = try await runCLI(["stops", "find", "fullerton", "--provider", "cta", "--limit", "2", "--json"])
        let stops = try JSONSerialization.jsonObject(with: Data(words.stdout.utf8)) as? [[String: Any]]
        #expect(stops?.count == 2)
        #expect(stops?.allSatisfy { ($0["name"] as? String)?.hasPrefix("Fullerton") == true } == true)
    }

    @Test func mtaNearJSON() async throws {
        let run = try await runCLI(["stops", "near", "40.68766,-73.96880", "--provider", "mta", "--radius", "40", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let stops = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(stops.map { ($0["stop"] as? [String: Any])?["id"] as? String } == ["MTA_305809", "MTA_305835"])
        #expect((stops.first?["distance"] as? Double).map { ($0 * 10).rounded() / 10 } == 16.1)
        #expect(run.stderr.isEmpty) // MTA answers from its own call, not an index
    }

    @Test func needsAProviderThatFindsStops() async throws {
        let missing = try await runCLI(["stops", "near", "41.9,-87.6"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("missing --provider"))
        let busbud = try await runCLI(["stops", "find", "paris", "--provider", "busbud"])
        #expect(busbud.status == 1)
        #expect(busbud.stderr.hasPrefix("transit: Busbud can't answer that question."))
    }
}
