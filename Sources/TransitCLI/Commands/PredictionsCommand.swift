import CTAProvider
import Foundation
import TramTrackerProvider
import TransitKitCore

/// `transit predictions --stop ID… --provider P`: what is coming to stops, from any provider
/// that answers ``PredictionSource`` (CTA, MTA, tramTRACKER), in one table and one `--json`
/// (the library's ``PredictionBoard``). `cta predictions`, `mta arrivals` and `tram next` are
/// its old spellings.
enum PredictionsCommand {
    static let command = Command(
        name: "predictions", summary: "next arrivals at stops, from any provider (--provider)", words: "[STOP…]",
        options: [.stop, .provider, .route, .top, .lowFloor, .json, .api.hidden, serverTime.hidden],
        about: """
            Next arrivals at every stop, soonest first, with countdowns in the agency's time
            zone, the rider's facts (crowding, step-free, distance) and the alerts that came
            with them; a stop the provider has nothing for is a note on stderr. Countdowns are
            measured from now; when replaying recordings, from the recording's server clock.
            An answer with no arrival at all exits with status 3 (Docs/CLI.md).
            """,
        examples: ["predictions --stop 6597 --provider cta", "predictions --stop MTA_308215", "predictions --stop 1234 --provider tram"]
    ) { parsed, context in
        let stops = (parsed.list(.stop) + Arguments.split(parsed.words)).map { Stop.ID($0) }
        guard !stops.isEmpty else { throw CLIError.usage("missing --stop ID") }
        let provider = try Providers.pick(parsed, ids: stops.map(\.rawValue), context: context)
        let routes = parsed.list(.route).map { Route.ID($0) }
        let board: PredictionBoard
        if let tram = provider as? TramTrackerClient {
            // tramTRACKER filters low-floor trams itself; the others are filtered below.
            board = try await tram.nextTrams(at: stops, routes: routes.isEmpty ? nil : routes, lowFloorOnly: parsed.flag(.lowFloor))
        } else if var cta = provider as? CTABusTrackerClient, let top = parsed.number(.top) {
            cta = CTABusTrackerClient(configuration: with(cta.configuration) { $0.predictionLimit = top })
            board = try await cta.predictions(at: stops, routes: routes.isEmpty ? nil : routes)
        } else {
            let source = try provider.require((any PredictionSource).self, for: "predictions")
            board = try await source.predictions(at: stops, routes: routes.isEmpty ? nil : routes)
        }
        var shown = board
        if parsed.flag(.lowFloor) { shown.predictions.removeAll { $0.vehicleFeatures?.isStepFree != true } }
        if let top = parsed.number(.top) {
            // At most `top` per stop, as CTA's own limit counts them.
            var seen: [Stop.ID: Int] = [:]
            shown.predictions = shown.predictions.filter { p in
                seen[p.stopID, default: 0] += 1
                return seen[p.stopID, default: 0] <= top
            }
        }
        context.keep(shown)
        if parsed.flag(.json) {
            try context.output.json(shown)
            return shown.predictions.isEmpty ? CLI.emptyStatus : 0
        }
        let fromServer = context.isReplaying || parsed.flag(serverTime)
        var now = fromServer ? shown.serverNow(at: context.now.date()) : context.now.date()
        if context.isReplaying, let cta = provider as? CTABusTrackerClient {
            // CTA's predictions carry when each was made, not the clock: a recording counts
            // down from its recorded gettime, as the demo does.
            now = try await cta.serverTime()
        }
        return BoardTable.print(shown, now: now, fromServer: fromServer, to: context.output) ? 0 : CLI.emptyStatus
    }

    /// `tram next --server-time`: count from the server's clock (always so when replaying).
    static let serverTime = Option(name: "--server-time", value: .flag, help: "count down from the server's clock")

    static func with<T>(_ value: T, _ change: (inout T) -> Void) -> T {
        var copy = value
        change(&copy)
        return copy
    }
}
