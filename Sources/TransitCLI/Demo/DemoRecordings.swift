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
        "cta routes",
        "cta routes --api v2",
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
    static func entries(_ folder: String, in directory: URL) -> [ReplayTransport.Entry] {
        let url = directory.appendingPathComponent(folder, isDirectory: true).appendingPathComponent("replay.json")
        guard let data = try? Data(contentsOf: url) else { return [] }
        return (try? JSONDecoder().decode([ReplayTransport.Entry].self, from: data)) ?? []
    }

    /// True when `error` is a replay's "no recorded response" (``ReplayTransport/missDetailPrefix``).
    static func isMiss(_ error: TransitError) -> Bool {
        error.kind == .notFound && (error.detail ?? "").contains(ReplayTransport.missDetailPrefix)
    }

    /// The rider's line for a replay miss: "not in the demo recordings; recorded stops: 6597,
    /// 6601 (`transit demo --list` shows what they hold)".
    static func missLine(for error: TransitError, directory: URL) -> String {
        let isDemo = (try? Self.directory.standardizedFileURL.path) == directory.standardizedFileURL.path
        var line = isDemo ? "not in the demo recordings" : "not in the recordings of \(directory.path)"
        let path = (error.redactedURL.flatMap { URLComponents(string: $0)?.path }) ?? ""
        if let provider = error.provider, !path.isEmpty {
            let recorded = Self.recorded(like: path, in: entries(provider.rawValue, in: directory))
            if let noun = recorded.noun, !recorded.values.isEmpty {
                line += "; recorded \(noun): " + recorded.values.joined(separator: ", ")
            }
            // The same call recorded with other values (a schedule's date): name them, so
            // `schedule` without --date says which day the recordings hold.
            let query = Dictionary(
                (error.redactedURL.flatMap { URLComponents(string: $0)?.queryItems } ?? []).map { ($0.name, $0.value ?? "") },
                uniquingKeysWith: { first, _ in first })
            var others: [String] = []
            for entry in entries(provider.rawValue, in: directory) where entry.path == path {
                for (name, value) in (entry.query ?? [:]).sorted(by: { $0.key < $1.key })
                where queryNouns[name] == nil && query[name] != value && !others.contains("\(name)=\(value)") {
                    others.append("\(name)=\(value)")
                }
            }
            if !others.isEmpty { line += "; this call was recorded with " + others.joined(separator: ", ") }
        }
        return line + (isDemo ? " (`transit demo --list` shows what they hold)." : ".")
    }

    /// What the script holds for the call at `path`: the stops, routes or vehicles it was asked
    /// for, whether they sit in the query (`stpid=6597`) or in the path (`…/1234/…`).
    static func recorded(like path: String, in entries: [ReplayTransport.Entry]) -> (noun: String?, values: [String]) {
        let asked = path.removingPercentEncoding ?? path
        var noun: String?
        var values: [String] = []
        func add(_ value: String) { if !values.contains(value) { values.append(value) } }
        for entry in entries {
            let pattern = entry.path.hasSuffix("*") ? String(entry.path.dropLast()) : entry.path
            if pattern == asked {
                for (name, value) in (entry.query ?? [:]).sorted(by: { $0.key < $1.key }) {
                    guard let word = queryNouns[name] else { continue }
                    noun = noun ?? word
                    if word == noun { add(value) }
                }
                continue
            }
            // A path that names the subject: the same call, another id after its name
            // (`GetNextPredictedRoutesCollection/1234/…`, `x-departures/dr5reg/f25dvk/2016-07-29`).
            let segments = pattern.split(separator: "/").map(String.init)
            let askedSegments = asked.split(separator: "/").map(String.init)
            guard let index = segments.firstIndex(where: { pathNouns[$0] != nil }), index + 1 < segments.count,
                askedSegments.count > index, Array(askedSegments.prefix(index + 1)) == Array(segments.prefix(index + 1)),
                let word = pathNouns[segments[index]]
            else { continue }
            let id = segments[(index + 1)...].map(plain).filter { !$0.isEmpty && $0 != "poll" }.joined(separator: " ")
            guard !id.isEmpty else { continue }
            noun = noun ?? word
            add(id)
        }
        return (noun, values)
    }

    /// A note's message with a replay miss in plain words ("not in the demo recordings").
    static func noteText(_ message: String) -> String {
        guard let range = message.range(of: ReplayTransport.missDetailPrefix) else { return message }
        return String(message[..<range.lowerBound]) + "not in the recordings"
    }

    static let queryNouns = [
        "stpid": "stops", "vid": "vehicles", "rt": "routes", "MonitoringRef": "stops", "LineRef": "routes",
    ]
    static let pathNouns = [
        "GetNextPredictedRoutesCollection": "stops", "GetNextPredictedArrivalTimeAtStopsForTramNo": "trams",
        "GetRouteStopsByRoute": "routes", "stops-for-route": "routes", "GetListOfStopsByRouteNoAndDirection": "routes",
        "routes-for-agency": "agencies", "schedule-for-stop": "stops", "x-departures": "searches",
    ]

    /// A path segment without a trailing `*` or `.json`.
    static func plain(_ segment: String) -> String {
        var text = segment.hasSuffix("*") ? String(segment.dropLast()) : segment
        if text.hasSuffix(".json") { text = String(text.dropLast(5)) }
        return text
    }

    /// One recorded call: its operation ("getpredictions", "GetNextPredictedRoutesCollection")
    /// and what it was asked for ("stpid=6597", "1234").
    static func describe(_ entry: ReplayTransport.Entry) -> (call: String, asked: [String]) {
        var segments = entry.path.split(separator: "/").map(String.init)
        var asked = (entry.query ?? [:]).sorted(by: { $0.key < $1.key }).map { "\($0.key)=\($0.value)" }
        if let index = segments.firstIndex(where: { pathNouns[$0] != nil }), index + 1 < segments.count {
            // Busbud's search names origin, destination and date in the path.
            let id =
                segments[index] == "x-departures"
                ? segments[(index + 1)...].map(plain).joined(separator: " ") : plain(segments[index + 1])
            asked.insert(id.isEmpty ? "any" : id, at: 0)
            return (segments[index], asked)
        }
        // ".../GetStopInformation/*", ".../GetDestinationsForRoute/78*": the id (or any) last.
        if let last = segments.last, last.hasSuffix("*"), segments.count >= 2 {
            let id = plain(last)
            if id.isEmpty || id.first?.isNumber == true {
                segments.removeLast()
                asked.insert(id.isEmpty ? "any" : id, at: 0)
            }
        }
        return (plain(segments.last ?? entry.path), asked)
    }

    /// `transit demo --list`: per provider, each recorded call and what it was asked for, then
    /// commands that answer.
    static func list(_ output: Output) throws {
        let directory = try Self.directory
        output.line("The demo recordings (transit --replay demo …) hold:")
        for folder in folders {
            let entries = entries(folder, in: directory)
            guard !entries.isEmpty else { continue }
            output.line()
            let name = folder == "connections" ? "Trip planner's connections data" : Providers.displayName(ProviderID(folder)) ?? folder
            output.line("  \(name) (\(folder)):")
            var calls: [(call: String, asked: [String])] = []
            for entry in entries {
                let (call, asked) = describe(entry)
                if let index = calls.firstIndex(where: { $0.call == call }) {
                    calls[index].asked += asked
                } else {
                    calls.append((call, asked))
                }
            }
            for (call, asked) in calls {
                let unique = asked.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
                output.line("    \(call)" + (unique.isEmpty ? "" : ": " + unique.joined(separator: " · ")))
            }
        }
        output.line()
        output.line("Commands that answer from them (each after `transit --replay demo`):")
        for example in examples { output.line("  transit --replay demo \(example)") }
        output.line()
        output.line("Anything else says \"not in the demo recordings\" and what they hold for that call.")
    }
}
