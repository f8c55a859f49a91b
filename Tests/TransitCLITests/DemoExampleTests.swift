import Foundation
import Testing

@testable import TransitCLI

/// The demo has no dead ends (Docs/CLI.md, "The demo"): every example a `--help` text shows,
/// every command of the README's command-line block and every command `transit demo --list`
/// suggests answers under `--replay demo`; a call the recordings lack says so and what they
/// hold; one stop missing inside a batch is a note.
@Suite struct DemoExampleTests {
    /// The lines under an "example…:" heading of every help text, at every level.
    static func helpExamples() -> [String] {
        var texts = [CLI.help]
        var level = CLI.commands
        while !level.isEmpty {
            texts += level.map(\.help)
            level = level.flatMap(\.subcommands)
        }
        var examples: [String] = []
        for text in texts {
            var inExamples = false
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.lowercased().hasPrefix("example") && trimmed.hasSuffix(":") {
                    inExamples = true
                } else if trimmed.isEmpty {
                    inExamples = false
                } else if inExamples, trimmed.hasPrefix("transit ") {
                    examples.append(String(trimmed.dropFirst("transit ".count)))
                }
            }
        }
        return examples
    }

    /// The README's "The command line" block, each line as `transit` words: comments, keys
    /// (`CTA_API_KEY=… `) and `swift run` left out; `source <(…)` runs what it sources.
    static func readmeCommands() throws -> [String] {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("README.md")
        let text = try String(contentsOf: readme, encoding: .utf8)
        guard let section = text.range(of: "## The command line"),
            let open = text.range(of: "```sh\n", range: section.upperBound..<text.endIndex),
            let close = text.range(of: "```", range: open.upperBound..<text.endIndex)
        else { return [] }
        // A line ending in a backslash goes on on the next one, as in the shell.
        let block = text[open.upperBound..<close.lowerBound].replacingOccurrences(of: " \\\n", with: " ")
        return block.split(separator: "\n").compactMap { line -> String? in
            var command = String(line)
            if let comment = command.range(of: "  #") { command = String(command[..<comment.lowerBound]) }
            command = command.replacingOccurrences(of: "source <(", with: "").replacingOccurrences(of: ")", with: "")
            guard let run = command.range(of: "swift run transit ") else { return nil }
            return command[run.upperBound...].trimmingCharacters(in: .whitespaces)
        }
    }

    /// Shell words, as the demo reads its own steps.
    static func words(_ command: String) -> [String] { DemoCLI.words(command) }

    /// Runs `command` under `--replay demo` (once, whether or not it says so itself) with a
    /// temporary saved-routes file.
    static func runOffline(_ command: String, routesFile: URL) async throws -> CLIRun {
        var words = words(command)
        if let index = words.firstIndex(of: "--replay"), index + 1 < words.count, words[index + 1] == "demo" {
            words.removeSubrange(index...index + 1)
        }
        return try await runCLI(words, environment: ["TRANSIT_ROUTES_FILE": routesFile.path])
    }

    static func temporaryRoutesFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("demo-examples-\(UUID().uuidString).json")
    }

    @Test func everyHelpExampleAnswersOffline() async throws {
        let examples = Self.helpExamples()
        #expect(examples.contains("near -37.8478,144.992 --radius 150"))
        #expect(examples.contains("trip 3001 --provider tram"))
        let file = Self.temporaryRoutesFile()
        defer { try? FileManager.default.removeItem(at: file) }
        for example in examples {
            let run = try await Self.runOffline(example, routesFile: file)
            #expect(run.status == 0, "transit \(example): \(run.stderr)")
            #expect(!run.stdout.isEmpty, "transit \(example) printed nothing")
            #expect(!run.stdout.contains("No departures"), "transit \(example): a dead end")
        }
    }

    @Test func everyReadmeCommandAnswersOffline() async throws {
        let commands = try Self.readmeCommands()
        #expect(commands.count >= 10, "\(commands)")
        #expect(commands.contains { $0.hasPrefix("routes watch Home") })
        let file = Self.temporaryRoutesFile()
        defer { try? FileManager.default.removeItem(at: file) }
        for command in commands { // in order: `routes add Home` before `routes watch Home`
            let run = try await Self.runOffline(command, routesFile: file)
            #expect(run.status == 0, "transit \(command): \(run.stderr)")
            #expect(!run.stderr.contains("not in the"), "transit \(command): \(run.stderr)")
        }
    }

    @Test func everyListedCommandAnswersOffline() async throws {
        let file = Self.temporaryRoutesFile()
        defer { try? FileManager.default.removeItem(at: file) }
        for command in DemoRecordings.examples {
            let run = try await Self.runOffline(command, routesFile: file)
            #expect(run.status == 0, "transit \(command): \(run.stderr)")
            #expect(!run.stdout.isEmpty, "transit \(command) printed nothing")
        }
    }

    @Test func demoListSaysWhatTheRecordingsHold() async throws {
        let run = try await runCLI(["demo", "--list"], replay: false)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("getpredictions: stpid=6597 · stpid=6601"))
        #expect(run.stdout.contains("GetNextPredictedRoutesCollection: 1234 · 2234"))
        #expect(run.stdout.contains("stop-monitoring: MonitoringRef=MTA_308215"))
        #expect(run.stdout.contains("transit --replay demo predictions --stop 6597,6601 --provider cta"))
    }

    /// A miss used to read "CTA Bus Tracker has no such stop, route or vehicle. (ReplayTransport:
    /// no recorded response for GET …)".
    @Test func aMissSaysWhatTheRecordingsHold() async throws {
        let tram = try await runCLI(["tram", "next", "--stop", "9999"])
        #expect(tram.status == 1)
        #expect(
            tram.stderr.hasPrefix(
                "transit: not in the demo recordings; recorded stops: 1234, 2234, 3505, 2406 (`transit demo --list`"),
            "\(tram.stderr)")
        let cta = try await runCLI(["cta", "predictions", "--stop", "1111"])
        #expect(cta.stderr.contains("recorded stops: 6597, 6601"), "\(cta.stderr)")
        let mta = try await runCLI(["mta", "arrivals", "--stop", "MTA_1"])
        #expect(mta.stderr.contains("recorded stops: MTA_308215"), "\(mta.stderr)")
        for run in [tram, cta, mta] {
            #expect(!run.stderr.contains("ReplayTransport"))
            #expect(!run.stderr.contains("no such stop"))
        }
        let verbose = try await runCLI(["--verbose", "tram", "next", "--stop", "9999"])
        #expect(verbose.stderr.contains("transit: details: "))
    }

    /// `near` in Chicago at the default radius: the stops around Fullerton & Sheffield are one
    /// CTA call the recordings lack; asked stop by stop, 6597 answers and the rest are notes
    /// (it used to fail as a whole).
    @Test func aStopMissingInsideABatchIsANote() async throws {
        let run = try await runCLI(["near", "41.925051,-87.652866"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("[6597]"))
        #expect(run.stderr.contains("note: cta: stop 1225: not in the recordings"), "\(run.stderr)")
        #expect(!run.stderr.contains("GET /"))
    }

    /// The stop index over the recordings: MTA's routes without recorded stops are notes, the
    /// index holds B70's (it used to fail as a whole).
    @Test func aCatalogueCallMissingInAnIndexBuildIsANote() async throws {
        let run = try await runCLI(["stops", "find", "39 st", "--provider", "mta"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("39 ST/1 AV"))
        #expect(run.stderr.contains("catalogue calls unanswered"))
    }

    /// A saved route on a line the recordings lack reads "not in the recordings", not "no such
    /// route".
    @Test func aSavedRouteOffTheRecordingsSaysSo() async throws {
        let file = Self.temporaryRoutesFile()
        defer { try? FileManager.default.removeItem(at: file) }
        let environment = ["TRANSIT_ROUTES_FILE": file.path]
        let add = try await runCLI(
            ["routes", "add", "Tram", "--provider", "tramtracker", "--from", "a", "--to", "b", "--line", "96"], environment: environment)
        #expect(add.status == 0, "\(add.stderr)")
        let status = try await runCLI(["routes", "status"], environment: environment)
        #expect(status.stdout.contains("96 alerts: not in the recordings"), "\(status.stdout)")
        #expect(!status.stdout.contains("no such stop"))
    }

    /// The demo follows the CLI's own rules (Docs/CLI.md, "The demo"): no "bus(es)", no
    /// internal note text (a URL only in a command it shows), one currency style ("70.13
    /// CAD"), the asked-vs-answered date mismatch flagged, and no `transitkit-demo-…` folder
    /// (saved routes, feeds) left in the temporary directory.
    @Test func theDemoFollowsTheCLIRules() async throws {
        let temporary = FileManager.default.temporaryDirectory
        func feedFolders() throws -> Set<String> {
            // This demo names its folder with a UUID; folders named otherwise (a process id)
            // come from older builds running on the same machine, not from this code.
            Set(
                try FileManager.default.contentsOfDirectory(atPath: temporary.path).filter {
                    $0.hasPrefix("transitkit-demo-")
                        && UUID(uuidString: String($0.dropFirst("transitkit-demo-".count))) != nil
                })
        }
        let before = try feedFolders()
        let run = try await runCLI(["demo", "--speed", "1000"], replay: false)
        #expect(run.status == 0, "\(run.stderr)")
        let text = run.stdout + run.stderr
        #expect(!text.contains("(es)"))
        #expect(text.contains("0 alerts, 4 vehicles"))
        for word in ["ReplayTransport", "TransitError", "not in the recordings: GET"] {
            #expect(!text.contains(word), "the demo shows \(word)")
        }
        // A URL only where the user types one: `plan --data https://…`.
        for line in text.split(separator: "\n") where line.contains("https://") {
            #expect(line.hasPrefix("  $ transit plan"), "the demo shows a URL: \(line)")
        }
        // Prices: an amount, a space, an ISO code; no symbol style beside it.
        #expect(text.contains("70.13 CAD") && text.contains("46.73 EUR"))
        #expect(text.range(of: #"[$€£]\s?\d"#, options: .regularExpression) == nil)
        #expect(text.contains("note: asked for 2016-07-29; the departures found leave on 2017-09-10"))
        // Other tests may run a demo meanwhile: a folder of theirs goes within seconds; a
        // folder left behind stays.
        var left = try feedFolders().subtracting(before)
        for _ in 0..<50 where !left.isEmpty {
            try await Task.sleep(for: .milliseconds(200))
            left = left.intersection(try feedFolders())
        }
        #expect(left.isEmpty, "demo folders left behind: \(left)")
    }

    /// `busbud departures` flags departures on another day than the one asked.
    @Test func busbudFlagsAnotherDayThanAsked() async throws {
        let run = try await runCLI(["busbud", "departures", "dr5reg", "f25dvk", "2016-07-29", "--adults", "1", "--currency", "CAD"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("note: asked for 2016-07-29; the departures found leave on 2017-09-10"), "\(run.stderr)")
    }

    /// `tram run 3001` as `mta stops-for-route B70`: the number alone is the `--vehicle` (it
    /// used to be refused as unexpected).
    @Test func tramRunTakesTheNumberAlone() async throws {
        let positional = try await runCLI(["tram", "run", "3001"])
        let flag = try await runCLI(["tram", "run", "--vehicle", "3001"])
        #expect(positional.status == 0, "\(positional.stderr)")
        #expect(positional.stdout == flag.stdout)
        let two = try await runCLI(["tram", "run", "3001", "3002"])
        #expect(two.status == 2)
        #expect(two.stderr.contains("one vehicle"))
    }
}
