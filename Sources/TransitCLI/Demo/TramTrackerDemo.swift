import Foundation
import TramTrackerProvider
import TransitKitCore

/// Part of `transit demo`: next trams at two Melbourne stops, asked concurrently, sorted by
/// time, counted down from the server's clock of the recording, with the notices they carry.
enum TramTrackerDemo {
    static let section = DemoSection(title: "tramTRACKER: next trams in Melbourne with countdowns") { context in
        let client = try TramCommand.client(context)
        let out = context.output
        out.line("  Stops 1234 and 2234, all routes (device token fetched once, on first use):")
        let trams = try await client.nextTrams(at: ["1234", "2234"])
        // Recorded answers: count down from the recording's server clock.
        BoardTable.print(trams, now: trams.serverNow(at: context.now.date()), fromServer: true, limit: 8, to: out.indented("    "))
        let statuses = ["96", "58", "1"].map { RouteStatus(route: Route.ID($0), alerts: trams.alerts) }
        out.line("  Route status: " + statuses.map { "\($0.route) \(out.marker($0.status))" }.joined(separator: ", "))
        let routes = try await client.routes()
        out.line("  \(routes.count) routes in the catalogue, e.g. " + routes.prefix(3).map(\.displayName).joined(separator: "; "))
    }
}
