import CTAProvider
import Foundation
import TransitKitCore

/// `transit cta routes|directions|stops|predictions|bulletins|detours|vehicles|locales|time` over the CTA Bus
/// Tracker API. The key comes from `CTA_API_KEY` and is never printed.
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

    static let stops = Command(
        name: "stops", summary: "stops of a route in one direction, in travel order",
        help:
            "usage: transit cta stops --route RT --direction DIR [--json|--geojson] [--api v2|v3]\n\nDIR is a direction id from `transit cta directions` (e.g. Eastbound)."
    ) { arguments, context in
        let route = try arguments.require("--route")
        let direction = try arguments.require("--direction")
        let (cta, json) = try client(&arguments, context)
        let geojson = try arguments.geoJSON(besides: json)
        try arguments.finish()
        let stops = try await cta.stops(on: Route.ID(route), direction: Direction.ID(direction))
        if geojson {
            try context.output.geoJSON(GeoJSON.FeatureCollection(stops: stops, provider: cta.descriptor.id))
        } else if json {
            try context.output.json(stops)
        } else {
            // The Detour column only when a detour touches one of the stops (no column empty on every row).
            let detoured = stops.contains { $0.detourChanges != nil }
            context.output.line(
                Table(
                    ["#", "Stop", "Name"] + (detoured ? ["Detour"] : []),
                    stops.enumerated().map { offset, stop in
                        ["\(offset + 1)", stop.id.rawValue, stop.name] + (detoured ? [detourNote(stop.detourChanges)] : [])
                    }
                ).render())
        }
        return 0
    }

    /// "not served (detour)" for a stop a detour takes off the route, "temporary (detour)" for
    /// one only a detour serves, "" otherwise.
    static func detourNote(_ changes: DetourChanges?) -> String {
        guard let changes else { return "" }
        if changes.isClosed { return "not served (detour)" }
        return changes.isTemporary ? "temporary (detour)" : ""
    }

    static let predictions = Command(
        name: "predictions", summary: "next buses at stops (any number; batched by 10)",
        help: """
            usage: transit cta predictions --stop ID [--stop ID…] [--route RT…] [--top N] [--json] [--api v2|v3]

            --stop accepts comma lists too (--stop 1836,1837); --route matches any case (x9 is X9).
            A stop CTA has nothing for, does not know, or whose call failed is a note under the
            table; the others are still shown. Countdowns are measured from now; when replaying
            recordings, from CTA's recorded clock (gettime) instead.
            """
    ) { arguments, context in
        let stopIDs = try arguments.list("--stop")
        let routeIDs = try arguments.list("--route")
        let top = try arguments.int("--top", in: 1...99)
        var (cta, json) = try client(&arguments, context)
        // Leftover words first: a mistyped `--stp` is an unknown option, not a missing --stop.
        try arguments.finish()
        guard !stopIDs.isEmpty else { throw CLIError.usage("cta predictions needs --stop ID") }
        if let top {
            var configuration = cta.configuration
            configuration.predictionLimit = top
            cta = CTABusTrackerClient(configuration: configuration)
        }
        let board = try await cta.predictions(
            at: stopIDs.map { Stop.ID($0) }, routes: routeIDs.isEmpty ? nil : routeIDs.map { Route.ID($0) })
        if json {
            try context.output.json(board)
            return 0
        }
        let now = context.isReplaying ? try await cta.serverTime() : context.now.date()
        printBoard(board, now: now, output: context.output)
        return 0
    }

    static let bulletins = Command(
        name: "bulletins", summary: "service bulletins and status of routes (or stops)",
        help: """
            usage: transit cta bulletins (--route RT… | --stop ID…) [--json] [--api v2|v3]

            With --route, only bulletins naming those routes or the whole system are counted and
            listed (CTA also sends other routes' bulletins; they are left out).
            """
    ) { arguments, context in
        let routeIDs = try arguments.list("--route").map { Route.ID($0) }
        let stopIDs = try arguments.list("--stop").map { Stop.ID($0) }
        let (cta, json) = try client(&arguments, context)
        try arguments.finish()
        guard routeIDs.isEmpty != stopIDs.isEmpty else { throw CLIError.usage("cta bulletins needs --route or --stop (not both)") }
        let alerts = routeIDs.isEmpty ? try await cta.alerts(atStops: stopIDs) : try await cta.alerts(for: routeIDs)
        if json {
            try context.output.json(alerts)
            return 0
        }
        for route in routeIDs {
            let status = RouteStatus(route: route, alerts: alerts)
            context.output.line("Route \(route): \(context.output.marker(status.status)) (\(Wording.count(status.alerts.count, "alert")))")
        }
        printAlerts(alerts, output: context.output)
        return 0
    }

    static let vehicles = Command(
        name: "vehicles", summary: "live bus positions on routes (or by bus number)",
        help: "usage: transit cta vehicles (--route RT… | --vehicle VID…) [--json|--geojson] [--api v2|v3]"
    ) { arguments, context in
        let routeIDs = try arguments.list("--route")
        let vehicleIDs = try arguments.list("--vehicle")
        let (cta, json) = try client(&arguments, context)
        let geojson = try arguments.geoJSON(besides: json)
        try arguments.finish()
        guard routeIDs.isEmpty != vehicleIDs.isEmpty else { throw CLIError.usage("cta vehicles needs --route or --vehicle (not both)") }
        let vehicles =
            routeIDs.isEmpty
            ? try await cta.vehicles(ids: vehicleIDs.map { VehiclePosition.ID($0) })
            : try await cta.vehicles(on: routeIDs.map { Route.ID($0) })
        if geojson {
            try context.output.geoJSON(GeoJSON.FeatureCollection(vehicles: vehicles, provider: cta.descriptor.id))
        } else if json {
            try context.output.json(vehicles)
        } else {
            let zone = cta.descriptor.timeZone
            context.output.line(
                Table(
                    ["Bus", "Route", "To", "Lat", "Lon", "Heading", "Seen", "Facts"],
                    vehicles.map { v in
                        [
                            v.id.rawValue, v.route.rawValue, v.destination ?? "",
                            String(format: "%.5f", v.coordinate.latitude), String(format: "%.5f", v.coordinate.longitude),
                            v.heading.map { String(format: "%.0f°", $0) } ?? "", v.recordedAt.map { Countdown.clock($0, in: zone) } ?? "",
                            RiderFacts(v).text,
                        ]
                    }
                ).render())
        }
        return 0
    }

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

    static func printBoard(_ board: PredictionBoard, now: Date, output: Output) {
        if board.predictions.isEmpty {
            output.line("No predictions.")
        } else {
            output.line(
                Table(
                    ["Route", "Stop", "To", "Bus", "When", "Facts"],
                    board.predictions.map { p in
                        var flags: [String] = []
                        if p.isCancelled { flags.append("cancelled") }
                        if p.isDelayed { flags.append("delayed") }
                        if p.event == .departure { flags.append("departs") }
                        return [
                            p.routeName ?? p.route.rawValue, p.stopName ?? p.stopID.rawValue, p.destination ?? "",
                            p.vehicleID?.rawValue ?? "", p.countdown(now: now)?.text ?? "?",
                            (flags + RiderFacts(p).marks).joined(separator: ", "),
                        ]
                    }
                ).render())
        }
        for note in board.notes { output.line(PlainText.oneLine("note: \(note.subject): \(note.message)", limit: 300)) }
    }

    static func printAlerts(_ alerts: [ServiceAlert], output: Output) {
        for alert in alerts {
            output.line("")
            for line in AlertLines.render(alert, detail: true) { output.line(line) }
        }
    }
}
