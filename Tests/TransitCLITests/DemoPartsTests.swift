import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TransitCLI

/// `transit demo` is the `transit` commands a user types, each shown as "$ transit …" and run
/// on the bundled recordings: every part's commands succeed and their key answers appear.
@Suite struct DemoPartsTests {
    /// Every command the demo shows, in order. A part removed or a command dropped fails.
    static let commands = [
        "departures dr5reg f25dvk 2016-07-29 --adults 1 --currency CAD",
        "departures f2m673 f25dvk 2021-08-28 --adults 1 --currency EUR",
        "routes catalog --provider cta",
        "stops on 74 --provider cta --direction Eastbound",
        "predictions --stop 6597,6601 --provider cta",
        "alerts --route 74 --provider cta",
        "predictions --stop 1234,2234 --provider tram --top 4",
        "routes catalog --provider tram",
        "shape B70 --provider mta",
        "vehicles --route B70 --provider mta",
        "vehicles --route B63 --provider mta",
        "alerts B70 M4 M103 --provider mta",
        #"routes add "Uptown on Fifth" --provider mta"#,
        #"routes add "Bay Ridge" --provider mta"#,
        #"routes add "To the lake" --provider cta"#,
        "routes status --store routes.json",
        "plan cities lo --data https://",
        #"plan --data https://raw.githubusercontent.com/TuiMobilityHub/ios-code-challenge/master/connections.json --from London --to "Cape Town" --alternatives 3"#,
        "near 41.925051,-87.652866 --radius 40 --limit 5",
        "near -37.8478,144.992 --radius 150 --limit 5",
        "near 40.68766,-73.96880 --radius 40 --limit 5",
        #"stops find "fullerton & sheff" --provider cta --limit 3"#,
        "trip --provider tramtracker --vehicle 3001",
        "trip --provider cta --vehicle 8164",
        "gtfs-rt trip-updates --provider cta --stop 6597 --output cta-trip-updates.pb",
        "gtfs-rt trip-updates --provider tramtracker --stop 1234 --output tramtracker-trip-updates.pb",
        #"gtfs-rt vehicle-positions --provider mta --route "MTA NYCT_B70" --output mta-vehicle-positions.pb"#,
    ]

    @Test func everyPartShowsItsCommandsAndTheirAnswers() async throws {
        let run = try await runCLI(["demo"], replay: false)
        #expect(run.status == 0, "\(run.stderr)")
        let out = run.stdout
        let shown = out.split(separator: "\n").filter { $0.hasPrefix("  $ transit ") }.map { $0.dropFirst("  $ transit ".count) }
        #expect(shown.count == Self.commands.count, "\(shown)")
        for (line, command) in zip(shown, Self.commands) { #expect(line.hasPrefix(command), "\(line) is not \(command)") }
        #expect(out.contains("All 9 parts ran offline."))

        // Busbud: the seed's search, then a cold one arriving over three polls.
        #expect(out.contains("2017-09-10 11:00 UTC−4  19:55 UTC−4  Port Authority Bus Terminal"))
        #expect(out.contains("    busbud: searching… 3 departures after 1 request\n    busbud: searching… 5 departures after 2 requests\n"))
        #expect(out.contains("    busbud: complete 6 departures after 3 requests"))
        #expect(out.contains("    6 departures, complete"))
        // CTA: a long catalogue cut and counted, stops in travel order, route 74's board.
        #expect(out.contains("    4      Cottage Grove                    #cc3300  4\n    … 120 more lines\n"))
        #expect(out.contains("    1   668    Grand & Nordica Terminal"))
        #expect(out.contains("    74     Halsted  Fullerton & Sheffield (Red/Brown/Purple Line) [6597]  11:15 pm (4 min)   8164"))
        #expect(out.contains("    note: stop 6601: No service scheduled"))
        #expect(out.contains("    74: yellow (3 alerts)"))
        // Trams at two stops, four each at most, and the recorded catalogue.
        #expect(out.contains("    96     St Kilda Beach  2234  5:21 pm (1 min)   3501     ♿ low-floor"))
        #expect(out.contains("    78     North Richmond - Balaclava via Prahran"))
        // MTA: B70's shape with its stop count, live buses, a short id, status colours.
        #expect(out.contains("    MTA NYCT_B70: 15 polylines, 264 points, 73 stops"))
        #expect(out.contains("    MTA NYCT_353  B70"))
        #expect(out.contains("    MTA NYCT_749  B63"))
        #expect(out.contains("    M4: red (2 situations)"))
        // Saved routes in a temporary file.
        #expect(out.contains("    red  Uptown on Fifth  (mta: MTA NYCT_M4, MTA NYCT_M103)  4 alerts, 6 vehicles"))
        #expect(out.contains("    yellow  To the lake  (cta: 74)  3 alerts, 5 vehicles"))
        // The trip planner on the replayed TUI URL.
        #expect(out.contains("    1. London → Tokyo → Sydney → Cape Town: 520.00 EUR (3 legs)"))
        #expect(out.contains("    note: only 2 routes of the 3 asked"))
        // Near: each row counts down from its recording's clock ("11:15 pm (4 min)").
        let lines = out.split(separator: "\n")
        #expect(
            lines.contains {
                $0.contains("cta       Fullerton & Sheffield (Red/Brown/Purple Line) [6597]  35 m  74     Halsted  11:15 pm (")
                    && $0.hasSuffix("1.4 km away")
            })
        #expect(
            lines.contains {
                $0.contains("tramtracker  Prahran Market & Commercial Rd [2406]  0 m   96     St Kilda Beach  5:21 pm (")
                    && $0.hasSuffix("♿ low-floor")
            })
        #expect(out.contains("mta       VANDERBILT AV/LAFAYETTE AV [MTA_305809]  16 m  B69"))
        #expect(out.contains("6597  Fullerton & Sheffield (Red/Brown/Purple Line)  74"))
        // A vehicle's trip.
        #expect(out.contains("    Vehicle 3001 on route 109"))
        #expect(out.contains("1  Fullerton & Ashland [17254]    Due               146 m away"))
        // One GTFS-Realtime feed per provider with realtime data.
        #expect(out.contains("    cta: 2 entities, 159 bytes → cta-trip-updates.pb, 0 left out"))
        #expect(out.contains("    tramtracker: 24 entities, 1641 bytes → tramtracker-trip-updates.pb, 0 left out"))
        #expect(out.contains("    mta: 3 entities, 414 bytes → mta-vehicle-positions.pb, 0 left out"))
    }

    static func context() throws -> (Context, CapturedOutput) {
        let (output, captured) = Output.capture()
        var context = Context(
            environment: [:], output: output, clock: AnyClock(ImmediateClock()),
            now: .fixed(Date(timeIntervalSince1970: 1_700_000_000)), userAgent: try UserAgent(app: "TransitCLITests/1.0"))
        context.replayDirectory = try DemoRecordings.directory
        return (context, captured)
    }

    /// A command that exits non-zero fails its part, named, after its error is shown.
    @Test func aFailingCommandFailsThePart() async throws {
        let (context, captured) = try Self.context()
        let part = DemoSection(title: "t", steps: ["predictions --stop 9999 --provider tram", "cta routes"])
        do {
            try await DemoCLI.run(part, context)
            Issue.record("the part ran")
        } catch let error as CLIError {
            #expect(error.description.contains("`transit predictions --stop 9999 --provider tram` ended with status 1"), "\(error)")
        }
        #expect(captured.stdout.contains("    transit: not in the demo recordings; recorded stops: 1234"), "\(captured.stdout)")
        #expect(!captured.stdout.contains("$ transit cta routes"))
    }

    /// `first` keeps a long answer to its first lines and counts the rest; a `{folder}/` file
    /// is shown by name and written in a folder removed afterwards.
    @Test func aLongAnswerIsCutAndAFileGoesToATemporaryFolder() async throws {
        let whole = try await runCLI(["cta", "routes"])
        let rows = whole.stdout.split(separator: "\n")
        let (context, captured) = try Self.context()
        let part = DemoSection(
            title: "t",
            steps: [
                DemoStep("cta routes", first: 3),
                "gtfs-rt trip-updates --provider cta --stop 6597 --output {folder}/feed.pb",
            ])
        try await DemoCLI.run(part, context)
        #expect(captured.stdout.contains("    \(rows[2])\n    … \(rows.count - 3) more lines\n"), "\(captured.stdout)")
        #expect(captured.stdout.contains("  $ transit gtfs-rt trip-updates --provider cta --stop 6597 --output feed.pb\n"))
        #expect(captured.stdout.contains("→ feed.pb"))
    }

    @Test func commandLinesSplitAsAShellDoes() {
        #expect(
            DemoCLI.words(#"stops find "fullerton & sheff" --provider cta"#) == ["stops", "find", "fullerton & sheff", "--provider", "cta"])
        #expect(DemoCLI.words(#"a "" b"#) == ["a", "", "b"])
    }
}
