import CTAProvider
import Foundation
import TransitKitCore

/// `transit cta directions|detours|locales|time`: the CTA Bus Tracker calls no other
/// provider has. Its stops, predictions, bulletins and vehicles are the capability verbs
/// (`transit predictions --provider cta` …); the old spellings stay as hidden aliases for one
/// release. The key comes from `CTA_API_KEY` and is never printed.
enum CTACommand {
    static let command = Subcommands(group: "cta", [routes, directions, detours, locales, time, stops, predictions, bulletins, vehicles])
        .command(
            summary: "Chicago CTA Bus Tracker: directions, detours, languages, clock (CTA_API_KEY)",
            note: "The key comes from CTA_API_KEY (https://www.ctabustracker.com/home → Developers).")

    static let directions = Command(
        name: "directions", in: "cta", summary: "directions of a route", options: [Option.route.required, .json, .api],
        about: "The direction ids `stops on R --provider cta --direction D` takes (Eastbound …)."
    ) { parsed, context in
        let directions = try await client(parsed, context).directions(of: Route.ID(parsed.value(.route) ?? ""))
        return try context.answer(directions, parsed) {
            context.output.line(Table(["Direction id", "Name"], directions.map { [$0.id.rawValue, $0.name] }).render())
        }
    }

    static let detours = Command(
        name: "detours", in: "cta", summary: "detours CTA publishes (v3 getdetours), optionally for routes",
        options: [.route, detailed, .json],
        about: """
            Cancelled and expired detours are listed as CTA lists them, marked. --detailed asks
            getenhanceddetours: replaced patterns and the stops served only on the detour.
            """
    ) { parsed, context in
        let cta = try client(parsed, context)
        let detours = try await cta.detours(for: parsed.list(.route).map { Route.ID($0) }, detailed: parsed.flag(detailed))
        if parsed.flag(.json) {
            try context.output.json(detours)
            return 0
        }
        if detours.isEmpty { context.output.line("No detours.") }
        let zone = cta.descriptor.timeZone
        for detour in detours {
            let routes = detour.affected.map { [$0.route.rawValue, $0.direction?.rawValue].compactMap { $0 }.joined(separator: " ") }
            let dates = [detour.start, detour.end].map { $0.map { $0.formatted(Date.ISO8601FormatStyle(timeZone: zone)) } ?? "…" }
            context.output.line(
                PlainText.oneLine(
                    "\(detour.state == .active ? "active" : "cancelled")  \(detour.description)  [\(routes.joined(separator: ", "))]  \(dates.joined(separator: " – "))",
                    limit: 300))
            for reroute in detour.reroutes where !reroute.replacementStops.isEmpty {
                context.output.line("  stops added: " + reroute.replacementStops.map { "\($0.id) \($0.name)" }.joined(separator: "; "))
            }
        }
        return 0
    }

    static let detailed = Option(name: "--detailed", value: .flag, help: "replaced patterns and added stops (getenhanceddetours)")

    static let locales = Command(
        name: "locales", in: "cta", summary: "languages the API answers in (getlocalelist)", options: [own, .json, .api],
        about: "The languages CTA's answers come in."
    ) { parsed, context in
        let languages = try await client(parsed, context).languages(inOwnLanguage: parsed.flag(own))
        if parsed.flag(.json) {
            try context.output.json(languages)
        } else {
            context.output.line(Table(["Locale", "Language"], languages.map { [$0.code, $0.name] }).render())
        }
        return 0
    }

    static let own = Option(name: "--own", value: .flag, help: "name each language in itself")

    static let time = Command(
        name: "time", in: "cta", summary: "CTA's clock (gettime)", options: [.json, .api],
        about: "CTA's clock, as ISO 8601 and Chicago wall time."
    ) { parsed, context in
        let cta = try client(parsed, context)
        try context.output.serverClock(try await cta.serverTime(), in: cta.descriptor.timeZone, city: "Chicago", json: parsed.flag(.json))
        return 0
    }

    /// The client for this run, in the `--api` version asked (v3 by default).
    static func client(_ parsed: Parsed, _ context: Context) throws -> CTABusTrackerClient {
        try Providers.cta(context, version: Providers.ctaVersion(parsed.value(.api)))
    }

    // The old spellings of capability verbs, kept for one release (CHANGELOG).
    static let routes = Command.alias("routes", of: RouteCatalogCommand.command, provider: "cta", newName: "routes catalog")
    static let stops = Command.alias("stops", of: StopsCommand.on, provider: "cta", newName: "stops on")
    static let predictions = Command.alias("predictions", of: PredictionsCommand.command, provider: "cta")
    static let bulletins = Command.alias("bulletins", of: AlertsCommand.command, provider: "cta", newName: "alerts")
    static let vehicles = Command.alias("vehicles", of: VehiclesCommand.command, provider: "cta")
}
