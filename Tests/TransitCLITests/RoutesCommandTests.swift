import Foundation
import SavedRoutes
import Testing
import TransitKitCore

@Suite struct RoutesCommandTests {
    let storeFile = FileManager.default.temporaryDirectory.appendingPathComponent("cli-routes-\(UUID().uuidString).json").path

    func routes(_ words: [String]) async throws -> CLIRun {
        try await runCLI(["routes"] + words + ["--store", storeFile])
    }

    @Test func addListRenameMoveRemove() async throws {
        let add1 = try await routes([
            "add", "Home", "--provider", "mta", "--from", "Bay Ridge@40.6343,-74.0235",
            "--to", "Atlantic Terminal", "--line", "MTA NYCT_B63", "--line", "MTA NYCT_B70@1:MTA_305423,MTA_305424",
        ])
        #expect(add1.status == 0, "\(add1.stderr)")
        #expect(add1.stdout == "Saved \"Home\" (2 lines on mta).\n")
        _ = try await routes(["add", "Work", "--provider", "cta", "--from", "Home", "--to", "Loop", "--line", "22@Northbound"])

        let json = try await routes(["list", "--json"])
        let saved = try JSONDecoder().decode([SavedRoute].self, from: Data(json.stdout.utf8))
        #expect(saved.map(\.name) == ["Home", "Work"])
        #expect(saved[0].lines[1] == SavedRoute.Line(route: "MTA NYCT_B70", direction: "1", stops: ["MTA_305423", "MTA_305424"]))
        #expect(saved[0].start.coordinate == Coordinate(latitude: 40.6343, longitude: -74.0235))
        #expect(saved[1].lines[0].direction == "Northbound")

        #expect(try await routes(["rename", "work", "--to", "Office"]).status == 0)
        #expect(try await routes(["move", "Office", "--to", "1"]).status == 0)
        let table = try await routes(["list"])
        #expect(table.stdout.contains("1  Office"))
        #expect(table.stdout.contains("2  Home"))
        #expect(try await routes(["remove", "Home"]).stdout == "Removed \"Home\".\n")
        #expect(try JSONDecoder().decode([SavedRoute].self, from: Data(try await routes(["list", "--json"]).stdout.utf8)).count == 1)
    }

    @Test func addNamesEveryMissingField() async throws {
        let run = try await routes(["add", "--from", "Somewhere"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        let line = run.stderr.split(separator: "\n").first.map(String.init) ?? ""
        for field in ["name: is missing", "provider: is missing", "end.label: is missing", "lines: needs at least one line"] {
            #expect(line.contains(field), "stderr lacks \(field): \(line)")
        }
    }

    @Test func addRejectsUnknownProviderAndBadCoordinates() async throws {
        let unknown = try await routes(["add", "X", "--provider", "bart", "--from", "a", "--to", "b", "--line", "1"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.hasPrefix("transit: unknown provider \"bart\""))
        let bad = try await routes(["add", "X", "--provider", "mta", "--from", "a@north,west", "--to", "b", "--line", "1"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("--from \"a@north,west\": expected LABEL@LAT,LON"))
        let range = try await routes(["add", "X", "--provider", "mta", "--from", "a@123,0", "--to", "b", "--line", "1"])
        #expect(range.status == 2)
        #expect(range.stderr.contains("start.coordinate: (123.0, 0.0) is outside"))
    }

    /// `routes add $'Evil\e[31mRed\nLine2'` and a 5,000-character name are input errors (exit
    /// 2) that save nothing.
    @Test func addRefusesControlCharactersAndOverlongNames() async throws {
        for name in ["Evil\u{1B}[31mRed\nLine2", String(repeating: "n", count: 5000)] {
            let run = try await routes(["add", name, "--provider", "cta", "--from", "A", "--to", "B", "--line", "22"])
            #expect(run.status == 2)
            #expect(run.stdout.isEmpty)
            #expect(!run.stderr.contains("\u{1B}") && run.stderr.split(separator: "\n").count <= 2)
            #expect(run.stderr.contains("name: contains a control character") || run.stderr.contains("name: is 5000 characters long"))
        }
        #expect(try await routes(["list"]).stdout.contains("No saved routes"))
    }

    /// A file written by hand or by an older version may hold anything: what `list` and
    /// `status` print is escaped and bounded.
    @Test func namesFromDiskAreEscapedWhereverTheyArePrinted() async throws {
        let name = "Evil\u{1B}[31mRed\nLine2" + String(repeating: "x", count: 5000)
        let file = """
            {"version": 1, "routes": [{"id": "evil", "name": \(try String(decoding: JSONEncoder().encode(name), as: UTF8.self)),
              "provider": "cta", "start": {"label": "Home\\u001b[2J"}, "end": {"label": "Loop"},
              "lines": [{"route": "74", "stops": []}]}]}
            """
        try Data(file.utf8).write(to: URL(fileURLWithPath: storeFile))
        for words in [["list"], ["status"], ["watch", "evil", "--count", "1"]] {
            let run = try await routes(words)
            #expect(!run.stdout.contains("\u{1B}"), "\(words)")
            #expect(run.stdout.contains("Evil\\u{1B}[31mRed\\nLine2"), "\(words)")
            #expect(run.stdout.split(separator: "\n").allSatisfy { $0.count < 400 }, "\(words)")
        }
        #expect(try await routes(["list"]).stdout.contains("Home\\u{1B}[2J → Loop"))
    }

    @Test func corruptStoreIsReportedAndKeptAside() async throws {
        try Data("not json".utf8).write(to: URL(fileURLWithPath: storeFile))
        let run = try await routes(["list"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("is corrupt"))
        #expect(run.stderr.contains("kept aside"))
        #expect(try await routes(["list"]).stdout.contains("No saved routes"))
    }

    @Test func removeUnknownRouteFails() async throws {
        let run = try await routes(["remove", "Nowhere"])
        #expect(run.status == 1)
        #expect(run.stderr.contains("no saved route named \"Nowhere\""))
    }

    func saveDemoRoutes() async throws {
        for words in [
            [
                "add", "Uptown", "--provider", "mta", "--from", "Washington Sq", "--to", "Harlem",
                "--line", "MTA NYCT_M4", "--line", "MTA NYCT_M103",
            ],
            ["add", "Bay Ridge", "--provider", "mta", "--from", "Bay Ridge", "--to", "Downtown", "--line", "MTA NYCT_B63"],
            ["add", "Lake", "--provider", "cta", "--from", "Mayfair", "--to", "Lincoln Park", "--line", "74"],
        ] {
            let run = try await routes(words)
            #expect(run.status == 0, "\(run.stderr)")
        }
    }

    /// Over the bundled MTA and CTA recordings: M4 has a noService situation (red), M103 a
    /// detour, B63 nothing (green), CTA 74 three stop-relocation bulletins (yellow).
    @Test func statusColoursEachRouteFromItsProvidersAlerts() async throws {
        try await saveDemoRoutes()
        let run = try await routes(["status"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("red  Uptown  (mta: MTA NYCT_M4, MTA NYCT_M103)  4 alerts, 6 vehicles"))
        #expect(run.stdout.contains("green  Bay Ridge  (mta: MTA NYCT_B63)  0 alerts, 4 vehicles"))
        #expect(run.stdout.contains("yellow  Lake  (cta: 74)  3 alerts, 5 vehicles"))
        #expect(!run.stdout.contains("\u{1B}[")) // not a terminal: plain words, no ANSI colour

        // The library's models, as an app decodes them.
        struct Report: Decodable {
            struct Update: Decodable {
                let status: ServiceStatus
                let lines: [RouteStatus]
                let vehicles: [VehiclePosition]
            }
            let route: SavedRoute
            let update: Update
        }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let json = try decoder.decode([Report].self, from: Data(try await routes(["status", "Uptown", "--json"]).stdout.utf8))
        #expect(json.map(\.route.name) == ["Uptown"])
        #expect(json.map(\.update.status) == [.disrupted])
        #expect(json[0].update.vehicles.count == 6)
        #expect(json[0].update.lines.map(\.status) == [.disrupted, .altered])
    }

    /// A line with nothing recorded: its alerts call fails. The route reads "unknown", never
    /// green, in the table and in JSON, and both exit 1.
    @Test func aRouteWhoseAlertsFailedIsUnknownAndExitsOneInEveryFormat() async throws {
        let add = try await routes(["add", "Ghost", "--provider", "cta", "--from", "A", "--to", "B", "--line", "999"])
        #expect(add.status == 0, "\(add.stderr)")
        let table = try await routes(["status"])
        #expect(table.status == 1)
        #expect(table.stdout.hasPrefix("unknown  Ghost"), "\(table.stdout)")
        #expect(!table.stdout.contains("green"))
        // The failure reads as the rider's sentence; the developer's line only under --verbose.
        // (Under --replay, the call the recordings lack says so rather than "no such route".)
        #expect(table.stdout.contains("! 999 alerts: not in the recordings"), "\(table.stdout)")
        #expect(!table.stdout.contains("TransitError"))
        #expect(try await runCLI(["--verbose", "routes", "status", "--store", storeFile]).stdout.contains("TransitError.notFound"))

        struct Report: Decodable {
            struct Update: Decodable {
                let status: ServiceStatus
                let statusKnown: Bool
                let lines: [RouteStatus]
                let failures: [[String: String]]
            }
            let update: Update
        }
        let json = try await routes(["status", "--json"])
        #expect(json.status == table.status)
        let reports = try JSONDecoder().decode([Report].self, from: Data(json.stdout.utf8)).map(\.update)
        #expect(reports.map(\.status) == [.unknown])
        #expect(reports.map(\.statusKnown) == [false])
        #expect(reports.first?.lines.map(\.status) == [.unknown])
        #expect(reports.first?.failures.first?["what"] == "alerts")
    }

    @Test func watchRefreshesOnTheClockUntilTheCount() async throws {
        try await saveDemoRoutes()
        let run = try await routes(["watch", "Bay Ridge", "--count", "2", "--interval", "20"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("refresh 1 at"))
        #expect(run.stdout.contains("refresh 2 at"))
        #expect(!run.stdout.contains("refresh 3 at"))
        #expect(run.stdout.contains("MTA NYCT_B63"))
    }

    @Test func statusWithoutTheProvidersKeyExitsTwoAndSendsNothing() async throws {
        try await saveDemoRoutes()
        let run = try await runCLI(["routes", "status", "Uptown", "--store", storeFile], replay: false)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("transit: MTA_API_KEY is not set"))
    }
}
