import Foundation
import TramTrackerProvider
import TransitKitCore

/// `transit tram routes|changes|run`: the tramTRACKER calls no other provider has. Next trams
/// and a route's stops are the capability verbs (`transit predictions --provider tram`,
/// `transit stops on R --provider tram`); `tram next` and `tram stops` stay as hidden aliases
/// for one release. No key is needed: the device token is fetched on first use (or taken from
/// `TRAMTRACKER_TOKEN`, never printed).
enum TramCommand {
    static let command = Subcommands(group: "tram", [routes, changes, run, next, stops]).command(
        summary: "Melbourne tramTRACKER routes and stop changes")

    static let next = Command.alias("next", of: PredictionsCommand.command, provider: "tram", newName: "predictions")

    // MARK: routes

    static let routes = Command(
        name: "routes", in: "tram", summary: "every tram route, or the main routes of one stop",
        options: [stopOption, directions, .json],
        about: "Every route from GetRouteSummaries: number and description."
    ) { parsed, context in
        let client = try Providers.tramtracker(context)
        var routes = try await client.routes()
        if let stop = parsed.value(stopOption) {
            let served = try await client.mainRoutes(at: Stop.ID(stop))
            let byID = Dictionary(routes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            // A main route GetRouteSummaries does not list still shows, by its number.
            routes = served.map { byID[$0] ?? Route(id: $0, shortName: $0.rawValue, agencyID: "yarra-trams", mode: .tram) }
        }
        let withDirections = parsed.flag(directions)
        let ways = withDirections ? try await client.directionsOfAllRoutes() : [:]
        if parsed.flag(.json) {
            if withDirections {
                try context.output.json(routes.map { RouteWithDirections(route: $0, directions: ways[$0.id] ?? []) })
            } else {
                try context.output.json(routes)
            }
        } else {
            let name = { (route: Route, id: Direction.ID) in (ways[route.id] ?? []).first { $0.id == id }?.name ?? "" }
            context.output.line(
                Table(
                    ["Route", "Description", "Up", "Down"],
                    routes.map { [$0.shortName, $0.longName ?? "", name($0, "up"), name($0, "down")] }
                ).render())
        }
        return 0
    }

    static let stopOption = Option(name: "--stop", value: .one("S"), help: "only the main routes serving stop S (GetMainRoutesForStop)")
    static let directions = Option(
        name: "--directions", value: .flag, help: "each route's up and down destinations, in one request (GetDestinationsForAllRoutes)")

    /// `tram routes --directions --json`: one route with the directions it runs.
    struct RouteWithDirections: Encodable {
        var route: Route
        var directions: [Direction]
    }

    // MARK: stops

    /// `tram stops --changed-since DATE` was the changes call; the rest is `stops on`.
    static let stops = Command(
        name: "stops", summary: "old spelling of `transit stops on R --provider tram`",
        help: "`tram stops` is now `transit stops on R --provider tram` (and `transit tram changes --since DATE`).\n\n"
            + StopsCommand.on.help, options: StopsCommand.on.options, isHidden: true
    ) { arguments, context in
        if arguments.tokens.contains(where: { $0.hasPrefix("--changed-since") }) {
            var forwarded = Arguments(arguments.tokens.map { $0.replacingOccurrences(of: "--changed-since", with: "--since") })
            return try await changes.run(&forwarded, context)
        }
        var forwarded = Arguments(arguments.tokens + ["--provider", "tram"])
        return try await StopsCommand.on.run(&forwarded, context)
    }

    static let changes = Command(
        name: "changes", in: "tram", summary: "stops and routes updated or deleted since a date",
        options: [since, .json],
        about: """
            The stops and routes updated or deleted since DATE (GetStopsAndRoutesUpdatesSince, one
            request): a day (2023-11-01, midnight in Melbourne) or an ISO 8601 time
            (2023-11-01T08:00:00+11:00); from 2009-07-07 to today.
            """,
        examples: ["tram changes --since 2023-11-01"]
    ) { parsed, context in
        let text = (parsed.value(since) ?? "").trimmingCharacters(in: .whitespaces)
        let client = try Providers.tramtracker(context)
        // A day is midnight in Melbourne (the library's rule); anything else an ISO 8601 time.
        let changes: TramTrackerChanges
        if text.count == 10, let day = try? CalendarDate(text) {
            changes = try await client.changes(since: day)
        } else {
            changes = try await client.changes(since: WindowArguments.date(text, option: "--since"))
        }
        return try changedStops(changes, json: parsed.flag(.json), context)
    }

    static let since = Option(name: "--since", value: .one("DATE"), help: "a day or an ISO 8601 time", isRequired: true)

    /// The changes as a table (what, id, change), then the server time to ask from next.
    static func changedStops(_ changes: TramTrackerChanges, json: Bool, _ context: Context) throws -> Int32 {
        if json {
            try context.output.json(changes)
            return 0
        }
        let rows =
            changes.updatedStops.map { ["stop", $0.rawValue, "updated"] }
            + changes.removedStops.map { ["stop", $0.rawValue, "deleted"] }
            + changes.updatedRoutes.map { ["route", $0.rawValue, "updated"] }
            + changes.removedRoutes.map { ["route", $0.rawValue, "deleted"] }
        let melbourne = Date.ISO8601FormatStyle(timeZone: TramTrackerClient.melbourne)
        let asked = changes.since.map { $0.formatted(melbourne) } ?? "the date asked"
        if rows.isEmpty {
            context.output.line("No stop or route changed since \(asked).")
        } else {
            context.output.line("Changed since \(asked):")
            context.output.line(Table(["What", "ID", "Change"], rows).render())
        }
        if let serverTime = changes.serverTime {
            context.output.line(
                context.output.colored(
                    "server time \(serverTime.formatted(melbourne)): ask from there next time", .dim))
        }
        return 0
    }

    // MARK: run

    /// `tram run N`: one tram's next stops, the old spelling of `transit trip N --provider tram`.
    static let run = Command.alias("run", of: TripCommand.command, provider: "tram", newName: "trip")
}
