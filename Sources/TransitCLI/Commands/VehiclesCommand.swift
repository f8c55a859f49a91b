import CTAProvider
import Foundation
import MTAProvider
import TransitKitCore
import TransitMaps

/// `transit vehicles --in SOUTH,WEST,NORTH,EAST`: the vehicles inside a box, from every
/// provider that covers it and can answer (``ProviderRegistry/vehicles(in:)``).
enum VehiclesCommand {
    static let command = Command(
        name: "vehicles", summary: "live vehicles on routes, by number, or inside an area", words: "[ROUTE…]",
        options: [
            .route, .vehicle, area, providers, .direction, .json, .geojson, .svg, .api.hidden,
        ],
        about: """
            On routes (--route, any provider with vehicles: CTA, MTA), by vehicle number
            (--vehicle, CTA), or inside a box (--in): every provider that covers the box and
            can list vehicles in an area is asked (or only those named with --provider), each
            with the fewest calls its API allows (CTA: the routes that cross the box; MTA: one
            whole-city snapshot). A provider that fails is a note on stderr; the others still
            answer. --direction (MTA, one route) keeps buses going one way. No vehicle at all
            exits with status 3 (Docs/CLI.md).
            """,
        examples: ["vehicles --in 40.70,-74.02,40.80,-73.93", "vehicles B63 --provider mta"]
    ) { parsed, context in
        let routes = (parsed.list(.route) + Arguments.split(parsed.words)).map { Route.ID($0) }
        let numbers = parsed.list(.vehicle).map { VehiclePosition.ID($0) }
        let rows: [(provider: ProviderID?, vehicle: VehiclePosition)]
        var zone: TimeZone?
        var asked: ProviderDescriptor?
        var answer: VehiclesInArea?
        if let box = parsed.value(area) {
            guard routes.isEmpty, numbers.isEmpty else { throw CLIError.usage("--in asks about an area: leave out --route and --vehicle") }
            let inArea = try await inArea(
                try StopSearch.box(text: box, operation: "vehicles(in:)"), providers: parsed.list(providers), context: context)
            answer = inArea
            rows = inArea.rows.map { ($0.provider, $0.vehicle) }
        } else {
            guard routes.isEmpty != numbers.isEmpty else { throw CLIError.usage("vehicles needs --route R, --vehicle V or --in S,W,N,E") }
            guard parsed.list(providers).count <= 1 else { throw CLIError.usage("--provider may be given once with --route or --vehicle") }
            let provider = try Providers.pick(parsed, ids: routes.map(\.rawValue), context: context)
            zone = provider.descriptor.timeZone
            asked = provider.descriptor
            rows = try await onRoutes(routes, numbers: numbers, direction: parsed.value(.direction), provider: provider).map { (nil, $0) }
        }
        let places = {
            let names =
                parsed.value(area).map { "Vehicles in \($0)" } ?? "Live buses: "
                + routes.map { SVGMap.routeName($0.rawValue) }.joined(separator: ", ")
            let newest = rows.compactMap(\.vehicle.recordedAt).max()
            return Places(
                GeoJSON.FeatureCollection(
                    rows.compactMap { GeoJSON.Feature(vehicle: $0.vehicle, provider: $0.provider ?? asked?.id ?? "") }),
                title: names,
                subtitle: [asked?.name, Wording.count(rows.count, "bus", plural: "buses")].compactMap { $0 }.joined(separator: " · ")
                    + (newest.map { " · seen by \(Countdown.clock($0, in: zone ?? .gmt))" } ?? ""), provider: asked)
        }
        let table = { VehicleTable.print(rows, in: zone, to: context.output) }
        // In an area the answer is the registry's (each row says its provider).
        if let answer {
            return try context.answer(
                answer, isEmpty: rows.isEmpty, parsed, places: places, emptyNote: "no vehicles there right now", table: table)
        }
        return try context.answer(
            rows.map(\.vehicle), isEmpty: rows.isEmpty, parsed, places: places, emptyNote: "no vehicles there right now", table: table)
    }

    static let area = Option(
        name: "--in", value: .one("S,W,N,E"), help: "a box in degrees: southern, western, northern and eastern edges")
    static let providers = Option(
        name: "--provider", value: .list("P"), help: "ask only P (cta, mta); with --in may be repeated",
        completions: Option.provider.completions)

    static func onRoutes(
        _ routes: [Route.ID], numbers: [VehiclePosition.ID], direction: String?, provider: any TransitProvider
    ) async throws -> [VehiclePosition] {
        if !numbers.isEmpty {
            guard let cta = provider as? CTABusTrackerClient else {
                throw CLIError.usage("vehicles by number (--vehicle) come from CTA; on \(provider.descriptor.name) give --route")
            }
            return try await cta.vehicles(ids: numbers)
        }
        if let direction {
            guard let mta = provider as? MTABusTimeClient, routes.count == 1, let route = routes.first else {
                throw CLIError.usage("--direction needs exactly one MTA route")
            }
            return try await mta.vehicles(on: route, direction: Direction.ID(direction))
        }
        return try await provider.require((any VehicleSource).self, for: "vehicles").vehicles(on: routes)
    }

    static func inArea(
        _ box: CoverageArea.Box, providers named: [String], context: Context
    ) async throws -> VehiclesInArea {
        let (providers, unset) = try PlaceArguments.askable(named, answering: .vehiclesInArea, for: "vehicles --in", context: context)
        let answer: VehiclesInArea
        do {
            answer = try await ProviderRegistry(providers).vehicles(in: box)
        } catch {
            throw PlaceArguments.uncovered(error, place: nil, unset: unset)
        }
        context.notes(answer.notes)
        return answer
    }
}
