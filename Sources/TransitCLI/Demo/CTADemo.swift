import CTAProvider
import Foundation
import TransitKitCore

/// Part of `transit demo`: the seed app's CTA flow on the 2019 route 74 recordings — route →
/// direction → stops in travel order → predictions at a stop with countdowns, plus the
/// route's bulletins and status colour.
enum CTADemo {
    static let section = DemoSection(title: "CTA Bus Tracker: route → stop → predictions and alerts") { context in
        let out = context.output
        let cta = try Providers.cta(context)

        let routes = try await cta.routes()
        guard let route = routes.first(where: { $0.id == "74" }) else { throw CLIError.failed("route 74 missing from the recording") }
        out.line("  \(routes.count) routes; picked \(route.displayName)")

        let directions = try await cta.directions(of: route.id)
        guard let direction = directions.first else { throw CLIError.failed("route 74 has no directions in the recording") }
        out.line("  directions: \(directions.map(\.name).joined(separator: ", ")); picked \(direction.name)")

        let stops = try await cta.stops(on: route.id, direction: direction.id)
        out.line("  \(stops.count) stops in travel order (getstops is alphabetical; order from getpatterns):")
        out.line("    \(stops.prefix(3).map(\.name).joined(separator: " → ")) → … → \(stops.last?.name ?? "")")

        // Recorded in May 2019: countdowns are measured from CTA's clock at recording time.
        let serverNow = try await cta.serverTime()
        let board = try await cta.predictions(at: ["6597"], routes: [route.id])
        out.line("  predictions at stop 6597, CTA clock \(Countdown.clock(serverNow, in: cta.descriptor.timeZone)):")
        for prediction in board.predictions {
            out.line(
                "    \(prediction.route) to \(prediction.destination ?? "?") (bus \(prediction.vehicleID?.rawValue ?? "?")) at \(prediction.stopName ?? prediction.stopID.rawValue): \(prediction.countdown(now: serverNow)?.text ?? "?")"
            )
        }
        let quiet = try await cta.predictions(at: ["6601"], routes: nil)
        for note in quiet.notes { out.line("    \(note.subject): \(note.message) (a note, not an error)") }

        let status = try await cta.status(of: [route.id])
        for item in status {
            out.line("  route \(item.route) status: \(out.marker(item.status)) — \(item.alerts.count) alerts, high priority first:")
            for alert in item.alerts { out.line("    [\(alert.severity)] \(alert.title) (\(alert.effect))") }
        }
    }
}
