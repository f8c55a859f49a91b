import Foundation
import TransitKitCore

/// `transit stops find|near`: one provider's stops by name or near a place (``StopFinder``).
enum StopsCommand {
    static let command = Subcommands(group: "stops", [find, near]).command(
        summary: "find a provider's stops by name or near a place",
        note: """
            CTA and tramTRACKER have no "nearby" or search call: the first question builds a stop
            index from their catalogue calls (Docs/StopFinding.md); stderr says what it cost.
            """)

    static let find = Command(
        name: "find", summary: "stops whose name matches a text (case, accents and spacing ignored)",
        help: """
            usage: transit stops find TEXT --provider P [--limit N] [--json|--geojson]

            Ranked like autocomplete: the whole name, then names starting with TEXT, then a word
            starting with it, then anywhere. TEXT may be several words (quote them).
            """
    ) { arguments, context in
        let operation = "stops find"
        let provider = try arguments.require("--provider")
        let json = arguments.flag("--json")
        let geojson = try arguments.geoJSON(besides: json)
        let limit = try arguments.int("--limit", in: 1...500) ?? 20
        let text = arguments.positionals().joined(separator: " ")
        try arguments.finish()
        let name = try StopSearch.name(text, limit: limit, operation: operation)
        let finder = try PlaceArguments.finder(provider, context: context)
        let stops = try await finder.stops(matching: name.text, limit: name.limit)
        reportIndex(of: finder, context: context)
        if geojson {
            try context.output.geoJSON(GeoJSON.FeatureCollection(stops: stops, provider: finder.descriptor.id))
        } else if json {
            try context.output.json(stops)
        } else if stops.isEmpty {
            context.output.line("No stop matches \"\(PlainText.oneLine(text, limit: 80))\".")
        } else {
            context.output.line(
                Table(
                    ["Stop", "Name", "Routes", "Access"],
                    stops.map { stop in
                        [stop.id.rawValue, stop.name, stop.routeIDs.map(\.rawValue).joined(separator: " "), access(stop)]
                    }
                ).render())
        }
        return 0
    }

    static let near = Command(
        name: "near", summary: "stops within a radius of a place, nearest first",
        help: """
            usage: transit stops near LAT,LON --provider P [--radius M] [--limit N] [--json|--geojson]

            --radius in metres, above 0 and at most 50000 (default 400).
            """
    ) { arguments, context in
        let operation = "stops near"
        let provider = try arguments.require("--provider")
        let json = arguments.flag("--json")
        let geojson = try arguments.geoJSON(besides: json)
        let radius = try PlaceArguments.radius(&arguments, operation: operation)
        let limit = try arguments.int("--limit", in: 1...500) ?? 20
        let place = try PlaceArguments.coordinate(arguments.positional(), operation: operation)
        try arguments.finish()
        let query = try StopSearch.near(place, radius: radius, limit: limit, operation: operation)
        let finder = try PlaceArguments.finder(provider, context: context)
        let stops = try await finder.stops(near: query.coordinate, radius: query.radius, limit: query.limit)
        reportIndex(of: finder, context: context)
        if geojson {
            try context.output.geoJSON(GeoJSON.FeatureCollection(nearby: stops, provider: finder.descriptor.id))
        } else if json {
            try context.output.json(stops)
        } else if stops.isEmpty {
            context.output.line("No stop within \(Int(query.radius)) m.")
        } else {
            context.output.line(
                Table(
                    ["Stop", "Name", "Dist", "Routes", "Access"],
                    stops.map { nearby in
                        [
                            nearby.stop.id.rawValue, nearby.stop.name, RiderFacts.distance(nearby.distance),
                            nearby.stop.routeIDs.map(\.rawValue).joined(separator: " "), access(nearby.stop),
                        ]
                    }
                ).render())
        }
        return 0
    }

    /// "♿" for a stop with wheelchair boarding, "steps" for one without, "" when unsaid.
    static func access(_ stop: Stop) -> String {
        switch stop.wheelchairBoarding {
        case .accessible?: return "♿"
        case .inaccessible?: return "steps"
        case .unknown?, nil: return ""
        }
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
