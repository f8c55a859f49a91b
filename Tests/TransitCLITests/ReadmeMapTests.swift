import Foundation
import Testing

@testable import TransitCLI

/// The README's map commands draw what their captions say (issue 36, point 5): the saved route
/// its command-line block adds, drawn by its Maps block's `routes status Home --svg`, has the line, its
/// stops, buses and the A and B markers — it used to be B63 with unplaced places: four arrows
/// in an empty box.
@Suite struct ReadmeMapTests {
    static func readme() throws -> String {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func theSavedRouteMapDrawsTheLineStopsBusesAndAB() async throws {
        let commands = try DemoExampleTests.readmeCommands()
        let add = try #require(commands.first { $0.hasPrefix("routes add Home") })
        let readme = try Self.readme()
        #expect(readme.contains("swift run transit --replay demo routes status Home --svg home.svg"))
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("readme-map-\(UUID().uuidString).json")
        let svg = FileManager.default.temporaryDirectory.appendingPathComponent("readme-map-\(UUID().uuidString).svg")
        defer {
            try? FileManager.default.removeItem(at: store)
            try? FileManager.default.removeItem(at: svg)
        }
        let added = try await runCLI(DemoExampleTests.words(add) + ["--store", store.path])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(!added.stderr.contains("without a position"), "the README's places are placed")
        let map = try await runCLI(["routes", "status", "Home", "--svg", svg.path, "--store", store.path])
        #expect(map.status == 0, "\(map.stderr)")
        #expect(!map.stderr.contains("could not be fetched"), "\(map.stderr)")
        let drawing = try String(contentsOf: svg, encoding: .utf8)
        #expect(drawing.contains("route B70"), "the legend names the line")
        #expect(drawing.contains(">A</text>") && drawing.contains(">B</text>"), "start and end markers")
        #expect(drawing.components(separatedBy: "r=\"3.5\"").count > 20, "the line's stops")
        #expect(drawing.contains("rotate("), "buses as arrows")
    }

    /// The Maps block's plan command draws the trip it names, from the repository's data.
    @Test func thePlanMapDrawsLondonToSydney() async throws {
        let readme = try Self.readme()
        let data = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Benchmarks/Data/connections-openflights.json")
        #expect(readme.contains("--data Benchmarks/Data/connections-openflights.json --svg plan.svg"))
        let svg = FileManager.default.temporaryDirectory.appendingPathComponent("readme-plan-\(UUID().uuidString).svg")
        defer { try? FileManager.default.removeItem(at: svg) }
        let run = try await runCLI(["plan", "--from", "London (LHR)", "--to", "Sydney (SYD)", "--data", data.path, "--svg", svg.path])
        #expect(run.status == 0, "\(run.stderr)")
        let drawing = try String(contentsOf: svg, encoding: .utf8)
        #expect(drawing.contains(">London (LHR) → Sydney (SYD)</text>"))
    }

    @Test func addingAPlaceWithoutAPositionSaysAMapNeedsOne() async throws {
        let store = FileManager.default.temporaryDirectory.appendingPathComponent("readme-map-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: store) }
        let run = try await runCLI([
            "routes", "add", "Work", "--provider", "mta", "--from", "Bay Ridge", "--to", "Downtown@40.70,-73.99",
            "--line", "MTA NYCT_B63", "--store", store.path,
        ])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("note: --from without a position"), "\(run.stderr)")
        #expect(run.stderr.contains("Label@LAT,LON"))
    }
}
