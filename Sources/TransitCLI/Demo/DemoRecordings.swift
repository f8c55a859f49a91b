import Foundation
import TransitKitCore
import TransitKitTesting

/// The recorded responses `transit demo` replays: TransitKitTesting's `Fixtures/demo/`, one
/// `<provider>/replay.json` script each, pointing at the provider's recorded fixtures.
enum DemoRecordings {
    static var directory: URL {
        get throws { try Fixtures.directory("demo") }
    }

    /// The provider folders of the demo, in the order `transit demo --list` shows them.
    static let folders = ["cta", "tramtracker", "mta", "busbud", "connections"]

    /// Commands that answer under `--replay demo` (Docs/CLI.md, "The demo"): what
    /// `transit demo --list` suggests, and what `DemoExampleTests` runs with every `--help`
    /// example and README command.
    static let examples: [String] = [
        "near 41.925051,-87.652866",
        "near -37.8478,144.992",
        "near 40.68766,-73.96880 --radius 40",
        "stops find \"fullerton & sheff\" --provider cta",
        "stops find \"39 st\" --provider mta",
        "routes catalog --provider cta",
        "routes catalog --provider cta --api v2",
        "predictions --stop 6597,6601 --provider cta",
        "cta detours",
        "cta detours --detailed",
        "stops on 53 --provider cta --direction Northbound",
        "alerts --route 74 --provider cta",
        "vehicles --route 74 --provider cta",
        "cta locales",
        "predictions --stop 1234,2234 --provider tram",
        "predictions --stop 2406 --provider tram",
        "tram run 3001",
        "tram routes --stop 2406 --directions",
        "tram changes --since 2023-11-01",
        "stops on 78 --provider tram",
        "vehicles --route \"MTA NYCT_B63\"",
        "predictions --stop MTA_308215",
        "schedule --stop MTA_308215 --date 2024-01-02",
        "shape B70 --provider mta",
        "alerts M4 --provider mta",
        "mta routes --near 40.68766,-73.96880 --radius 300",
        "mta time",
        "departures dr5reg f25dvk 2016-07-29 --adults 1 --currency CAD",
        "departures f2m673 f25dvk 2021-08-28 --from 2021-08-28T13:00:00-04:00 --until 2021-08-28T15:30:00-04:00",
    ]

    /// The replay script of `folder` in `directory`; empty when there is none.
    static func script(_ folder: String, in directory: URL) -> ReplayScript {
        (try? ReplayScript(directory: directory.appendingPathComponent(folder, isDirectory: true))) ?? ReplayScript(entries: [])
    }

    /// The rider's line for a replay miss: "not in the demo recordings; recorded stops: 6597,
    /// 6601 (`transit demo --list` shows what they hold)".
    static func missLine(for error: TransitError, directory: URL) -> String {
        let isDemo = (try? Self.directory.standardizedFileURL.path) == directory.standardizedFileURL.path
        var line = isDemo ? "not in the demo recordings" : "not in the recordings of \(directory.path)"
        if let provider = error.provider, let why = script(provider.rawValue, in: directory).explanation(for: error) {
            line += "; " + why
        }
        return line + (isDemo ? " (`transit demo --list` shows what they hold)." : ".")
    }

    /// `transit demo --list`: per provider, each recorded call and what it was asked for, then
    /// commands that answer.
    static func list(_ output: Output) throws {
        let directory = try Self.directory
        output.line("The demo recordings (transit --replay demo …) hold:")
        for folder in folders {
            let script = script(folder, in: directory)
            guard !script.entries.isEmpty else { continue }
            output.line()
            let name = folder == "connections" ? "Trip planner's connections data" : Providers.displayName(ProviderID(folder)) ?? folder
            output.line("  \(name) (\(folder)):")
            for call in script.calls {
                output.line("    \(call.name)" + (call.asked.isEmpty ? "" : ": " + call.asked.joined(separator: " · ")))
            }
        }
        output.line()
        output.line("Commands that answer from them (each after `transit --replay demo`):")
        for example in examples { output.line("  transit --replay demo \(example)") }
        output.line()
        output.line("Anything else says \"not in the demo recordings\" and what they hold for that call.")
    }
}
