import Foundation
import Testing

@testable import TransitCLI

/// `transit tram …` in-process against the bundled demo recordings (Fixtures/demo/tramtracker).
@Suite struct TramCommandTests {
    @Test func nextAtTwoStopsIsSortedWithServerTimeCountdowns() async throws {
        let run = try await runCLI(["tram", "next", "--stop", "1234", "--stop", "2234"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty)
        let rows = run.stdout.split(separator: "\n").map(String.init)
        #expect(rows.count > 3)
        #expect(rows[2].hasPrefix("72     Camberwell        1234  Due"))
        #expect(rows[3].hasPrefix("96     St Kilda Beach    2234  5:21 pm (1 min)   3501"))
        #expect(run.stdout.contains("16d    Malvern Depot     1234  5:29 pm (8 min)"))
        // Alerts in the one shared form (AlertLines): head line, then the description indented.
        #expect(run.stdout.contains("] Disruption — "))
        #expect(run.stdout.contains(" (routes 96)\n    Trams are diverting via Spencer St & Flinders St due to a collision.\n"))
        #expect(run.stdout.contains("countdowns from server time 5:20 pm"))
    }

    @Test func nextAsJSON() async throws {
        let run = try await runCLI(["tram", "next", "--stop", "1234", "--stop", "2234", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let predictions = try #require(json["predictions"] as? [[String: Any]])
        #expect(predictions.count == 27)
        #expect(predictions.first?["route"] as? String == "72")
        // The library's PredictionBoard: the server clock countdowns count from, and every
        // fact the table shows (`tram next --json` used to drop ♿ low-floor).
        #expect(json["serverTime"] as? String != nil)
        let features = predictions.compactMap { $0["vehicleFeatures"] as? [String: Any] }
        #expect(features.contains { $0["isLowFloor"] as? Bool == true })
        #expect((json["alerts"] as? [Any])?.count == 3)
    }

    @Test func nextWithOneRouteKeepsOnlyThatRoute() async throws {
        let run = try await runCLI(["tram", "next", "--stop", "1234", "--route", "16d", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let predictions = try #require(json["predictions"] as? [[String: Any]])
        #expect(predictions.map { $0["routeName"] as? String } == ["16d"])
        #expect(predictions.first?["destination"] as? String == "Malvern Depot")
    }

    @Test func nextAtAStopWithNoTramsSaysSo() async throws {
        let run = try await runCLI(["tram", "next", "--stop", "3505"])
        // Nothing to show: a note on stderr and status 3, which a script tells from success.
        #expect(run.status == CLI.emptyStatus, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("note: no predictions at these stops right now"))
        #expect(run.stderr.contains("stop 3505: No trams predicted"))
    }

    @Test func nextWithoutAStopIsAUsageError() async throws {
        let run = try await runCLI(["tram", "next"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("transit: missing --stop ID"))
    }

    @Test func badStopIdIsRefusedBeforeAnyRequest() async throws {
        let run = try await runCLI(["tram", "next", "--stop", "12/34"])
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("transit: That request can't be made as entered. (stop: \"12/34\""))
    }

    @Test func routesTable() async throws {
        let run = try await runCLI(["tram", "routes"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("3a     Melbourne University - East Malvern via St Kilda"))
        #expect(run.stdout.split(separator: "\n").count == 6)
    }

    /// `--stop`: GetMainRoutesForStop's routes, described from GetRouteSummaries.
    @Test func routesOfAStop() async throws {
        let run = try await runCLI(["tram", "routes", "--stop", "2406"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.contains { $0.hasPrefix("64 ") })
        #expect(lines.contains { $0.hasPrefix("78 ") })
        #expect(!run.stdout.contains("3a "))
    }

    /// `--directions`: every route's destinations from one GetDestinationsForAllRoutes.
    @Test func routesWithDirections() async throws {
        let run = try await runCLI(["tram", "routes", "--directions"])
        #expect(run.status == 0, "\(run.stderr)")
        let line = try #require(run.stdout.split(separator: "\n").first { $0.hasPrefix("78 ") })
        #expect(line.contains("To North Richmond"))
        #expect(line.contains("To Balaclava"))
        #expect(
            line.range(of: "To North Richmond")?.lowerBound ?? line.endIndex < line.range(of: "To Balaclava")?.lowerBound ?? line.startIndex
        )
    }

    /// `stops --changed-since`: one GetStopsAndRoutesUpdatesSince (the hand-made answer: stop
    /// 2110 updated, 2111 deleted), the day read as midnight in Melbourne.
    @Test func stopsChangedSinceADay() async throws {
        let run = try await runCLI(["tram", "stops", "--changed-since", "2023-11-01"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "Changed since 2023-11-01T00:00:00+1100:")
        #expect(lines.contains { $0.hasPrefix("stop  2110  updated") })
        #expect(lines.contains { $0.hasPrefix("stop  2111  deleted") })
        #expect(run.stdout.contains("server time 2025-01-24T17:20:29+1100: ask from there next time"))
        let json = try await runCLI(["tram", "stops", "--changed-since", "2023-11-01T08:00:00+11:00", "--json"])
        let changes = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(changes["removedStops"] as? [String] == ["2111"])
        let bad = try await runCLI(["tram", "stops", "--changed-since", "last week"])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("--since"))
    }

    @Test func routesWithDirectionsAsJSON() async throws {
        let run = try await runCLI(["tram", "routes", "--stop", "2406", "--directions", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let rows = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(rows.map { ($0["route"] as? [String: Any])?["id"] as? String } == ["64", "78"])
        let directions = rows.last?["directions"] as? [[String: Any]]
        #expect(directions?.map { $0["name"] as? String } == ["To North Richmond", "To Balaclava"])
    }

    @Test func routesAsJSON() async throws {
        let run = try await runCLI(["tram", "routes", "--json"])
        let routes = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [[String: Any]])
        #expect(routes.map { $0["id"] as? String } == ["1", "3a", "64", "78"])
    }

    @Test func stopsOfARouteInBothDirectionsAndInOne() async throws {
        let both = try await runCLI(["tram", "stops", "--route", "78"])
        #expect(both.status == 0, "\(both.stderr)")
        #expect(both.stdout.contains("1406  40    Balaclava Station & Carlisle St  Balaclava  78      up"), "\(both.stdout)")
        let down = try await runCLI(["tram", "stops", "--route", "78", "--direction", "down", "--json"])
        let stops = try #require(try JSONSerialization.jsonObject(with: Data(down.stdout.utf8)) as? [[String: Any]])
        #expect(stops.map { $0["id"] as? String } == ["2406", "2407", "3405"])
        let bad = try await runCLI(["tram", "stops", "--route", "78", "--direction", "sideways"])
        #expect(bad.status == 2)
    }

    @Test func runOfOneTram() async throws {
        let run = try await runCLI(["tram", "run", "--tram", "3001"])
        #expect(run.status == 0, "\(run.stderr)")
        // The one VehicleTrip renderer, as `trip --provider tram` draws it.
        #expect(run.stdout.hasPrefix("Vehicle 3001 on route 109"))
        #expect(run.stdout.contains("2  3357  8:43 pm (1 min)"))
        #expect(run.stdout == (try await runCLI(["trip", "3001", "--provider", "tram"])).stdout)
    }

    @Test func tramHelpListsSubcommands() async throws {
        let run = try await runCLI(["tram", "--help"])
        #expect(run.status == 0)
        // Provider-only calls; next trams and a route's stops are `predictions` and `stops on`.
        for name in ["routes", "changes"] { #expect(run.stdout.contains("  \(name)")) }
        let listed = run.stdout.split(separator: "\n").filter { $0.hasPrefix("  ") }.compactMap { $0.split(separator: " ").first }
        #expect(listed == ["routes", "changes"])
        let next = try await runCLI(["tram", "next", "--help"])
        #expect(next.stdout.contains("--low-floor"))
    }

    @Test func demoSectionRunsOffline() async throws {
        let run = try await runCLI(["demo"], replay: false)
        #expect(run.stdout.contains("tramTRACKER: next trams in Melbourne with countdowns"))
        #expect(run.stdout.contains("  $ transit predictions --stop 1234,2234 --provider tram --top 4\n"))
        #expect(run.stdout.contains("[high] Disruption — significant delays (routes 96)"))
        #expect(!run.stderr.contains("tramTRACKER"))
    }

    /// A device token from `TRAMTRACKER_TOKEN` is used but never printed, on success or error.
    @Test func tokenFromTheEnvironmentIsNeverPrinted() async throws {
        let token = "5ec2e7f0-1111-4222-8333-444455556666"
        for words in [
            ["tram", "next", "--stop", "1234"], ["tram", "next", "--stop", "1234", "--json"],
            ["tram", "next", "--stop", "9876"], ["tram", "run", "--tram", "9999"], ["tram", "routes", "--json"],
        ] {
            let run = try await runCLI(words, environment: ["TRAMTRACKER_TOKEN": token])
            #expect(!run.stdout.contains(token) && !run.stderr.contains(token), "\(words): \(run.stdout)\(run.stderr)")
            #expect(!(run.stdout + run.stderr).isEmpty)
        }
        let failed = try await runCLI(["--verbose", "tram", "next", "--stop", "9876"], environment: ["TRAMTRACKER_TOKEN": token])
        #expect(failed.status != 0)
        #expect(failed.stderr.contains("tkn=REDACTED"))
    }
}
