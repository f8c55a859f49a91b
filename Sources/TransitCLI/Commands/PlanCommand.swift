import Foundation
import TransitKitCore
import TransitKitTesting
import TripPlanner

/// `transit plan` — cheapest trips on a connections data set (TripPlanner, issue 7).
enum PlanCommand {
    static let from = Option(name: "--from", value: .one("CITY"), help: "where the trip starts (a city of the data set)")
    static let to = Option(name: "--to", value: .one("CITY"), help: "where it ends")
    static let data = Option(
        name: "--data", value: .one("FILE|URL"),
        help: "a data set file, or an http(s) URL fetched through the transport (recorded responses under --replay)")
    static let currency = Option(
        name: "--currency", value: .one("CODE"), help: "ISO 4217 code of the data's prices (default EUR; the format has none)",
        completions: ["EUR", "USD", "CAD", "GBP"])
    static let alternatives = Option(
        name: "--alternatives", value: .number(1...20), help: "the N cheapest routes that never revisit a city")
    static let fewestLegs = Option(name: "--fewest-legs", value: .flag, help: "the cheapest of the routes with the fewest connections")
    static let limit = Option(name: "--limit", value: .number(1...100_000), help: "how many cities `plan cities` lists (default 20)")

    static let command = Command(
        name: "plan", summary: "cheapest trip between two cities of a connections data set", words: "[cities [PREFIX]]",
        options: [from, to, data, alternatives, fewestLegs, currency, limit, .json, .geojson, .svg],
        about: """
            Finds the cheapest trip between two cities (--from, --to) of a TUI connections data
            set ({"connections": [{from, to, price, coordinates}]} or a bare array); `plan cities
            [PREFIX]` lists its cities. City names ignore case, accents and surrounding spaces.
            With no --data, the bundled TUI data set (v3, 7 cities) is used. --geojson draws each
            leg as a line and each city as a point.

            Exit status: 0 a route was found, 1 no route (or an error), 2 usage or input error
            (an unknown city too: "Londn" suggests London).
            """,
        examples: ["plan --from London --to Sydney --alternatives 3", "plan cities lo"]
    ) { parsed, context in
        if parsed.words.first == "cities" { return try await cities(parsed, context) }
        guard parsed.words.isEmpty else { throw CLIError.usage("unexpected \(parsed.words.map { "\"\($0)\"" }.joined(separator: " "))") }
        return try await plan(parsed, context)
    }

    /// `transit plan --help`, as `help plan` prints it.
    static var help: String { command.help }

    static func plan(_ parsed: Parsed, _ context: Context) async throws -> Int32 {
        guard let from = parsed.value(from) else { throw CLIError.usage("missing --from CITY") }
        guard let to = parsed.value(to) else { throw CLIError.usage("missing --to CITY") }
        let alternatives = parsed.number(alternatives)
        let fewestLegs = parsed.flag(fewestLegs)
        let json = parsed.flag(.json)
        let data = parsed.value(data)
        let currency = parsed.value(currency) ?? TripPlanner.defaultCurrency
        if fewestLegs, alternatives != nil { throw CLIError.usage("--fewest-legs and --alternatives cannot be combined") }

        let graph = try await loadGraph(data, currency: currency, context)
        let routes: [Itinerary]
        let origin = try city(from, role: "from", in: graph)
        let destination = try city(to, role: "to", in: graph)
        if let alternatives {
            routes = try graph.alternatives(from: origin, to: destination, k: alternatives)
            if !routes.isEmpty, routes.count < alternatives {
                context.output.note(
                    "note: only \(Wording.count(routes.count, "route")) of the \(alternatives) asked: no other never revisits a city")
            }
        } else if fewestLegs {
            routes = try graph.fewestLegsRoute(from: origin, to: destination).itinerary.map { [$0] } ?? []
        } else {
            routes = try graph.cheapestRoute(from: origin, to: destination).itinerary.map { [$0] } ?? []
        }

        if context.wantsPlaces(parsed) {
            var places = Places(
                GeoJSON.FeatureCollection(itineraries: routes), title: "\(origin.name) → \(destination.name)",
                subtitle: routes.first.map { "Cheapest trip: \($0.cities.map(\.name).joined(separator: " → ")) · \($0.total)" }
                    ?? "no route")
            places.attribution = data.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "bundled TUI connections"
            let status = try context.places(places, svg: parsed.value(.svg), emptyBecause: "no route")
            return routes.isEmpty ? 1 : status
        } else if json {
            try context.output.json(Answer(from: origin, to: destination, currency: graph.currency, routes: routes))
        } else if routes.isEmpty {
            context.output.line(PlainText.oneLine(PlanResult.noRoute(from: origin, to: destination).description, limit: 500))
        } else {
            for (index, route) in routes.enumerated() {
                if index > 0 { context.output.line() }
                show(route, number: routes.count > 1 ? index + 1 : nil, context.output)
            }
        }
        return routes.isEmpty ? 1 : 0
    }

    static func cities(_ parsed: Parsed, _ context: Context) async throws -> Int32 {
        let limit = parsed.number(limit) ?? 20
        let json = parsed.flag(.json)
        let data = parsed.value(data)
        let currency = parsed.value(currency) ?? TripPlanner.defaultCurrency
        let prefix = parsed.words.dropFirst().joined(separator: " ")
        let graph = try await loadGraph(data, currency: currency, context)
        let matches = graph.suggestions(for: prefix, limit: limit)
        if json {
            try context.output.json(
                matches.map {
                    CityJSON(
                        name: $0.name, coordinate: $0.coordinate,
                        departures: graph.connections(from: $0).count)
                })
            return 0
        }
        guard !matches.isEmpty else {
            context.output.line("no city matches \"\(PlainText.oneLine(prefix, limit: 80))\"")
            return 1
        }
        let rows = matches.map { city in
            [
                city.name, String(graph.connections(from: city).count),
                city.coordinate.map { String(format: "%.4f, %.4f", $0.latitude, $0.longitude) } ?? "—",
            ]
        }
        context.output.line(Table(["City", "Departures", "Coordinate"], rows).render())
        return 0
    }

    /// The city a user typed; an unknown one is bad input (status 2) with the library's
    /// suggestion ("Londn": did you mean London?).
    static func city(_ name: String, role: String, in graph: ConnectionGraph) throws -> City {
        let found = Result { () throws(TransitError) -> City in try graph.city(named: name, role: role) }
        if case .failure(let error) = found, error.kind == .notFound { throw CLIError.usage(error.detail ?? "\(role): unknown city") }
        return try found.get()
    }

    /// The bundled TUI data set, a file, or a URL through the context's transport (a replay
    /// of `connections/replay.json` under `--replay`). Load-report issues go to stderr.
    static func loadGraph(_ data: String?, currency: String, _ context: Context) async throws -> ConnectionGraph {
        let dataset: ConnectionDataset
        if let data, let url = URL(string: data), ["http", "https"].contains(url.scheme?.lowercased() ?? "") {
            dataset = try await ConnectionDataset.load(
                from: url, transport: context.transport("connections"),
                userAgent: context.userAgent, redaction: .signedURL,
                currency: currency)
        } else if let data {
            let loaded = Result { () throws(TransitError) -> ConnectionDataset in
                try ConnectionDataset(contentsOf: URL(fileURLWithPath: data), currency: currency)
            }
            // The file the user named is input like any other: a missing one is exit 2.
            if case .failure(let error) = loaded, error.kind == .notFound {
                throw CLIError.input("--data \(PlainText.oneLine(data, limit: 200)): no such file")
            }
            dataset = try loaded.get()
        } else {
            dataset = try ConnectionDataset(contentsOf: Fixtures.url("connections", bundledDataset), currency: currency)
        }
        for issue in dataset.report.issues { context.output.note("warning: data: \(issue)") }
        return ConnectionGraph(dataset)
    }

    /// TUI's current upstream file (v3).
    static let bundledDataset = "connections-3.json"

    static func show(_ route: Itinerary, number: Int?, _ output: Output) {
        let legs = route.legs.count
        // City names come from the data file: escaped like every table cell.
        let head =
            (number.map { "\($0). " } ?? "") + PlainText.oneLine(route.description, limit: 1000)
            + " (\(legs == 0 ? "same city" : legs == 1 ? "1 leg" : "\(legs) legs"))"
        output.line(output.colored(head, .bold))
        guard !route.legs.isEmpty else { return }
        output.line(Table(["From", "To", "Price"], route.legs.map { [$0.from.name, $0.to.name, $0.price.description] }).render())
        if let polyline = try? route.encodedPolyline(), !polyline.isEmpty {
            output.line("polyline: \(polyline)\(route.hasAllCoordinates ? "" : " (cities without coordinates skipped)")")
        }
    }

    /// `plan --json`: the library's itineraries, cheapest first (none when there is no route).
    struct Answer: Encodable {
        var from: City
        var to: City
        var currency: String
        var routes: [Itinerary]
    }

    struct CityJSON: Encodable {
        var name: String
        var coordinate: Coordinate?
        var departures: Int
    }
}
