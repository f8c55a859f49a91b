import Foundation
import SavedRoutes
import TransitKitCore
import TransitKitTesting
import TransitMaps

/// `transit routes …`: saved routes with their live status, and a provider's route catalogue.
enum RoutesCommand {
    static let command = Subcommands(group: "routes", [RouteCatalogCommand.command, add, list, remove, rename, move, status, watch])
        .command(
            summary: "a provider's routes (catalog), and saved routes with live status: add, list, status, watch…",
            note: """
                The list lives in $XDG_DATA_HOME/transit/routes.json (default ~/.local/share/transit/routes.json);
                --store FILE or TRANSIT_ROUTES_FILE chooses another file.
                """)

    static let storeOption = Option(
        name: "--store", value: .one("FILE"), help: "the saved-routes file (default: TRANSIT_ROUTES_FILE, else the XDG data directory)")

    static func store(_ given: String?, _ context: Context) throws -> RouteStore {
        if let path = given ?? context.environment["TRANSIT_ROUTES_FILE"], !path.isEmpty {
            return RouteStore(fileURL: URL(fileURLWithPath: path), now: context.now)
        }
        return RouteStore(fileURL: RouteStore.defaultLocation(environment: context.environment), now: context.now)
    }

    // MARK: add

    static let fromPlace = Option(
        name: "--from", value: .one("PLACE"), help: "where the trip starts: \"Label\" or \"Label@LAT,LON\" (a map needs the position)")
    static let toPlace = Option(name: "--to", value: .one("PLACE"), help: "where it ends, the same way")
    static let lineOption = Option(
        name: "--line", value: .repeated("LINE"), help: "a line ridden: ROUTE, ROUTE@DIRECTION or ROUTE@DIRECTION:STOP,STOP")
    static let routeProvider = Option(
        name: "--provider", value: .one("ID"), help: "busbud, cta, tramtracker (or tram) or mta",
        completions: Option.provider.completions)

    static let add = Command(
        name: "add", in: "routes", summary: "save a route", words: "NAME",
        options: [routeProvider, fromPlace, toPlace, lineOption, storeOption, .json],
        about: """
            Every missing or invalid field is named at once. e.g. --line "MTA NYCT_B63" --line
            "22@Northbound:1836"; places written Label@LAT,LON are marked A and B on a map.
            """
    ) { parsed, context in
        let store = try store(parsed.value(storeOption), context)
        let json = parsed.flag(.json)
        let providerName = parsed.value(routeProvider) ?? ""
        let from = try place(parsed.value(fromPlace) ?? "", field: "--from")
        let to = try place(parsed.value(toPlace) ?? "", field: "--to")
        let lines = parsed.list(lineOption).compactMap(SavedRoute.Line.init)
        let name = parsed.words.joined(separator: " ")
        // Empty stays empty so the store names every missing field at once.
        let provider = providerName.isEmpty ? ProviderID("") : try Providers.resolve(providerName)
        let route = SavedRoute(id: .slug(name), name: name, provider: provider, start: from, end: to, lines: lines)
        try await store.add(route)
        if json {
            try context.output.json(route)
        } else {
            context.output.line("Saved \"\(shown(route.name))\" (\(Wording.count(route.lines.count, "line")) on \(route.provider)).")
        }
        // A map marks A and B only where it knows where they are.
        let unplaced = [(route.start, "--from"), (route.end, "--to")].filter { $0.0.coordinate == nil }.map(\.1)
        if !unplaced.isEmpty {
            context.output.note(
                "note: \(unplaced.joined(separator: " and ")) without a position: `transit map route` draws A and B only for "
                    + "places written Label@LAT,LON (e.g. \"Sunset Park@40.6455,-74.0125\")")
        }
        return 0
    }

    /// A place as typed (`SavedRoute.Place(_:)`); text it cannot read is a usage error.
    static func place(_ text: String, field: String) throws(CLIError) -> SavedRoute.Place {
        guard let place = SavedRoute.Place(text) else { throw .usage("\(field) \"\(text)\": expected LABEL@LAT,LON") }
        return place
    }

    /// A saved name or label as printed: names typed today are plain and short (`SavedRoute`
    /// refuses the rest), but a file written before that, or by hand, may hold anything.
    static func shown(_ text: String) -> String {
        PlainText.oneLine(text, limit: SavedRoute.maximumTextLength)
    }

    /// The saved route `name`; an unknown name is bad input (status 2) with the library's
    /// nearest saved one.
    static func saved(_ name: String, in store: RouteStore) async throws -> SavedRoute {
        do {
            return try await store.route(name)
        } catch {
            guard error.kind == .notFound else { throw error }
            throw CLIError.input(error.detail ?? "no saved route named \"\(shown(name))\"")
        }
    }

    // MARK: list, remove, rename, move

    static let list = Command(
        name: "list", in: "routes", summary: "show saved routes", options: [storeOption, .json, .geojson, .svg],
        about: "The saved routes in their order; --geojson marks each route's start and end (no provider is asked)."
    ) { parsed, context in
        let store = try store(parsed.value(storeOption), context)
        let json = parsed.flag(.json)
        let routes = try await store.all()
        if context.wantsPlaces(parsed) {
            // Only what is saved: start and end markers, no call to any provider.
            let places = GeoJSON.FeatureCollection(routes.flatMap { GeoJSON.FeatureCollection(savedRoute: $0).features })
            return try context.places(
                Places(places, title: "Saved routes", subtitle: Wording.count(routes.count, "route")), svg: parsed.value(.svg),
                emptyBecause: "no saved place has a position (write places Label@LAT,LON)")
        }
        if json {
            try context.output.json(routes)
            return 0
        }
        guard !routes.isEmpty else {
            context.output.line("No saved routes. Add one with `transit routes add --help`.")
            return 0
        }
        let rows = routes.enumerated().map { index, route in
            [
                "\(index + 1)", route.name, route.provider.rawValue, route.lines.map(\.route.rawValue).joined(separator: ", "),
                "\(route.start.label) → \(route.end.label)",
            ]
        }
        context.output.line(Table(["#", "Name", "Provider", "Lines", "Trip"], rows).render())
        return 0
    }

    static let remove = Command(
        name: "remove", in: "routes", summary: "delete a saved route", words: "NAME", options: [storeOption],
        about: "Deletes the saved route NAME."
    ) { parsed, context in
        let store = try store(parsed.value(storeOption), context)
        let name = parsed.words.joined(separator: " ")
        guard !name.isEmpty else { throw CLIError.usage("which route? transit routes remove NAME") }
        let removed = try await store.remove(name)
        context.output.line("Removed \"\(shown(removed.name))\".")
        return 0
    }

    static let newName = Option(name: "--to", value: .one("NEW-NAME"), help: "the new name", isRequired: true)
    static let position = Option(name: "--to", value: .number(1...10_000), help: "the position, 1 = top", isRequired: true)

    static let rename = Command(
        name: "rename", in: "routes", summary: "rename a saved route", words: "NAME", options: [newName, storeOption],
        about: "Renames the saved route NAME."
    ) { parsed, context in
        let store = try store(parsed.value(storeOption), context)
        let newName = parsed.value(newName) ?? ""
        let name = parsed.words.joined(separator: " ")
        try await store.rename(name, to: newName)
        context.output.line("Renamed \"\(shown(name))\" to \"\(shown(newName))\".")
        return 0
    }

    static let move = Command(
        name: "move", in: "routes", summary: "reorder: move a saved route to a position (1 = top)", words: "NAME",
        options: [position, storeOption], about: "Moves the saved route NAME to a position in the list."
    ) { parsed, context in
        let store = try store(parsed.value(storeOption), context)
        let position = parsed.number(position) ?? 1
        let name = parsed.words.joined(separator: " ")
        try await store.move(name, to: position - 1)
        context.output.line("Moved \"\(shown(name))\" to position \(position).")
        return 0
    }

    // MARK: status, watch

    static let status = Command(
        name: "status", in: "routes", summary: "each saved route with its status colour and the alerts behind it", words: "[NAME…]",
        options: [storeOption, .json, .geojson, .svg],
        about: """
            red: delays or no service · yellow: detours or other advisories · green: none ·
            unknown: the alerts could not be fetched (statusKnown false in --json)
            Colour only when stdout is a terminal; plain words otherwise.
            Exit status 1 when any call failed (the table and --json alike).
            --geojson (or --svg FILE, a map): each route's start and end, its lines' shapes and
            stops and its live buses, coloured by status (statusColor), as one FeatureCollection.
            """
    ) { parsed, context in
        let store = try store(parsed.value(storeOption), context)
        let json = parsed.flag(.json)
        let geojson = context.wantsPlaces(parsed)
        let names = parsed.words
        let routes = names.isEmpty ? try await store.all() : try await names.asyncMap { try await saved($0, in: store) }
        var reports: [Report] = []
        var places = Places(GeoJSON.FeatureCollection([]), title: "Saved routes", subtitle: Wording.count(routes.count, "route"))
        for route in routes {
            let provider = try Providers.make(route.provider, context: context)
            let monitor = try RouteMonitor(route: route, provider: provider, clock: context.clock, now: context.now)
            let update = await monitor.refresh()
            reports.append(Report(route: route, update: update))
            if geojson {
                let shapes = await shapes(of: monitor, context: context)
                places.collection = places.collection.merging(GeoJSON.FeatureCollection(savedRoute: route, shapes: shapes, update: update))
                if routes.count == 1 { places = map(of: route, update, places.collection, provider.descriptor) }
            }
        }
        if geojson {
            let drawn = try context.places(places, svg: parsed.value(.svg), emptyBecause: "no saved place or line has a position")
            return reports.contains { !$0.update.failures.isEmpty } ? 1 : drawn
        } else if json {
            try context.output.json(reports)
        } else {
            if reports.isEmpty { context.output.line("No saved routes. Add one with `transit routes add --help`.") }
            for report in reports { context.output.line(render(report, context)) }
        }
        // The same answer exits the same way whatever the format: a call that failed is 1.
        return reports.contains { !$0.update.failures.isEmpty } ? 1 : 0
    }

    static let interval = Option(name: "--interval", value: .number(1...3600), help: "refresh period in seconds (default 20)")
    static let count = Option(name: "--count", value: .number(1...1_000_000), help: "stop after N refreshes (default: until Ctrl-C)")

    static let watch = Command(
        name: "watch", in: "routes", summary: "redraw a saved route's status and buses live (until Ctrl-C or --count)",
        words: "NAME", options: [interval, count, storeOption, .json, .geojson],
        about: """
            --json writes JSON Lines: one compact object per refresh instead of a redrawn screen;
            --geojson one FeatureCollection per line per refresh: the route's markers and lines
            (fetched once) and the buses where they are now.
            """
    ) { parsed, context in
        let store = try store(parsed.value(storeOption), context)
        let json = parsed.flag(.json)
        let geojson = parsed.flag(.geojson)
        let interval = parsed.number(interval) ?? 20
        let count = parsed.number(count)
        let name = parsed.words.joined(separator: " ")
        guard !name.isEmpty else { throw CLIError.usage("which route? transit routes watch NAME") }
        let route = try await saved(name, in: store)
        let provider = try Providers.make(route.provider, context: context)
        let monitor = try RouteMonitor(
            route: route, provider: provider, interval: .seconds(interval),
            clock: context.clock, now: context.now)
        // Shapes do not move: asked for once, not on every refresh.
        let shapes = geojson ? await shapes(of: monitor, context: context) : []
        var seen = 0
        for try await update in monitor.updates() {
            seen += 1
            if geojson {
                try context.output.geoJSON(GeoJSON.FeatureCollection(savedRoute: route, shapes: shapes, update: update))
            } else if json {
                try context.output.jsonLine(Report(route: route, update: update))
            } else {
                if context.output.isTerminal { context.output.line("\u{1B}[H\u{1B}[2J") }
                context.output.line(render(Report(route: route, update: update), context))
                if update.vehicles.isEmpty {
                    context.output.line("  (no vehicles reported)")
                } else {
                    VehicleTable.print(update.vehicles.map { (nil, $0) }, in: provider.descriptor.timeZone, to: context.output)
                }
                // "Ctrl-C to stop" only while more refreshes will come.
                let more = count.map { seen < $0 } ?? true
                context.output.line(
                    "refresh \(seen) at \(Countdown.clock(update.refreshedAt, in: provider.descriptor.timeZone))"
                        + (more ? " · every \(interval) s · Ctrl-C to stop" : ""))
            }
            if let count, seen >= count { break }
        }
        return 0
    }

    /// The shapes of a saved route's lines for a map; a line whose shape fails is a note.
    static func shapes(of monitor: RouteMonitor, context: Context) async -> [RouteShape] {
        let (shapes, failures) = await monitor.shapes()
        for failure in failures { context.note("the shape of \(failure.route) could not be fetched", failedWith: failure.error) }
        return shapes
    }

    /// One saved route's map: "Home: Bay Ridge → Atlantic Terminal", its provider, lines,
    /// status and buses.
    static func map(
        of route: SavedRoute, _ update: RouteUpdate, _ collection: GeoJSON.FeatureCollection, _ provider: ProviderDescriptor
    )
        -> Places
    {
        let lines = route.lines.map { SVGMap.routeName($0.route.rawValue) }.joined(separator: ", ")
        return Places(
            collection, title: "\(route.name): \(route.start.label) → \(route.end.label)",
            subtitle: "\(provider.name) · \(lines) · status \(update.status.description) · "
                + "\(Wording.count(update.vehicles.count, "bus", plural: "buses")) at \(Countdown.clock(update.refreshedAt, in: provider.timeZone))",
            provider: provider)
    }

    /// `status --json` per route (and `watch --json` per line): the library's saved route and
    /// its ``RouteUpdate``, as an app decodes them.
    struct Report: Encodable {
        let route: SavedRoute
        let update: RouteUpdate
    }

    /// "● Uptown on Fifth (mta: MTA NYCT_M4, MTA NYCT_M103) 2 alerts, 3 vehicles", the alerts
    /// under it, then each failed call in a rider's words (the developer's under `--verbose`).
    static func render(_ report: Report, _ context: Context) -> String {
        let (route, update) = (report.route, report.update)
        let routes = PlainText.oneLine(update.lines.map(\.route.rawValue).joined(separator: ", "), limit: Table.cellLimit)
        var lines = [
            "\(context.output.marker(update.status))  \(shown(route.name))  (\(route.provider): \(routes))  "
                + "\(Wording.count(update.alerts.count, "alert")), \(Wording.count(update.vehicles.count, "vehicle"))"
        ]
        for alert in update.alerts { lines += AlertLines.render(alert, detail: false, indent: "    ") }
        for failure in update.failures {
            // Under --replay, a call the recordings lack says so, not "no such route".
            let words =
                context.verbose
                ? failure.message
                : failure.message.contains(ReplayTransport.missDetailPrefix)
                    ? "not in the recordings (`transit demo --list` shows what the demo's hold)." : failure.riderMessage
            lines.append("    ! " + PlainText.oneLine("\(failure.route) \(failure.what): \(words)", limit: 1200))
        }
        return lines.joined(separator: "\n")
    }
}

extension Array {
    func asyncMap<T>(_ transform: (Element) async throws -> T) async rethrows -> [T] {
        var result: [T] = []
        for element in self { result.append(try await transform(element)) }
        return result
    }
}
