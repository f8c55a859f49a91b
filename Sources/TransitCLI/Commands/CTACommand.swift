import CTAProvider
import Foundation
import TransitKitCore

/// `transit cta routes|directions|detours|locales|time`: the CTA Bus Tracker calls no other
/// provider has. Its stops, predictions, bulletins and vehicles are the capability verbs
/// (`transit predictions --provider cta` …); the old spellings stay as hidden aliases for one
/// release. The key comes from `CTA_API_KEY` and is never printed.
enum CTACommand {
    static let command = Subcommands(group: "cta", [routes, directions, stops, predictions, bulletins, detours, vehicles, locales, time])
        .command(
            summary: "Chicago CTA Bus Tracker (CTA_API_KEY)",
            note: """
                common options:
                  --json        print JSON instead of a table
                  --api v2|v3   Bus Tracker version (default v3)

                The key comes from CTA_API_KEY (https://www.ctabustracker.com/home → Developers).
                """)

    // MARK: subcommands

    static let routes = Command(
        name: "routes", summary: "every bus route",
        help: "usage: transit cta routes [--json] [--api v2|v3]"
    ) { arguments, context in
        let (cta, json) = try client(&arguments, context)
        try arguments.finish()
        let routes = try await cta.routes()
        if json {
            try context.output.json(routes)
        } else {
            context.output.line(
                Table(["Route", "Name", "Colour"], routes.map { [$0.id.rawValue, $0.longName ?? "", $0.color.map { "#" + $0 } ?? ""] })
                    .render())
        }
        return 0
    }

    static let directions = Command(
        name: "directions", summary: "directions of a route",
        help: "usage: transit cta directions --route RT [--json] [--api v2|v3]"
    ) { arguments, context in
        let route = try arguments.require("--route")
        let (cta, json) = try client(&arguments, context)
        try arguments.finish()
        let directions = try await cta.directions(of: Route.ID(route))
        if json {
            try context.output.json(directions)
        } else {
            context.output.line(Table(["Direction id", "Name"], directions.map { [$0.id.rawValue, $0.name] }).render())
        }
        return 0
    }

    static let stops = Command.alias("stops", of: StopsCommand.on, provider: "cta", newName: "stops on")
    static let predictions = Command.alias("predictions", of: PredictionsCommand.command, provider: "cta")
    static let bulletins = Command.alias("bulletins", of: AlertsCommand.command, provider: "cta", newName: "alerts")
    static let vehicles = Command.alias("vehicles", of: VehiclesCommand.command, provider: "cta")

    static let detours = Command(
        name: "detours", summary: "detours CTA publishes (v3 getdetours), optionally for routes",
        help: """
            usage: transit cta detours [--route RT…] [--detailed] [--json]

            Cancelled and expired detours are listed as CTA lists them, marked. --detailed asks
            getenhanceddetours: replaced patterns and the stops served only on the detour.
            """
    ) { arguments, context in
        let routeIDs = try arguments.list("--route").map { Route.ID($0) }
        let detailed = arguments.flag("--detailed")
        let (cta, json) = try client(&arguments, context)
        try arguments.finish()
        let detours = try await cta.detours(for: routeIDs, detailed: detailed)
        if json {
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

    static let locales = Command(
        name: "locales", summary: "languages the API answers in (getlocalelist)",
        help: "usage: transit cta locales [--own] [--json] [--api v2|v3]\n\n--own names each language in itself."
    ) { arguments, context in
        let own = arguments.flag("--own")
        let (cta, json) = try client(&arguments, context)
        try arguments.finish()
        let languages = try await cta.languages(inOwnLanguage: own)
        if json {
            try context.output.json(languages)
        } else {
            context.output.line(Table(["Locale", "Language"], languages.map { [$0.code, $0.name] }).render())
        }
        return 0
    }

    static let time = Command(
        name: "time", summary: "CTA's clock (gettime)",
        help: "usage: transit cta time [--json] [--api v2|v3]"
    ) { arguments, context in
        let (cta, json) = try client(&arguments, context)
        try arguments.finish()
        try context.output.serverClock(try await cta.serverTime(), in: cta.descriptor.timeZone, city: "Chicago", json: json)
        return 0
    }

    // MARK: helpers

    /// The client for this run: key from CTA_API_KEY, transport from the context (network or
    /// replay), plus the common `--json` and `--api` options.
    static func client(_ arguments: inout Arguments, _ context: Context) throws -> (CTABusTrackerClient, Bool) {
        let json = arguments.flag("--json")
        let api = try arguments.option("--api") ?? "v3"
        guard let version = CTABusTrackerClient.APIVersion(rawValue: api.lowercased()) else {
            throw CLIError.usage("--api must be v2 or v3, not \"\(api)\"")
        }
        return (try Providers.cta(context, version: version), json)
    }
}
