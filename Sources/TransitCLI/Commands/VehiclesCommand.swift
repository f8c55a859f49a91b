import Foundation
import TransitKitCore

/// `transit vehicles --in SOUTH,WEST,NORTH,EAST`: the vehicles inside a box, from every
/// provider that covers it and can answer (``ProviderRegistry/vehicles(in:)``).
enum VehiclesCommand {
    static let command = Command(
        name: "vehicles", summary: "live vehicles inside an area, from every provider covering it",
        help: """
            usage: transit vehicles --in SOUTH,WEST,NORTH,EAST [--provider P…] [--json|--geojson]

            Asks every provider that covers the box and can list vehicles in an area (or only
            those named with --provider), each with the fewest calls its API allows (CTA: the
            routes that cross the box; MTA: one whole-city snapshot), and lists the vehicles
            inside, edges included. A provider that fails is a note on stderr; the others still
            answer.

            options:
              --in S,W,N,E   the box, in degrees: southern and northern latitudes, western and
                             eastern longitudes
              --provider P   ask only P (cta, mta); may be repeated
              --json         JSON instead of a table
              --geojson      a GeoJSON FeatureCollection, one Point per vehicle

            example (answers offline with --replay demo):
              transit vehicles --in 40.70,-74.02,40.80,-73.93
            """
    ) { arguments, context in
        let operation = "vehicles(in:)"
        let json = arguments.flag("--json")
        let geojson = try arguments.geoJSON(besides: json)
        let named = try arguments.options("--provider")
        let box = try area(try arguments.require("--in"), operation: operation)
        try arguments.finish()

        let registry = ProviderRegistry(
            try PlaceArguments.providers(named, answering: .vehiclesInArea, for: "vehicles --in", context: context))
        let answer = try await registry.vehicles(in: box)
        for note in answer.notes {
            let message = context.isReplaying ? DemoRecordings.noteText(note.note.message) : note.note.message
            context.output.error("note: \(note.provider): \(note.note.subject): \(PlainText.oneLine(message, limit: 300))")
        }
        if geojson {
            try context.output.geoJSON(
                GeoJSON.FeatureCollection(answer.rows.compactMap { GeoJSON.Feature(vehicle: $0.vehicle, provider: $0.provider) }))
            return 0
        }
        if json {
            try context.output.json(answer.rows.map { Row(provider: $0.provider.rawValue, vehicle: $0.vehicle) })
            return 0
        }
        if answer.rows.isEmpty {
            context.output.line("No vehicles in \(box) (asked: \(answer.providers.map(\.rawValue).joined(separator: ", "))).")
            return 0
        }
        context.output.line(
            Table(
                ["Provider", "Vehicle", "Route", "To", "Position"],
                answer.rows.map { row in
                    let bus = row.vehicle
                    return [
                        row.provider.rawValue, bus.id.rawValue, bus.routeName ?? bus.route.rawValue, bus.destination ?? "",
                        String(format: "%.5f,%.5f", bus.coordinate.latitude, bus.coordinate.longitude),
                    ]
                }
            ).render())
        return 0
    }

    /// `"40.70,-74.02,40.80,-73.93"` as a checked box.
    static func area(_ text: String, operation: String) throws(TransitError) -> CoverageArea.Box {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard parts.count == 4, let south = parts[0], let west = parts[1], let north = parts[2], let east = parts[3],
            [south, west, north, east].allSatisfy(\.isFinite), south <= north, (-90...90).contains(south), (-90...90).contains(north),
            (-180...180).contains(west), (-180...180).contains(east)
        else {
            throw TransitError(
                .invalidArgument, operation: operation,
                detail: "--in: \"\(PlainText.oneLine(text, limit: 80))\" is not SOUTH,WEST,NORTH,EAST (e.g. 40.70,-74.02,40.80,-73.93)")
        }
        return CoverageArea.Box(south: south, west: west, north: north, east: east)
    }

    /// One row of the `--json` answer.
    struct Row: Encodable {
        var provider: String
        var vehicle: VehiclePosition
    }
}
