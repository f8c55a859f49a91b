import Foundation
import TransitKitCore

/// `transit near LAT,LON`: what leaves soonest from the stops near a place, from every
/// provider that covers it (``ProviderRegistry/departures(near:radius:limit:stopsPerProvider:within:)``).
enum NearCommand {
    static let command = Command(
        name: "near", summary: "stops and next departures near a place, from every provider covering it", words: "LAT,LON",
        options: [StopsCommand.radius, limit, VehiclesCommand.providers] + WindowArguments.options + [.json, .geojson, .svg],
        about: """
            Asks every provider that covers the place (or only those named with --provider) for
            its stops within the radius (default 400 m) and their next departures, merged by
            time, each row saying its provider and how far its stop is. A provider that fails
            is a note on stderr; the others still answer; when every departures call fails, the
            stops found are listed with a note. Facts column: crowding (○ empty … ● full),
            ♿ step-free, drop-off only / pick-up only, the vehicle's distance to the stop.
            """,
        examples: ["near -37.8478,144.992 --radius 150", "near 40.68766,-73.96880 --radius 40 --within 20m"]
    ) { parsed, context in
        let operation = "near"
        let json = parsed.flag(.json)
        let geojson = context.wantsPlaces(parsed)
        let named = parsed.list(VehiclesCommand.providers)
        let radius = try StopSearch.radius(text: parsed.value(StopsCommand.radius), operation: operation)
        let limit = parsed.number(Self.limit) ?? 20
        let window = try WindowArguments.window(parsed)
        let place = try StopSearch.coordinate(text: parsed.words.first, operation: operation)
        guard parsed.words.count <= 1 else { throw CLIError.usage("one place, not \(parsed.words.count): LAT,LON") }
        let query = try StopSearch.near(place, radius: radius, limit: limit, operation: operation)

        let (providers, unset) = try PlaceArguments.askable(named, context: context)
        let board: NearbyDepartures
        do {
            board = try await ProviderRegistry(providers).departures(
                near: query.coordinate, radius: query.radius, limit: limit, within: window)
        } catch let error as TransitError where error.kind == .notFound && (error.detail ?? "").hasPrefix("no configured provider") {
            throw PlaceArguments.uncovered(error, place: query.coordinate, unset: unset)
        } catch let error as TransitError where error.kind != .invalidArgument && error.kind != .cancelled {
            // The departures failed everywhere: the stops found are still an answer, with a
            // note on what could not be had (a demo stop whose predictions were not recorded).
            return try await stopsOnly(providers, query: query, failure: error, parsed: parsed, context: context)
        }
        context.notes(board.notes)
        if geojson {
            return try context.places(
                Places(
                    GeoJSON.FeatureCollection(departures: board, near: query.coordinate), title: "Near \(query.coordinate)",
                    subtitle: "\(Wording.count(board.rows.count, "departure")) within \(Int(query.radius)) m · "
                        + board.providers.map(\.rawValue).joined(separator: ", ")), svg: parsed.value(.svg),
                emptyBecause: "no departures there")
        }
        if json {
            try context.output.json(board)
            return 0
        }
        if board.rows.isEmpty {
            context.output.line(
                "No departures within \(Int(query.radius)) m (asked: \(board.providers.map(\.rawValue).joined(separator: ", "))).")
            return 0
        }
        context.output.line(
            Table(
                ["Provider", "Stop", "Dist", "Route", "To", "When", "Facts"],
                board.rows.map { row in
                    let p = row.prediction
                    return [
                        row.provider.rawValue, "\(row.stop.name) [\(row.stop.id)]", RiderMarks.distance(row.distance),
                        p.routeName ?? p.route.rawValue, p.destination ?? "",
                        PlaceArguments.when(
                            p, context: context, serverNow: row.serverTime.map { _ in row.serverNow(at: context.now.date()) }),
                        RiderMarks.text(p),
                    ]
                }
            ).render())
        return 0
    }

    /// The stops near the place without their departures, after a note saying why; rethrows
    /// `failure` when no stop was found either.
    static func stopsOnly(
        _ providers: [any TransitProvider], query: StopSearch.Near, failure: TransitError, parsed: Parsed, context: Context
    ) async throws -> Int32 {
        var found: [(provider: ProviderID, stops: [NearbyStop])] = []
        for case let finder as any StopFinder in providers {
            let stops = (try? await finder.stops(near: query.coordinate, radius: query.radius, limit: query.limit)) ?? []
            if !stops.isEmpty { found.append((finder.descriptor.id, stops)) }
        }
        guard !found.isEmpty else { throw failure }
        context.note("departures near \(query.coordinate) could not be fetched", failedWith: failure)
        if context.wantsPlaces(parsed) {
            let stops = GeoJSON.FeatureCollection(
                found.flatMap { GeoJSON.FeatureCollection(nearby: $0.stops, provider: $0.provider).features })
            return try context.places(
                Places(stops, title: "Stops near \(query.coordinate)", subtitle: "their departures could not be fetched"),
                svg: parsed.value(.svg),
                emptyBecause: "no stop has a position")
        } else if parsed.flag(.json) {
            try context.output.json(found.flatMap(\.stops))
        } else {
            context.output.line("Stops within \(Int(query.radius)) m (their departures could not be fetched):")
            StopTable.print(nearby: found.flatMap(\.stops), to: context.output)
        }
        return 0
    }

    static let limit = Option(name: "--limit", value: .number(1...500), help: "at most N departures (default 20)")
}
