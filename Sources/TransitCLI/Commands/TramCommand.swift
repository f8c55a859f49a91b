import Foundation
import TramTrackerProvider
import TransitKitCore

/// `transit tram`: Melbourne tramTRACKER — next trams with countdowns, routes, stops, one
/// tram's next stops. No key is needed: the device token is fetched on first use (or taken
/// from `TRAMTRACKER_TOKEN`, never printed).
enum TramCommand {
    static let command = Subcommands(group: "tram", [next, routes, stops, run]).command(
        summary: "Melbourne tramTRACKER next trams, routes and stops")

    /// The client for this run: the replay or the network, the context's clock and now.
    static func client(_ context: Context) throws -> TramTrackerClient {
        try Providers.tramtracker(context)
    }

    // MARK: next

    static let next = Command(
        name: "next",
        summary: "next trams at one or more stops, with countdowns",
        help: """
            usage: transit tram next --stop ID [--stop ID …] [--route R …] [--low-floor] [--server-time] [--json]

            Next trams at every --stop (tramTRACKER stop ids, e.g. 1234), soonest first, with
            "9:23 am (3 min)" countdowns in Melbourne time, plus disruption and special-event notices.

            options:
              --stop ID       a tramTRACKER stop id; repeat or comma-separate for more stops
                              (--stop 1234,2234; asked concurrently)
              --route R       only this route ("78", "16d"); repeat or comma-separate for several
              --low-floor     low-floor trams only
              --server-time   count down from the server's clock (default when replaying)
              --json          machine-readable output
            """
    ) { arguments, context in
        let stops = try arguments.list("--stop")
        let routes = try arguments.list("--route")
        let lowFloor = arguments.flag("--low-floor")
        let serverTime = arguments.flag("--server-time")
        let json = arguments.flag("--json")
        try arguments.finish()
        guard !stops.isEmpty else { throw CLIError.usage("tram next needs at least one --stop") }
        let board = try await client(context).nextTrams(
            at: stops.map { Stop.ID($0) },
            routes: routes.isEmpty ? nil : routes.map { Route.ID($0) },
            lowFloorOnly: lowFloor)
        // Count from the server's clock when asked, and always when replaying recordings, whose
        // server time is in the past (from today's clock every recorded tram left years ago).
        let fromServer = serverTime || context.isReplaying
        let now = context.now.date()
        let origin = fromServer ? board.serverNow(at: now) : now
        if json {
            try context.output.json(NextTramsJSON(board, countdownsFrom: origin, serverClock: fromServer))
            return 0
        }
        printBoard(board, countdownsFrom: origin, serverClock: fromServer, limit: nil, context.output)
        return 0
    }

    /// The board as a table (route as riders read it, destination, stop, countdown, tram),
    /// then its notes and alerts. `origin` is the instant countdowns count from.
    static func printBoard(
        _ trams: PredictionBoard, countdownsFrom origin: Date, serverClock: Bool, limit: Int?,
        _ out: Output
    ) {
        let shown = limit.map { Array(trams.predictions.prefix($0)) } ?? trams.predictions
        if shown.isEmpty {
            out.line("No trams predicted.")
        } else {
            out.line(
                Table(
                    ["Route", "To", "Stop", "Arrives", "Tram", "Facts"],
                    shown.map { p in
                        [
                            p.routeName ?? p.route.rawValue, p.destination ?? "", p.stopID.rawValue,
                            p.countdown(now: origin)?.text ?? "", p.vehicleID.map { "#\($0)" } ?? "scheduled", RiderFacts(p).text,
                        ]
                    }
                ).render())
            if shown.count < trams.predictions.count {
                out.line("… and \(trams.predictions.count - shown.count) more")
            }
        }
        for note in trams.notes {
            out.line(PlainText.oneLine("\(note.subject): \(note.message)", limit: 300))
        }
        for alert in trams.alerts {
            for line in AlertLines.render(alert, detail: true) { out.line(line) }
        }
        if serverClock, let serverTime = trams.serverTime {
            out.line(out.colored("countdowns from server time \(Countdown.clock(serverTime, in: TramTrackerClient.melbourne))", .dim))
        }
    }

    struct NextTramsJSON: Encodable {
        struct Row: Encodable {
            var route: String
            var headboard: String?
            var destination: String?
            var stop: String
            var time: Date?
            var source: String
            var vehicle: String?
            var countdown: String?
            var minutes: Int?
        }

        var serverTime: Date?
        var countdownReference: String
        var predictions: [Row]
        var notes: [ProviderNote]
        var alerts: [ServiceAlert]

        init(_ trams: PredictionBoard, countdownsFrom origin: Date, serverClock: Bool) {
            serverTime = trams.serverTime
            countdownReference = serverClock ? "server" : "device"
            predictions = trams.predictions.map { p in
                let countdown = p.countdown(now: origin)
                return Row(
                    route: p.route.rawValue, headboard: p.routeName, destination: p.destination, stop: p.stopID.rawValue,
                    time: p.time, source: p.source.rawValue, vehicle: p.vehicleID?.rawValue,
                    countdown: countdown?.text, minutes: countdown?.minutes)
            }
            notes = trams.notes
            alerts = trams.alerts
        }
    }

    // MARK: routes

    static let routes = Command(
        name: "routes",
        summary: "every tram route, or the main routes of one stop",
        help: """
            usage: transit tram routes [--stop S] [--directions] [--json]

            Every route from GetRouteSummaries: number and description.

            options:
              --stop S       only the main routes serving stop S (GetMainRoutesForStop)
              --directions   add each route's up and down destinations, all routes in one
                             request (GetDestinationsForAllRoutes)
              --json         the routes as JSON
            """
    ) { arguments, context in
        let json = arguments.flag("--json")
        let withDirections = arguments.flag("--directions")
        let stop = try arguments.option("--stop")
        try arguments.finish()
        let client = try client(context)
        var routes = try await client.routes()
        if let stop {
            let served = try await client.mainRoutes(at: Stop.ID(stop))
            let byID = Dictionary(routes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            // A main route GetRouteSummaries does not list still shows, by its number.
            routes = served.map { byID[$0] ?? Route(id: $0, shortName: $0.rawValue, agencyID: "yarra-trams", mode: .tram) }
        }
        let directions = withDirections ? try await client.directionsOfAllRoutes() : [:]
        if json {
            guard withDirections else {
                try context.output.json(routes)
                return 0
            }
            try context.output.json(routes.map { RouteWithDirections(route: $0, directions: directions[$0.id] ?? []) })
        } else if withDirections {
            let rows = routes.map { route in
                let ways = directions[route.id] ?? []
                let name = { (id: Direction.ID) in ways.first { $0.id == id }?.name ?? "" }
                return [route.shortName, route.longName ?? "", name("up"), name("down")]
            }
            context.output.line(Table(["Route", "Description", "Up", "Down"], rows).render())
        } else {
            context.output.line(Table(["Route", "Description"], routes.map { [$0.shortName, $0.longName ?? ""] }).render())
        }
        return 0
    }

    /// `tram routes --directions --json`: one route with the directions it runs.
    struct RouteWithDirections: Encodable {
        var route: Route
        var directions: [Direction]
    }

    // MARK: stops

    static let stops = Command(
        name: "stops",
        summary: "stops of a route, or the stops and routes changed since a date",
        help: """
            usage: transit tram stops --route R [--direction up|down] [--json|--geojson]
                   transit tram stops --changed-since DATE [--json]

            The stops of route R: both directions (GetRouteStopsByRoute), or one direction in
            order (GetListOfStopsByRouteNoAndDirection).

            --changed-since DATE lists the stops and routes updated or deleted since DATE
            (GetStopsAndRoutesUpdatesSince, one request): a day (2023-11-01, midnight in
            Melbourne) or an ISO 8601 time (2023-11-01T08:00:00+11:00); from 2009-07-07 to today.

            example (answers offline with --replay demo):
              transit tram stops --changed-since 2023-11-01
            """
    ) { arguments, context in
        if let since = try arguments.option("--changed-since") {
            let json = arguments.flag("--json")
            try arguments.finish()
            return try await changedStops(since: try changedSinceDate(since), json: json, context)
        }
        let route = Route.ID(try arguments.require("--route"))
        let direction = try arguments.option("--direction")
        let json = arguments.flag("--json")
        let geojson = try arguments.geoJSON(besides: json)
        try arguments.finish()
        let client = try client(context)
        let stops: [Stop]
        if let direction {
            guard ["up", "down"].contains(direction.lowercased()) else {
                throw CLIError.usage("--direction must be up or down, not \"\(direction)\"")
            }
            stops = try await client.stops(on: route, direction: Direction.ID(direction.lowercased()))
        } else {
            stops = try await client.stops(on: route)
        }
        if geojson {
            try context.output.geoJSON(GeoJSON.FeatureCollection(stops: stops, provider: client.descriptor.id))
        } else if json {
            try context.output.json(stops)
        } else {
            context.output.line(
                Table(
                    ["Stop", "Flag", "Name", "Suburb", "Direction"],
                    stops.map {
                        [$0.id.rawValue, $0.code ?? "", $0.name, $0.address ?? "", $0.direction?.id.rawValue ?? ""]
                    }
                ).render())
        }
        return 0
    }

    /// `--changed-since`: a day is midnight in Melbourne, the zone the service reads the date
    /// in; anything else must be an ISO 8601 time with its offset.
    static func changedSinceDate(_ text: String) throws(CLIError) -> Date {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count == 10, let day = try? CalendarDate(trimmed) else {
            return try WindowArguments.date(trimmed, option: "--changed-since")
        }
        // The core's wall-clock reading, as every provider places a local time in its zone.
        guard let midnight = try? LocalDateTime(date: day, hour: 0, minute: 0).date(in: TramTrackerClient.melbourne) else {
            throw .usage("--changed-since: \"\(trimmed)\" is not a day in Melbourne")
        }
        return midnight
    }

    /// The changes as a table (what, id, change), then the server time to ask from next.
    static func changedStops(since: Date, json: Bool, _ context: Context) async throws -> Int32 {
        let changes = try await client(context).changes(since: since)
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
        let asked = since.formatted(melbourne)
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

    static let run = Command(
        name: "run",
        summary: "where one tram stops next",
        help: """
            usage: transit tram run (NUMBER | --vehicle NUMBER) [--json|--geojson]

            The next stops of one tram by fleet number (GetNextPredictedArrivalTimeAtStopsForTramNo).

            example (answers offline with --replay demo):
              transit tram run 3001
            """
    ) { arguments, context in
        // `--vehicle` as on every provider; `--tram` is the old spelling, kept working; the
        // number alone as `mta stops-for-route B70` takes its route.
        let json = arguments.flag("--json")
        let geojson = try arguments.geoJSON(besides: json)
        let named = try [arguments.option("--vehicle"), arguments.option("--tram")].compactMap { $0 } + arguments.positionals()
        guard let tram = named.first else { throw CLIError.usage("missing --vehicle (or the tram's NUMBER)") }
        guard named.count == 1 else { throw CLIError.usage("tram run takes one tram, not \(named.count)") }
        try arguments.finish()
        let tramTracker = try client(context)
        let run = try await tramTracker.tramRun(VehiclePosition.ID(tram))
        let trip = run.trip
        if geojson {
            let stops = await TripCommand.placedStops(for: trip, provider: tramTracker, context: context)
            try context.output.geoJSON(GeoJSON.FeatureCollection(trip: trip, stops: stops, provider: tramTracker.descriptor.id))
            return 0
        }
        if json {
            try context.output.json(trip.calls)
            return 0
        }
        let route = trip.routeName ?? trip.route?.rawValue ?? "?"
        context.output.line(
            "Tram #\(trip.vehicle) on route \(route)\(trip.direction.map { " (\($0.id))" } ?? "")"
                + (run.isAvailable == false ? " — not in public service" : ""))
        let now = trip.serverTime ?? context.now.date()
        context.output.line(
            Table(
                ["Stop", "Arrives"],
                trip.calls.map {
                    [$0.stopID.rawValue, $0.countdown(now: now)?.text ?? ""]
                }
            ).render())
        if !trip.calls.isEmpty {
            context.output.line()
            for line in StopLine.render(trip.calls) { context.output.line(line) }
        }
        return 0
    }
}
