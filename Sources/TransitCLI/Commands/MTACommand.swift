import Foundation
import MTAProvider
import TransitKitCore

/// `transit mta agencies|routes|time`: the MTA Bus Time calls no other provider has.
/// Its arrivals, vehicles, status and shapes are the capability verbs (`transit predictions
/// --provider mta` …); the old spellings stay as hidden aliases for one release. The key comes
/// from `MTA_API_KEY` and is never printed.
enum MTACommand {
    static let command = Subcommands(group: "mta", [agencies, routes, time, stopsForRoute, shape, vehicles, arrivals, schedule, status])
        .command(
            summary: "New York MTA Bus Time: agencies, routes, clock (MTA_API_KEY)",
            note: "The key comes from MTA_API_KEY (bustime.mta.info/wiki/Developers) and is never printed.")

    static let agencies = Command(
        name: "agencies", in: "mta", summary: "agencies the server covers", options: [xml, .json],
        about: "The agencies with their coverage centre and phone."
    ) { parsed, context in
        let coverage = try await Providers.mta(context, whereFormat: parsed.flag(xml) ? .xml : .json).agenciesWithCoverage()
        if parsed.flag(.json) {
            try context.output.json(coverage)
        } else {
            context.output.line(
                Table(
                    ["Agency", "Name", "Centre", "Phone"],
                    coverage.map { [$0.agency.id.rawValue, $0.agency.name, $0.center?.description ?? "—", $0.agency.phone ?? ""] }
                ).render())
        }
        return 0
    }

    static let xml = Option(name: "--xml", value: .flag, help: "ask the \"where\" API for XML (what the seed app calls); same output")
    static let agency = Option(name: "--agency", value: .one("ID"), help: "agency id (default \"MTA NYCT\"; also MTABC)")
    static let near = Option(name: "--near", value: .one("LAT,LON"), help: "the routes with a stop near this place (routes-for-location)")

    static let routes = Command(
        name: "routes", in: "mta", summary: "routes of an agency, or what runs near a place; optionally searched",
        options: [agency, near, StopsCommand.radius, RouteCatalogCommand.search, .json],
        about: "Sorted as riders look a route up (B1, B2, … B10); with --search, the best match first.",
        examples: ["mta routes --near 40.68766,-73.96880 --radius 300"]
    ) { parsed, context in
        if parsed.value(near) != nil, parsed.value(agency) != nil {
            throw CLIError.usage("--near and --agency ask different questions: give one")
        }
        if parsed.value(near) == nil, parsed.value(StopsCommand.radius) != nil { throw CLIError.usage("--radius needs --near LAT,LON") }
        let routes: [Route]
        if let text = parsed.value(near) {
            let place = try StopSearch.coordinate(text: text, operation: "routes-for-location")
            let radius = try StopSearch.radius(text: parsed.value(StopsCommand.radius), operation: "routes-for-location")
            let answer = try await Providers.mta(context).routes(near: place, radius: radius)
            if answer.outOfRange { context.output.note("note: \(text) is outside MTA Bus Time's coverage") }
            if answer.limitExceeded { context.output.note("note: the server listed only some of the routes near \(text)") }
            routes = answer.routes
        } else {
            routes = try await Providers.mta(context).routes(of: Agency.ID(parsed.value(agency) ?? "MTA NYCT"))
        }
        // A search keeps its best match first; otherwise the order riders look routes up in.
        let shown =
            parsed.value(RouteCatalogCommand.search).map { RouteSearch.filter(routes, matching: $0) } ?? RouteSearch.riderOrder(routes)
        return try context.answer(shown, isEmpty: shown.isEmpty, parsed, emptyNote: "no routes match") {
            RouteCatalogCommand.table(shown, to: context.output)
        }
    }

    static let time = Command(
        name: "time", in: "mta", summary: "MTA Bus Time's clock (current-time)", options: [.json],
        about: "MTA Bus Time's clock, as ISO 8601 and New York wall time."
    ) { parsed, context in
        let mta = try Providers.mta(context)
        try context.output.serverClock(try await mta.serverTime(), in: mta.descriptor.timeZone, city: "New York", json: parsed.flag(.json))
        return 0
    }
}
