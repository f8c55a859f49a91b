import Foundation
import MTAProvider
import TransitKitCore

/// `transit mta agencies|routes|time`: the MTA Bus Time calls no other provider has.
/// Its arrivals, vehicles, status and shapes are the capability verbs (`transit predictions
/// --provider mta` …); the old spellings stay as hidden aliases for one release. The key comes
/// from `MTA_API_KEY` and is never printed.
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
}
