import Foundation
import SavedRoutes
import TransitKitCore

/// One part of `transit demo`.
struct DemoSection: Sendable {
    let title: String
    let run: @Sendable (Context) async throws -> Void
}

/// `transit demo`: every provider end to end, offline, on bundled recorded responses.
enum DemoCommand {
    static let sections: [DemoSection] = [
        BusbudDemo.section,
        CTADemo.section,
        TramTrackerDemo.section,
        MTADemo.section,
        SavedRoutesDemo.section,
        TripPlannerDemo.section,
        NearDemo.section,
        TripDemo.section,
        GTFSRTDemo.section,
    ]

    static let speed = Option(
        name: "--speed", value: .number(1...1000), help: "how much faster than real time waits pass (default 20; 1 = real time)")
    static let list = Option(name: "--list", value: .flag, help: "print what the recordings hold and commands that answer, then exit")

    static let command = Command(
        name: "demo", summary: "run every provider end to end, offline, on recorded responses", options: [speed, list],
        about: """
            Runs the whole product offline through ReplayTransport on responses recorded from the
            real APIs (bundled with TransitKitTesting): a Busbud search arriving in polls, the CTA
            route → stop → predictions + alerts flow, next Melbourne trams, an MTA route with live
            buses and its status colour, a saved route's status, a cheapest trip, what leaves
            near a place in Chicago, Melbourne and New York, a vehicle's next stops, and one
            GTFS-Realtime feed per provider (written to a temporary directory).

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
                try await section.run(demo)
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
