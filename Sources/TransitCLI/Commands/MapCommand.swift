import Foundation
import SavedRoutes
import TransitKitCore
import TransitMaps
import TripPlanner

/// `transit map …`: a self-contained SVG picture of a saved route, a route's shape, live
/// vehicles, a vehicle's trip, a planned trip, or any GeoJSON this tool wrote (``SVGMap``).
enum MapCommand {
    static let note = """
        Every map is one SVG file with nothing to fetch (no tiles, no fonts, no network): open it
        in any browser. It is written to --output FILE, or to stdout when stdout is a file or a
        pipe. Lines, stops, buses (arrows along their bearing, coloured by service status on a
        saved route), A/B markers, a legend and a scale bar; the projection is true to scale at
        the map's middle latitude. Docs/Maps.md says how it is drawn.
        """

    static let command = Subcommands(group: "map", [route, shape, vehicles, trip, plan, geojson]).command(
        summary: "draw a saved route, a shape, buses, a trip or a plan as an SVG map", note: note)

    static let output = Option(name: "--output", value: .one("FILE"), help: "the SVG file (also -o; default stdout when not a terminal)")
    static let shortOutput = Option(name: "-o", value: .one("FILE"), help: "the same as --output")
    static let outputs = [output, shortOutput.hidden]

    static let route = Command(
        name: "route", in: "map", summary: "a saved route: its lines, stops, live buses, start and end", words: "NAME",
        options: [RoutesCommand.storeOption] + outputs, about: note
    ) { parsed, context in
        let store = try RoutesCommand.store(parsed.value(RoutesCommand.storeOption), context)
        let output = try outputFile(parsed, context)
        let name = parsed.words.joined(separator: " ")
        guard !name.isEmpty else { throw CLIError.usage("which route? transit map route NAME") }
        let saved = try await RoutesCommand.saved(name, in: store)
        let provider = try Providers.make(saved.provider, context: context)
        let monitor = try RouteMonitor(route: saved, provider: provider, clock: context.clock, now: context.now)
        let update = await monitor.refresh()
        let shapes = await RoutesCommand.shapes(of: saved, provider: provider, context: context)
        let lines = saved.lines.map { SVGMap.routeName($0.route.rawValue) }
        let status = update.status
        let map = SVGMap(
            title: "\(saved.name): \(saved.start.label) → \(saved.end.label)",
            subtitle: "\(provider.descriptor.name) · \(lines.joined(separator: ", ")) · status \(status.description) · "
                + "\(Wording.count(update.vehicles.count, "bus", plural: "buses")) at \(Countdown.clock(update.refreshedAt, in: provider.descriptor.timeZone))",
            collection: GeoJSON.FeatureCollection(savedRoute: saved, shapes: shapes, update: update), provider: provider.descriptor)
        let drawn = try write(map, to: output, context)
        return update.failures.isEmpty ? drawn : 1
    }

    static let withVehicles = Option(name: "--vehicles", value: .flag, help: "the route's live buses too")

    static let shape = Command(
        name: "shape", in: "map", summary: "a route's lines and stops (with --vehicles, its live buses too)",
        options: [Option.provider.required, Option.route.required, withVehicles] + outputs, about: note
    ) { parsed, context in
        let providerID = parsed.value(.provider) ?? ""
        let routeID = Route.ID(parsed.value(.route) ?? "")
        let withVehicles = parsed.flag(withVehicles)
        let output = try outputFile(parsed, context)
        let provider = try Providers.make(Providers.resolve(providerID), context: context)
        let source = try provider.require((any RouteShapeSource).self, for: "map shape")
        let routeShape = try await source.shape(of: routeID)
        var collection = GeoJSON.FeatureCollection(shape: routeShape, provider: provider.descriptor.id)
        var buses: [VehiclePosition] = []
        if withVehicles {
            buses = try await provider.require((any VehicleSource).self, for: "map shape --vehicles").vehicles(on: [routeShape.route])
            collection = collection.merging(GeoJSON.FeatureCollection(vehicles: buses, provider: provider.descriptor.id))
        }
        let name = SVGMap.routeName(routeShape.route.rawValue)
        var subtitle = "\(provider.descriptor.name) · \(Wording.count(routeShape.stops.count, "stop"))"
        if withVehicles { subtitle += " · \(Wording.count(buses.count, "bus", plural: "buses"))" }
        let map = SVGMap(
            title: "Route \(name)", subtitle: subtitle, collection: collection, provider: provider.descriptor)
        return try write(map, to: output, context)
    }

    static let vehicles = Command(
        name: "vehicles", in: "map", summary: "live buses on routes, as arrows along their bearing",
        options: [Option.provider.required, Option.route.required] + outputs, about: note
    ) { parsed, context in
        let providerID = parsed.value(.provider) ?? ""
        let routes = parsed.list(.route).map { Route.ID($0) }
        let output = try outputFile(parsed, context)
        guard !routes.isEmpty else { throw CLIError.usage("transit map vehicles needs --route R") }
        let provider = try Providers.make(Providers.resolve(providerID), context: context)
        let source = try provider.require((any VehicleSource).self, for: "map vehicles")
        let buses = try await source.vehicles(on: routes)
        let names = routes.map { SVGMap.routeName($0.rawValue) }
        let newest = buses.compactMap(\.recordedAt).max()
        let map = SVGMap(
            title: "Live buses: \(names.joined(separator: ", "))",
            subtitle: "\(provider.descriptor.name) · \(Wording.count(buses.count, "bus", plural: "buses"))"
                + (newest.map { " · seen by \(Countdown.clock($0, in: provider.descriptor.timeZone))" } ?? ""),
            collection: GeoJSON.FeatureCollection(vehicles: buses, provider: provider.descriptor.id), provider: provider.descriptor)
        return try write(map, to: output, context)
    }

    static let trip = Command(
        name: "trip", in: "map", summary: "a vehicle's way ahead: its next stops with predicted times",
        options: [Option.provider.required, TripCommand.vehicle.required] + outputs, about: note
    ) { parsed, context in
        let providerID = parsed.value(.provider) ?? ""
        let vehicle = parsed.value(TripCommand.vehicle) ?? ""
        let output = try outputFile(parsed, context)
        let provider = try Providers.make(Providers.resolve(providerID), context: context)
        let source = try provider.require((any TripSource).self, for: "map trip")
        let run: VehicleTrip
        do {
            run = try await source.trip(of: VehiclePosition.ID(vehicle))
        } catch {
            throw TripCommand.replayed(error, vehicle: vehicle, context: context)
        }
        let stops = await TripCommand.placedStops(for: run, provider: provider, context: context)
        let route = run.routeName ?? run.route?.rawValue ?? "?"
        let map = SVGMap(
            title: "Vehicle \(run.vehicle) on route \(route)" + (run.destination.map { " to \($0)" } ?? ""),
            subtitle: "\(provider.descriptor.name) · \(Wording.count(run.calls.count, "stop")) ahead",
            collection: GeoJSON.FeatureCollection(trip: run, stops: stops, provider: provider.descriptor.id), provider: provider.descriptor)
        return try write(map, to: output, context)
    }

    static let plan = Command(
        name: "plan", in: "map", summary: "the cheapest trip between two cities",
        options: [PlanCommand.from.required, PlanCommand.to.required, PlanCommand.data, PlanCommand.currency] + outputs, about: note
    ) { parsed, context in
        let from = parsed.value(PlanCommand.from) ?? ""
        let to = parsed.value(PlanCommand.to) ?? ""
        let data = parsed.value(PlanCommand.data)
        let currency = parsed.value(PlanCommand.currency) ?? TripPlanner.defaultCurrency
        let output = try outputFile(parsed, context)
        let graph = try await PlanCommand.loadGraph(data, currency: currency, context)
        let origin = try PlanCommand.city(from, role: "from", in: graph)
        let destination = try PlanCommand.city(to, role: "to", in: graph)
        guard let itinerary = try graph.cheapestRoute(from: origin, to: destination).itinerary else {
            context.output.error(PlainText.oneLine(PlanResult.noRoute(from: origin, to: destination).description, limit: 500))
            return 1
        }
        let map = SVGMap(
            title: "\(origin.name) → \(destination.name)",
            subtitle: "Cheapest trip: \(itinerary.cities.map(\.name).joined(separator: " → ")) · \(itinerary.total)",
            collection: GeoJSON.FeatureCollection(itinerary: itinerary),
            attribution: data.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "bundled TUI connections")
        return try write(map, to: output, context)
    }

    static let title = Option(name: "--title", value: .one("TEXT"), help: "the map's title (default: the file names)")

    static let geojson = Command(
        name: "geojson", in: "map", summary: "any GeoJSON file (what --geojson writes; - for stdin)", words: "FILE…",
        options: [title] + outputs,
        about: """
            Draws the features of every FILE (a FeatureCollection, a Feature, or one
            FeatureCollection per line as `routes watch --geojson` writes, the newest winning).
            FILE - reads stdin: transit vehicles B63 --provider mta --geojson | transit map geojson - -o b63.svg

            """ + note
    ) { parsed, context in
        let title = parsed.value(title)
        let output = try outputFile(parsed, context)
        let files = parsed.words
        guard !files.isEmpty else { throw CLIError.usage("transit map geojson needs a FILE (or - for stdin)") }
        var collection = GeoJSON.FeatureCollection([])
        var skipped = 0
        for file in files {
            let data: Data
            do {
                data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: file))
            } catch {
                throw CLIError.usage("cannot read \(file): \(PlainText.oneLine(error.localizedDescription, limit: 200))")
            }
            let document: GeoJSON.Document
            do throws(TransitError) {
                document = try GeoJSON.Document(reading: data)
            } catch {
                throw CLIError.input("not GeoJSON: \(PlainText.oneLine(error.detail ?? error.description, limit: 200))")
            }
            collection = collection.merging(document.collection)
            skipped += document.skipped
        }
        if skipped > 0 { context.output.note("note: \(Wording.count(skipped, "feature")) of a type the map does not draw left out") }
        let map = SVGMap(
            title: title ?? files.map { $0 == "-" ? "stdin" : URL(fileURLWithPath: $0).lastPathComponent }.joined(separator: ", "),
            subtitle: "\(Wording.count(collection.features.count, "feature"))", collection: collection)
        return try write(map, to: output, context)
    }

    /// `--output FILE` (`-o FILE`); nil means stdout, refused when stdout is a terminal: a page
    /// of SVG source is no picture.
    static func outputFile(_ parsed: Parsed, _ context: Context) throws -> URL? {
        let path = parsed.value(output) ?? parsed.value(shortOutput)
        if let path, path.isEmpty { throw CLIError.usage("--output needs a file name") }
        if path == nil, context.output.isTerminal {
            throw CLIError.usage("a map is an SVG file: give --output FILE (for example --output map.svg) or redirect stdout")
        }
        return path.map { URL(fileURLWithPath: $0) }
    }

    /// The SVG to `output` (or stdout), and a one-line summary on stderr; a map with nothing
    /// placed is still written, with a note, and returns ``CLI/emptyStatus``.
    static func write(_ map: SVGMap, to output: URL?, _ context: Context) throws -> Int32 {
        let svg = map.render()
        if let output {
            do {
                try Data(svg.utf8).write(to: output, options: .atomic)
            } catch {
                throw CLIError.usage("cannot write \(output.path): \(PlainText.oneLine(error.localizedDescription, limit: 200))")
            }
            context.output.note(
                "wrote \(output.path) (\(svg.utf8.count / 1024) KB, \(Wording.count(map.collection.features.count, "feature")))")
        } else {
            context.output.line(svg)
        }
        let placed = map.collection.features.contains { $0.geometry != nil }
        if !placed { context.output.note("note: nothing to draw: no feature has a place") }
        return placed ? 0 : CLI.emptyStatus
    }
}
