import Foundation
import MTAProvider
import TransitKitCore

/// `transit mta agencies|routes|stops-for-route|shape|vehicles|arrivals|schedule|status|time` over MTA Bus Time.
/// The key comes from `MTA_API_KEY` and is never printed.
enum MTACommand {
    static let command = Subcommands(group: "mta", [agencies, routes, stopsForRoute, shape, vehicles, arrivals, schedule, status, time])
        .command(
            summary: "New York MTA Bus Time (MTA_API_KEY)",
            note: "The key comes from MTA_API_KEY (bustime.mta.info/wiki/Developers) and is never printed.")

    static func client(_ context: Context, whereFormat: MTAWhereFormat = .json) throws -> MTABusTimeClient {
        try Providers.mta(context, whereFormat: whereFormat)
    }

    static let agencies = Command(
        name: "agencies", summary: "agencies the server covers",
        help: """
            usage: transit mta agencies [--xml] [--json]

              --xml    ask the "where" API for XML (what the seed app calls); same output
              --json   machine-readable output
            """
    ) { arguments, context in
        let xml = arguments.flag("--xml")
        let json = arguments.flag("--json")
        try arguments.finish()
        let coverage = try await client(context, whereFormat: xml ? .xml : .json).agenciesWithCoverage()
        if json {
            try context.output.json(coverage)
        } else {
            context.output.line(
                Table(
                    ["Agency", "Name", "Centre", "Phone"],
                    coverage.map { item in
                        [item.agency.id.rawValue, item.agency.name, item.center?.description ?? "—", item.agency.phone ?? ""]
                    }
                ).render())
        }
        return 0
    }

    static let routes = Command(
        name: "routes", summary: "routes of an agency, or what runs near a place; optionally searched",
        help: """
            usage: transit mta routes [--agency ID | --near LAT,LON [--radius M]] [--search TEXT] [--json]

              --agency ID     agency id (default "MTA NYCT"; also MTABC)
              --near LAT,LON  the routes with a stop near this place instead (routes-for-location)
              --radius M      with --near: how far to look, in metres (default 400)
              --search TEXT   keep routes whose short name, long name or id contain TEXT
                              (case and accents ignored: "bx12", "m86+", "yorkville")

            example (answers offline with --replay demo):
              transit mta routes --near 40.68766,-73.96880 --radius 300
            """
    ) { arguments, context in
        let agency = try arguments.option("--agency")
        let near = try arguments.option("--near")
        let radiusText = try arguments.option("--radius")
        let search = try arguments.option("--search")
        let json = arguments.flag("--json")
        try arguments.finish()
        if near != nil, agency != nil { throw CLIError.usage("--near and --agency ask different questions: give one") }
        if near == nil, radiusText != nil { throw CLIError.usage("--radius needs --near LAT,LON") }
        var routes: [Route]
        if let near {
            let place = try PlaceArguments.coordinate(near, operation: "routes-for-location")
            var radius = PlaceArguments.defaultRadius
            if let radiusText {
                guard let metres = Double(radiusText.trimmingCharacters(in: .whitespaces)) else {
                    throw TransitError(
                        .invalidArgument, operation: "routes-for-location",
                        detail: "radius: \"\(PlainText.oneLine(radiusText, limit: 40))\" is not a number of metres")
                }
                radius = metres
            }
            let answer = try await client(context).routes(near: place, radius: radius)
            if answer.outOfRange { context.output.note("note: \(near) is outside MTA Bus Time's coverage") }
            if answer.limitExceeded { context.output.note("note: the server listed only some of the routes near \(near)") }
            routes = answer.routes
        } else {
            routes = try await client(context).routes(of: Agency.ID(agency ?? "MTA NYCT"))
        }
        if let search {
            routes = MTARouteSearch.filter(routes, matching: search) // best match first
        } else {
            // The server's order is its own; riders look a route up by name: B1, B2, … B10.
            routes.sort { a, b in
                let order = a.shortName.compare(b.shortName, options: [.numeric, .caseInsensitive])
                return order == .orderedSame ? a.id.rawValue < b.id.rawValue : order == .orderedAscending
            }
        }
        if json {
            try context.output.json(routes)
        } else if routes.isEmpty {
            context.output.line("No routes match.")
        } else {
            context.output.line(Table(["Route", "Name", "Id"], routes.map { [$0.shortName, $0.longName ?? "", $0.id.rawValue] }).render())
        }
        return 0
    }

    static let stopsForRoute = Command(
        name: "stops-for-route", summary: "a route's directions, stops and polylines",
        help: """
            usage: transit mta stops-for-route (ROUTE | --route ROUTE) [--direction ID] [--json|--geojson]

              ROUTE            route as riders write it (B70, m86+) or its full id ("MTA NYCT_B70")
              --direction ID   only this direction ("0" or "1")
            """
    ) { arguments, context in
        let direction = try arguments.option("--direction")
        let json = arguments.flag("--json")
        let geojson = try arguments.geoJSON(besides: json)
        let named = try arguments.list("--route") + arguments.positionals()
        try arguments.finish()
        guard let route = named.first else { throw CLIError.usage("stops-for-route needs a ROUTE id") }
        guard named.count == 1 else { throw CLIError.usage("stops-for-route takes one ROUTE, not \(named.count)") }
        let shape = try await client(context).shape(of: Route.ID(route))
        let branches = shape.branches.filter { direction == nil || $0.direction?.id.rawValue == direction }
        if let direction, branches.isEmpty {
            // The user's input named a direction the route does not have: bad input, status 2.
            throw CLIError.usage("route \(route) has no direction \"\(direction)\"")
        }
        if geojson {
            let picked = RouteShape(route: shape.route, paths: direction == nil ? shape.paths : [], branches: branches)
            try context.output.geoJSON(GeoJSON.FeatureCollection(shape: picked, provider: MTABusTimeClient.facts.id))
            return 0
        }
        if json {
            try context.output.json(RouteShape(route: shape.route, paths: direction == nil ? shape.paths : [], branches: branches))
            return 0
        }
        let points = shape.paths.reduce(0) { $0 + $1.count }
        context.output.line("\(shape.route): \(shape.paths.count) polylines, \(points) points, \(shape.stops.count) stops")
        for branch in branches {
            context.output.line()
            let direction = branch.direction.map { "Direction \($0.id.rawValue): to \($0.name)" }
            let name = PlainText.oneLine(direction ?? "Stops", limit: Table.cellLimit)
            context.output.line("\(name) — \(branch.stops.count) stops, \(branch.paths.reduce(0) { $0 + $1.count }) path points")
            context.output.line(
                Table(
                    ["#", "Stop", "Name", "Position"],
                    branch.stops.enumerated().map { index, stop in
                        [String(index + 1), stop.id.rawValue, stop.name, stop.coordinate?.description ?? ""]
                    }
                ).render())
        }
        return 0
    }

    /// `mta shape`: the library's name for the same call (`MTABusTimeClient.shape(of:)`).
    static let shape = Command(
        name: "shape", summary: "the same as stops-for-route (the library's shape(of:))",
        help: """
            usage: transit mta shape (ROUTE | --route ROUTE) [--direction ID] [--json]

            A route's directions, stops in order and decoded polylines: the same as
            `transit mta stops-for-route`, named as the library names it (shape(of:)).

              ROUTE            route as riders write it (B70, m86+) or its full id ("MTA NYCT_B70")
              --direction ID   only this direction ("0" or "1")

            example (answers offline with --replay demo):
              transit mta shape B70
            """,
        run: stopsForRoute.run)

    static let vehicles = Command(
        name: "vehicles", summary: "live buses on one or more routes",
        help: """
            usage: transit mta vehicles (ROUTE… | --route ROUTE…) [--direction ID] [--json|--geojson]

              ROUTE            route(s) as riders write them (B63, bx12) or full ids ("MTA NYCT_B63");
                               a short one is looked up in the routes of MTA NYCT and MTABC;
                               --route is repeatable and takes comma lists (--route B63,B70)
              --direction ID   only buses going in direction "0" or "1" (with one ROUTE)
            """
    ) { arguments, context in
        let direction = try arguments.option("--direction")
        let json = arguments.flag("--json")
        let geojson = try arguments.geoJSON(besides: json)
        let routes = try (arguments.list("--route") + arguments.positionals()).map { Route.ID($0) }
        try arguments.finish()
        guard !routes.isEmpty else { throw CLIError.usage("vehicles needs at least one ROUTE (B63 or \"MTA NYCT_B63\")") }
        if direction != nil, routes.count > 1 { throw CLIError.usage("--direction needs exactly one ROUTE") }
        let mta = try client(context)
        var buses: [VehiclePosition] = []
        if let direction, let route = routes.first {
            buses = try await mta.vehicles(on: route, direction: Direction.ID(direction))
        } else {
            buses = try await mta.vehicles(on: routes)
        }
        if geojson {
            try context.output.geoJSON(GeoJSON.FeatureCollection(vehicles: buses, provider: mta.descriptor.id))
        } else if json {
            try context.output.json(buses)
        } else {
            printVehicles(buses, routes: routes, context.output)
        }
        return 0
    }

    static let arrivals = Command(
        name: "arrivals", summary: "next buses at one or more stops",
        help: """
            usage: transit mta arrivals --stop STOP [--stop STOP…] [--route ROUTE…] [--json]
                   transit mta arrivals STOP… (the same, positional)

              --stop STOP     stop id, e.g. MTA_308215 (or the bare code 308215); repeatable
                              and comma lists (--stop 308215,308216)
              --route ROUTE   only these routes, short or full ids (repeatable, comma lists)

            Countdowns are measured from now; when replaying recordings, from MTA's recorded
            clock (the reply's ResponseTimestamp) instead.
            """
    ) { arguments, context in
        let routes = try arguments.list("--route").map { Route.ID($0) }
        let json = arguments.flag("--json")
        let stops = try (arguments.list("--stop") + Arguments.split(arguments.positionals())).map { Stop.ID($0) }
        try arguments.finish()
        guard !stops.isEmpty else { throw CLIError.usage("arrivals needs --stop STOP") }
        let board = try await client(context).predictions(at: stops, routes: routes.isEmpty ? nil : routes)
        if json {
            try context.output.json(board)
            return 0
        }
        // Replayed recordings count down from the recording's server clock (moved on by what
        // passed since it was "received"); from today's clock every recorded bus left long ago.
        let now = context.isReplaying ? board.serverNow(at: context.now.date()) : context.now.date()
        if !board.predictions.isEmpty {
            context.output.line(
                Table(
                    // The bus's distance once, in Facts ("1.2 km, 4 stops away"), as on every
                    // provider; MTA's own "0.8 miles away" stays in --json (distanceText).
                    ["Route", "To", "Stop", "When", "Source", "Bus", "Facts"],
                    board.predictions.map { p in
                        [
                            // The stop's name where riders want it, its id beside it ("near" does the same).
                            p.routeName ?? p.route.rawValue, p.destination ?? "",
                            p.stopName.map { "\($0) [\(p.stopID.rawValue)]" } ?? p.stopID.rawValue,
                            p.countdown(now: now)?.text ?? "—", p.source.rawValue, p.vehicleID?.rawValue ?? "",
                            RiderFacts(p).text,
                        ]
                    }
                ).render())
        }
        for note in board.notes {
            if case .stop(let stop) = note.subject { context.output.line(PlainText.oneLine("\(stop): \(note.message)", limit: 300)) }
        }
        return 0
    }

    static let time = Command(
        name: "time", summary: "MTA Bus Time's clock (current-time)",
        help: "usage: transit mta time [--json]"
    ) { arguments, context in
        let json = arguments.flag("--json")
        try arguments.finish()
        let mta = try client(context)
        try context.output.serverClock(try await mta.serverTime(), in: mta.descriptor.timeZone, city: "New York", json: json)
        return 0
    }

    static let status = Command(
        name: "status", summary: "service status colour of routes from MTA situations",
        help: """
            usage: transit mta status (ROUTE… | --route ROUTE…) [--json]

              ROUTE   route(s) as riders write them (M4) or full ids ("MTA NYCT_M4");
                      --route is repeatable and takes comma lists
              green = no situation, yellow = altered/detour/other, red = delayed or no service
            """
    ) { arguments, context in
        let json = arguments.flag("--json")
        let routes = try (arguments.list("--route") + arguments.positionals()).map { Route.ID($0) }
        try arguments.finish()
        guard !routes.isEmpty else { throw CLIError.usage("status needs at least one ROUTE id") }
        let statuses = try await client(context).status(of: routes)
        if json {
            try context.output.json(statuses)
        } else {
            printStatuses(statuses, context.output)
        }
        return 0
    }

    static func printVehicles(_ buses: [VehiclePosition], routes: [Route.ID], _ output: Output) {
        guard !buses.isEmpty else {
            output.line("No buses on \(routes.map(\.rawValue).joined(separator: ", ")) right now.")
            return
        }
        output.line(
            Table(
                ["Bus", "Route", "To", "Position", "Next stop", "Status", "Facts"],
                buses.map { bus in
                    [
                        bus.id.rawValue, bus.routeName ?? bus.route.rawValue, bus.destination ?? "", bus.coordinate.description,
                        bus.nextStop?.rawValue ?? "", bus.statusText ?? "", RiderFacts(bus).text,
                    ]
                }
            ).render())
    }

    static func printStatuses(_ statuses: [RouteStatus], _ output: Output) {
        for status in statuses {
            output.line("\(status.route): \(output.marker(status.status)) (\(Wording.count(status.alerts.count, "situation")))")
            for alert in status.alerts {
                for line in AlertLines.render(alert, detail: false, indent: "  ") { output.line(line) }
            }
        }
    }
}
