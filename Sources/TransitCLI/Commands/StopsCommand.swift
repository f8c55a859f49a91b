import Foundation
import TramTrackerProvider
import TransitKitCore
import TransitMaps

/// `transit stops find|near`: one provider's stops by name or near a place (``StopFinder``).
enum StopsCommand {
    static let command = Subcommands(group: "stops", [find, near, on]).command(
        summary: "a provider's stops: by name, near a place, or on a route",
        note: """
            CTA and tramTRACKER have no "nearby" or search call: the first question builds a stop
            index from their catalogue calls (Docs/StopFinding.md); stderr says what it cost.
            """)

    static let limit = Option(name: "--limit", value: .number(1...500), help: "at most N stops (default 20)")
    static let radius = Option(
        name: "--radius", value: .one("M"), help: "metres, above 0 and at most 50000 (default 400)")

    static let find = Command(
        name: "find", in: "stops", summary: "stops whose name matches a text (case, accents and spacing ignored)",
        words: "TEXT", options: [Option.provider.required, limit, .json, .geojson, .svg],
        about: """
            Ranked like autocomplete: the whole name, then names starting with TEXT, then a word
            starting with it, then anywhere. TEXT may be several words (quote them). No match
            exits with status 3 (Docs/CLI.md).
            """,
        examples: ["stops find \"fullerton & sheff\" --provider cta"]
    ) { parsed, context in
        let text = parsed.words.joined(separator: " ")
        let name = try StopSearch.name(text, limit: parsed.number(limit) ?? 20, operation: "stops find")
        let finder = try PlaceArguments.finder(parsed.value(.provider) ?? "", context: context)
        let stops = try await finder.stops(matching: name.text, limit: name.limit)
        reportIndex(of: finder, context: context)
        // A partial index cannot say "no such stop": say what it could not read.
        let partial =
            (finder as? any StopIndexBacked)?.stopIndex.status.notes.contains { $0.kind == .failed || $0.kind == .notFound } ?? false
        return try context.answer(
            stops, isEmpty: stops.isEmpty, parsed,
            places: {
                Places(
                    GeoJSON.FeatureCollection(stops: stops, provider: finder.descriptor.id), title: "Stops matching \"\(text)\"",
                    subtitle: "\(finder.descriptor.name) · \(Wording.count(stops.count, "stop"))", provider: finder.descriptor)
            },
            emptyNote: "no stop matches \"\(PlainText.oneLine(text, limit: 80))\""
                + (partial
                    ? " among the stops that could be indexed; the routes whose stops are missing may hold it"
                        + " (`transit near LAT,LON --provider \(finder.descriptor.id)` asks the provider directly)" : "")
        ) { StopTable.print(stops, numbered: false, to: context.output) }
    }

    static let near = Command(
        name: "near", in: "stops", summary: "stops within a radius of a place, nearest first", words: "LAT,LON",
        options: [Option.provider.required, radius, limit, .json, .geojson, .svg],
        about: "One provider's stops near the place, nearest first, with their distance. None exits with status 3.",
        examples: ["stops near 40.68766,-73.96880 --provider mta --radius 100"]
    ) { parsed, context in
        let operation = "stops near"
        let place = try StopSearch.coordinate(text: parsed.words.first, operation: operation)
        guard parsed.words.count <= 1 else { throw CLIError.usage("one place, not \(parsed.words.count): LAT,LON") }
        let metres = try StopSearch.radius(text: parsed.value(radius), operation: operation)
        let query = try StopSearch.near(place, radius: metres, limit: parsed.number(limit) ?? 20, operation: operation)
        let finder = try PlaceArguments.finder(parsed.value(.provider) ?? "", context: context)
        let stops = try await finder.stops(near: query.coordinate, radius: query.radius, limit: query.limit)
        reportIndex(of: finder, context: context)
        return try context.answer(
            stops, isEmpty: stops.isEmpty, parsed,
            places: {
                Places(
                    GeoJSON.FeatureCollection(nearby: stops, provider: finder.descriptor.id), title: "Stops near \(query.coordinate)",
                    subtitle: "\(finder.descriptor.name) · \(Wording.count(stops.count, "stop")) within \(Int(query.radius)) m",
                    provider: finder.descriptor)
            },
            emptyNote: "no stop within \(Int(query.radius)) m"
        ) { StopTable.print(nearby: stops, to: context.output) }
    }

    static let on = Command(
        name: "on", in: "stops", summary: "stops of a route, in travel order (one direction) or all", words: "ROUTE",
        options: [.route, .provider, .direction, .json, .geojson, .svg, .api.hidden],
        about: """
            The stops of ROUTE: in travel order for one --direction (a direction id from
            `transit shape ROUTE`: CTA Eastbound, MTA 0 or 1, tram up or down), else every stop
            the route serves. An empty answer exits with status 3 (Docs/CLI.md).
            """,
        examples: ["stops on 74 --provider cta --direction Eastbound", "stops on 78 --provider tram"]
    ) { parsed, context in
        let named = parsed.list(.route) + parsed.words
        guard let name = named.first, named.count == 1 else { throw CLIError.usage("stops on takes one ROUTE") }
        let route = Route.ID(name)
        let provider = try Providers.pick(parsed, ids: [name], context: context)
        let stops: [Stop]
        if let direction = parsed.value(.direction) {
            let id = provider is TramTrackerClient ? direction.lowercased() : direction
            stops = try await provider.require((any RouteCatalog).self, for: "stops on").stops(on: route, direction: Direction.ID(id))
        } else if let tram = provider as? TramTrackerClient {
            stops = try await tram.stops(on: route)
        } else if let shapes = provider as? any RouteShapeSource {
            stops = try await shapes.shape(of: route).stops
        } else {
            throw CLIError.usage("stops on needs --direction D for \(provider.descriptor.name)")
        }
        return try context.answer(
            stops, isEmpty: stops.isEmpty, parsed,
            places: {
                Places(
                    GeoJSON.FeatureCollection(stops: stops, provider: provider.descriptor.id),
                    title: "Stops on route \(SVGMap.routeName(name))",
                    subtitle: "\(provider.descriptor.name) · \(Wording.count(stops.count, "stop"))", provider: provider.descriptor)
            },
            emptyNote: "no stops on route \(name)"
        ) { StopTable.print(stops, numbered: parsed.value(.direction) != nil, to: context.output) }
    }

    /// For a provider answering from a stop index: its size, cost and the catalogue calls that
    /// failed, on stderr (a partial index answers partially; the user should know).
    static func reportIndex(of finder: any StopFinder, context: Context) {
        // MTA's index serves names only; "near" asks its own call and builds nothing.
        guard let indexed = finder as? any StopIndexBacked, indexed.stopIndex.status.builtAt != nil else { return }
        let status = indexed.stopIndex.status
        let failed = status.notes.filter { $0.kind == .failed || $0.kind == .notFound }.count
        context.output.error(
            "stop index: \(status.stopCount) stops from \(status.requests.map(String.init) ?? "?") requests"
                + (failed > 0 ? ", \(failed) catalogue calls unanswered (those routes' stops are missing)" : ""))
    }
}
