import Foundation
import Testing

@testable import TransitCLI

/// Tables say each fact once, under a header that names it, with no column empty on every row
/// (Docs/CLI.md rules 30–32).
@Suite struct TableConventionTests {
    @Test func aColumnEmptyOnEveryRowIsLeftOut() {
        let table = Table(["Stop", "Name", "Access"], [["1", "A", ""], ["2", "B", " "]]).render()
        #expect(table.split(separator: "\n").first == "Stop  Name")
        #expect(!table.contains("Access"))
        // A column with one value stays, and a table without rows keeps its headers.
        #expect(Table(["Stop", "Access"], [["1", ""], ["2", "♿"]]).render().hasPrefix("Stop  Access"))
        #expect(Table(["Stop", "Access"], []).render().hasPrefix("Stop  Access"))
    }

    /// `stops find` over the recordings: no stop says whether it is step-free, so no Access
    /// column (it used to be printed empty).
    @Test func stopsFindHasNoEmptyAccessColumn() async throws {
        let run = try await runCLI(["stops", "find", "fullerton & sheff", "--provider", "cta", "--limit", "3"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!run.stdout.contains("Access"))
    }

    /// CTA's bus distance ("1.4 km away") sits under Facts, as on every other table, not Note.
    @Test func ctaPredictionsNameTheFactsColumn() async throws {
        let run = try await runCLI(["cta", "predictions", "--stop", "6597"])
        #expect(run.status == 0, "\(run.stderr)")
        let header = run.stdout.split(separator: "\n").first ?? ""
        #expect(header.hasSuffix("Facts"), "\(header)")
        #expect(!header.contains("Note"))
        #expect(run.stdout.contains("1.4 km away"))
    }

    /// `mta routes` in the order riders look routes up (B1, B2, … B10), not the server's.
    @Test func mtaRoutesAreSorted() async throws {
        let run = try await runCLI(["mta", "routes"])
        #expect(run.status == 0, "\(run.stderr)")
        let names = run.stdout.split(separator: "\n").dropFirst(2).compactMap { $0.split(separator: " ").first.map(String.init) }
        #expect(names.count > 10)
        let sorted = names.sorted { $0.compare($1, options: [.numeric, .caseInsensitive]) == .orderedAscending }
        #expect(names == sorted)
    }

    /// `routes watch --json` lines carry the vehicles themselves (the library's `RouteUpdate`),
    /// as many as the table counts.
    @Test func watchJSONCarriesTheVehicles() async throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("cli-watch-\(UUID().uuidString).json").path
        defer { try? FileManager.default.removeItem(atPath: store) }
        let add = try await runCLI([
            "routes", "add", "Lake", "--provider", "cta", "--from", "Mayfair", "--to", "Lincoln Park", "--line", "74", "--store", store,
        ])
        #expect(add.status == 0, "\(add.stderr)")
        let run = try await runCLI(["routes", "watch", "Lake", "--json", "--count", "1", "--store", store])
        #expect(run.status == 0, "\(run.stderr)")
        let line = try #require(run.stdout.split(separator: "\n").first)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let update = try #require(object["update"] as? [String: Any])
        let positions = try #require(update["vehicles"] as? [[String: Any]])
        #expect(positions.count == 5) // the table's "5 vehicles" for CTA 74
        #expect(positions.first?["id"] != nil)
    }

    /// `mta arrivals` names the stop (it used to show only `MTA_308215`).
    @Test func mtaArrivalsNameTheStop() async throws {
        let run = try await runCLI(["mta", "arrivals", "MTA_308215"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("5 AV/GARFIELD PL [MTA_308215]"), "\(run.stdout)")
    }

    /// `near` counts down under replay too, each row from its own recording's server clock
    /// (`NearbyDepartures.Row.serverNow(at:)`): it used to show the clock time alone.
    @Test func nearCountsDownFromEachRecordingsClock() async throws {
        let chicago = try await runCLI(["near", "41.925051,-87.652866", "--radius", "40"])
        #expect(chicago.stdout.contains("11:15 pm (5 min)"), "\(chicago.stdout)")
        let melbourne = try await runCLI(["near", "-37.8478,144.992", "--radius", "150"])
        #expect(melbourne.stdout.range(of: #"5:21 pm \(\d+ min\)"#, options: .regularExpression) != nil, "\(melbourne.stdout)")
        let newYork = try await runCLI(["near", "40.68766,-73.96880", "--radius", "40"])
        #expect(newYork.stdout.range(of: #"4:38 pm \(\d+ min\)"#, options: .regularExpression) != nil, "\(newYork.stdout)")
        #expect(!(chicago.stdout + melbourne.stdout + newYork.stdout).contains("departed"))
    }
}
