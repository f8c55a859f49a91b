import Foundation
import TransitKitCore
import TransitMaps

/// `transit shape ROUTE --provider P`: a route's directions, stops in order and polylines from
/// any ``RouteShapeSource`` (CTA patterns, MTA stops-for-route); `--json` prints the library's
/// ``RouteShape``. `mta shape` and `mta stops-for-route` are its old spellings.
enum ShapeCommand {
    static let withVehicles = Option(name: "--vehicles", value: .flag, help: "with --geojson or --svg, the route's live buses too")

    static let command = Command(
        name: "shape", summary: "a route's stops in order and its polylines, from any provider", words: "ROUTE",
        options: [.route, .provider, .direction, withVehicles, .json, .geojson, .svg, .api.hidden],
        about: "ROUTE as riders write it (B70, 74) or its full id (\"MTA NYCT_B70\"); --direction keeps one direction.",
        examples: ["shape B70 --provider mta"]
    ) { parsed, context in
        let named = parsed.list(.route) + parsed.words
        guard let route = named.first else { throw CLIError.usage("shape needs a ROUTE") }
        guard named.count == 1 else { throw CLIError.usage("shape takes one ROUTE, not \(named.count)") }
        let provider = try Providers.pick(parsed, ids: [route], context: context)
        let shape = try await provider.require((any RouteShapeSource).self, for: "shape").shape(of: Route.ID(route))
        let direction = parsed.value(.direction)
        let branches = shape.branches.filter { direction == nil || $0.direction?.id.rawValue == direction }
        if let direction, branches.isEmpty {
            // The user's input named a direction the route does not have: bad input, status 2.
            throw CLIError.usage("route \(route) has no direction \"\(direction)\"")
        }
        let picked = RouteShape(route: shape.route, paths: direction == nil ? shape.paths : [], branches: branches)
        var places = GeoJSON.FeatureCollection(shape: picked, provider: provider.descriptor.id)
        var subtitle = "\(provider.descriptor.name) · \(Wording.count(picked.stops.count, "stop"))"
        if parsed.flag(withVehicles), context.wantsPlaces(parsed) {
            let buses = try await provider.require((any VehicleSource).self, for: "shape --vehicles").vehicles(on: [shape.route])
            places = places.merging(GeoJSON.FeatureCollection(vehicles: buses, provider: provider.descriptor.id))
            subtitle += " · \(Wording.count(buses.count, "bus", plural: "buses"))"
        }
        return try context.answer(
            picked, isEmpty: picked.stops.isEmpty && picked.paths.isEmpty, parsed,
            places: {
                Places(places, title: "Route \(SVGMap.routeName(shape.route.rawValue))", subtitle: subtitle, provider: provider.descriptor)
            },
            emptyNote: "route \(route) has neither stops nor a line"
        ) { ShapeLines.print(shape, branches: branches, to: context.output) }
    }
}
