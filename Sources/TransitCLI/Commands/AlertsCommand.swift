import CTAProvider
import Foundation
import TransitKitCore

/// `transit alerts --route R… --provider P`: each route's status colour with the alerts that
/// set it, from any ``AlertSource`` (CTA bulletins, MTA situations, tramTRACKER disruptions);
/// `--json` prints the library's ``RouteStatus`` list. `cta bulletins` and `mta status` are
/// its old spellings.
enum AlertsCommand {
    static let command = Command(
        name: "alerts", summary: "service alerts and status colour of routes, from any provider", words: "[ROUTE…]",
        options: [.route, .provider, stopOption, .json, .api.hidden],
        about: """
            green = no alert, yellow = altered or detour, red = delayed or no service, unknown
            when the alerts could not be fetched. CTA also answers for stops (--stop).
            """,
        examples: ["alerts --route 74 --provider cta", "alerts B63 --provider mta"]
    ) { parsed, context in
        let routes = (parsed.list(.route) + Arguments.split(parsed.words)).map { Route.ID($0) }
        let stops = parsed.list(stopOption).map { Stop.ID($0) }
        guard routes.isEmpty != stops.isEmpty else { throw CLIError.usage("alerts needs --route R (or --stop ID with CTA), not both") }
        let provider = try Providers.pick(parsed, ids: routes.map(\.rawValue), context: context)
        if !stops.isEmpty {
            guard let cta = provider as? CTABusTrackerClient else {
                throw CLIError.usage("alerts for stops (--stop) come from CTA only; give --route for \(provider.descriptor.name)")
            }
            let alerts = try await cta.alerts(atStops: stops)
            context.keep(alerts)
            if parsed.flag(.json) { try context.output.json(alerts) } else { AlertLines.print(alerts, to: context.output) }
            return alerts.isEmpty ? CLI.emptyStatus : 0
        }
        let statuses = try await provider.require((any AlertSource).self, for: "alerts").status(of: routes)
        return try context.answer(statuses, parsed) {
            StatusLines.print(statuses, word: provider.descriptor.id == "mta" ? "situation" : "alert", to: context.output)
        }
    }

    static let stopOption = Option(name: "--stop", value: .list("ID"), help: "alerts at these stops instead (CTA)")
}
