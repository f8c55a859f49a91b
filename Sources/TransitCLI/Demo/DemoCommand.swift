import Foundation
import TransitKitCore

/// `transit demo`: every provider end to end, offline, on bundled recorded responses. Each
/// part is the `transit` commands a user types, run under the demo's replay and clock and
/// shown with their output, so the demo draws nothing of its own and shows what to type next.
enum DemoCommand {
    /// Where TUI publishes its connections data set; `--replay demo` answers it from the
    /// bundled copy (`Fixtures/demo/connections`).
    static let connectionsURL = "https://raw.githubusercontent.com/TuiMobilityHub/ios-code-challenge/master/connections.json"

    static let sections: [DemoSection] = [
        // The seed's search (answered from Busbud's cache, another day than asked: the note
        // says so), then a cold one whose departures arrive over polls (the progress lines).
        DemoSection(
            title: "Busbud: New York → Montréal, then a search arriving in polls",
            steps: [
                "departures dr5reg f25dvk 2016-07-29 --adults 1 --currency CAD",
                "departures f2m673 f25dvk 2021-08-28 --adults 1 --currency EUR",
            ]),
        // The seed app's flow on the 2019 route 74 recordings: route → stops in travel order
        // → predictions with countdowns from CTA's clock (6601 answers a note) → alerts.
        DemoSection(
            title: "CTA Bus Tracker: route → stop → predictions and alerts",
            steps: [
                DemoStep("routes catalog --provider cta", first: 6),
                DemoStep("stops on 74 --provider cta --direction Eastbound", first: 6),
                "predictions --stop 6597,6601 --provider cta",
                "alerts --route 74 --provider cta",
            ]),
        DemoSection(
            title: "tramTRACKER: next trams in Melbourne with countdowns",
            steps: ["predictions --stop 1234,2234 --provider tram --top 4", "routes catalog --provider tram"]),
        // The seed app's MTA screen: a route's stops and polylines, its live buses, a line
        // asked by its short id, and status colours from MTA situations.
        DemoSection(
            title: "MTA Bus Time: a route with its live buses and status colour",
            steps: [
                DemoStep("shape B70 --provider mta", first: 3),
                "vehicles --route B70 --provider mta",
                "vehicles --route B63 --provider mta",
                "alerts B70 M4 M103 --provider mta",
            ]),
        // Saved in a temporary file, never the rider's own list.
        DemoSection(
            title: "Saved routes: status at a glance",
            steps: [
                #"routes add "Uptown on Fifth" --provider mta --from "Washington Square@40.7308,-73.9973" --to "Harlem@40.8116,-73.9465" --line "MTA NYCT_M4" --line "MTA NYCT_M103" --store {folder}/routes.json"#,
                #"routes add "Bay Ridge" --provider mta --from "Bay Ridge@40.6340,-74.0230" --to "Atlantic Terminal@40.6840,-73.9770" --line B63 --store {folder}/routes.json"#,
                #"routes add "To the lake" --provider cta --from "Mayfair@41.9616,-87.7456" --to "Lincoln Park@41.9214,-87.6513" --line 74@Eastbound --store {folder}/routes.json"#,
                "routes status --store {folder}/routes.json",
            ]),
        DemoSection(
            title: "Trip planner: the cheapest trip on the TUI data set",
            steps: [
                DemoStep("plan cities lo --data \(connectionsURL)"),
                DemoStep("plan --data \(connectionsURL) --from London --to \"Cape Town\" --alternatives 3"),
            ]),
        // Every provider that covers the place answers (ProviderRegistry): CTA's and
        // tramTRACKER's from a stop index over their catalogue calls, MTA's stops-for-location.
        DemoSection(
            title: "Stops and departures near a place: Chicago, Melbourne, New York",
            steps: [
                "near 41.925051,-87.652866 --radius 40 --limit 5",
                "near -37.8478,144.992 --radius 150 --limit 5",
                "near 40.68766,-73.96880 --radius 40 --limit 5",
                #"stops find "fullerton & sheff" --provider cta --limit 3"#,
            ]),
        DemoSection(
            title: "A vehicle's trip: its next stops and times",
            steps: ["trip --provider tramtracker --vehicle 3001", "trip --provider cta --vehicle 8164"]),
        // Busbud has no realtime data, so no feed.
        DemoSection(
            title: "GTFS-Realtime out of every provider",
            steps: [
                "gtfs-rt trip-updates --provider cta --stop 6597 --output {folder}/cta-trip-updates.pb",
                "gtfs-rt trip-updates --provider tramtracker --stop 1234 --output {folder}/tramtracker-trip-updates.pb",
                #"gtfs-rt vehicle-positions --provider mta --route "MTA NYCT_B70" --output {folder}/mta-vehicle-positions.pb"#,
            ]),
    ]

    static let speed = Option(
        name: "--speed", value: .number(1...1000), help: "how much faster than real time waits pass (default 20; 1 = real time)")
    static let list = Option(name: "--list", value: .flag, help: "print what the recordings hold and commands that answer, then exit")

    static let command = Command(
        name: "demo", summary: "run every provider end to end, offline, on recorded responses", options: [speed, list],
        about: """
            Runs the whole product offline through ReplayTransport on responses recorded from the
            real APIs (bundled with TransitKitTesting), as the `transit` commands you would type,
            each shown as "$ transit …" with its output: a Busbud search arriving in polls, the CTA
            route → stops → predictions + alerts flow, next Melbourne trams, an MTA route with
            live buses and its status colour, saved routes' status, a cheapest trip, what leaves
            near a place in Chicago, Melbourne and New York, a vehicle's next stops, and one
            GTFS-Realtime feed per provider (files go to a temporary folder, removed afterwards).

            Any command answers offline from the same recordings with `transit --replay demo …`;
            `transit demo --list` says what they hold (stops, routes, vehicles per provider) and
            which commands answer from them.
            """
    ) { parsed, context in
        if parsed.flag(list) {
            try DemoRecordings.list(context.output)
            return 0
        }
        let speed = parsed.number(speed) ?? 20
        var demo = context
        demo.replayDirectory = try DemoRecordings.directory
        demo.clock = AnyClock(AcceleratedClock(speed: Double(speed)))
        let out = demo.output
        out.line(out.colored("TransitKit demo", .bold) + " — offline, on recorded responses (waits run ×\(speed))")
        var failures: [String] = []
        for (index, section) in sections.enumerated() {
            out.line()
            out.line(out.colored("\(index + 1). \(section.title)", .bold))
            do {
                try await DemoCLI.run(section, demo)
            } catch {
                out.error("transit demo: \(section.title): \(PlainWords.sentence(error, replaying: true))")
                failures.append(section.title)
            }
        }
        out.line()
        if failures.isEmpty {
            out.line("All \(sections.count) parts ran offline.")
            return 0
        }
        out.line("\(failures.count) of \(sections.count) parts failed: \(failures.joined(separator: ", "))")
        return 1
    }
}
