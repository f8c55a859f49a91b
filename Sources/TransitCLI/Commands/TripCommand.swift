import Foundation
import TramTrackerProvider
import TransitKitCore

/// `transit trip --provider P --vehicle ID`: where one vehicle is going and when it reaches
/// each of its next stops (``TripSource``).
enum TripCommand {
    static let command = Command(
        name: "trip", summary: "a vehicle's next stops with predicted times and rider facts", words: "[VEHICLE]",
        options: [Option.provider.required, vehicle, oldTram.hidden, .json, .geojson, .svg],
        about: """
            P is cta (bus number), tram (tram number) or mta (bus number, with or without its
            agency prefix). Each stop shows the predicted time and what riders can know:
            crowding, ♿ step-free, drop-off only, the vehicle's distance to the stop.
            With --geojson, the route's stops are asked for too, to put the calls on a map;
            `--json` prints the library's VehicleTrip.
            """,
        examples: ["trip --provider cta --vehicle 8164", "trip 3001 --provider tram"]
    ) { parsed, context in
        let named = [parsed.value(vehicle), parsed.value(oldTram)].compactMap { $0 } + parsed.words
        guard let first = named.first else { throw CLIError.usage("missing --vehicle V (or the vehicle's NUMBER)") }
        guard named.count == 1 else { throw CLIError.usage("trip takes one vehicle, not \(named.count)") }
        let id = first.trimmingCharacters(in: .whitespaces)
        guard !id.isEmpty else {
            throw TransitError(.invalidArgument, operation: "trip", detail: "vehicle: a vehicle id is empty")
        }
        let source = try Providers.make(Providers.resolve(parsed.value(.provider) ?? ""), context: context)
            .require((any TripSource).self, for: "trip")
        let trip: VehicleTrip
        do {
            trip = try await source.trip(of: VehiclePosition.ID(id))
        } catch {
            throw replayed(error, vehicle: id, context: context)
        }
        context.keep(trip)
        if context.wantsPlaces(parsed) {
            let stops = await placedStops(for: trip, provider: source, context: context)
            let route = trip.routeName ?? trip.route?.rawValue ?? "?"
            let places = Places(
                GeoJSON.FeatureCollection(trip: trip, stops: stops, provider: source.descriptor.id),
                title: "Vehicle \(trip.vehicle) on route \(route)" + (trip.destination.map { " to \($0)" } ?? ""),
                subtitle: "\(source.descriptor.name) · \(Wording.count(trip.calls.count, "stop")) ahead", provider: source.descriptor)
            return try context.places(
                places, svg: parsed.value(.svg), emptyBecause: "neither the vehicle nor its next stops have a position")
        }
        if parsed.flag(.json) {
            try context.output.json(trip)
        } else {
            print(trip, context: context)
        }
        return trip.calls.isEmpty ? CLI.emptyStatus : 0
    }

    static let vehicle = Option(name: "--vehicle", value: .one("V"), help: "the vehicle's number (or give it as VEHICLE)")
    /// `tram run --tram N`, the oldest spelling.
    static let oldTram = Option(name: "--tram", value: .one("N"), help: "the tram's number")

    /// Under `--replay`, a vehicle the recorded answers do not hold is "not in the recordings",
    /// never "not in service": the recordings were made at another hour.
    static func replayed(_ error: any Error, vehicle: String, context: Context) -> any Error {
        guard context.isReplaying, let error = error as? TransitError, error.kind == .notFound else { return error }
        return CLIError.failed(
            "vehicle \(PlainText.oneLine(vehicle, limit: 40)) is not in the recordings: their vehicle answers do not hold its trip "
                + "(`transit demo --list` shows what they hold; `transit trip --provider cta --vehicle 8164` answers)")
    }

    static func placedStops(for trip: VehicleTrip, provider: any TransitProvider, context: Context) async -> [Stop] {
        guard let route = trip.route else {
            context.output.note("note: the trip names no route, so its stops cannot be placed")
            return []
        }
        do {
            if let shapes = provider as? any RouteShapeSource { return try await shapes.shape(of: route).stops }
            if let tram = provider as? TramTrackerClient { return try await tram.stops(on: route) }
            context.output.note("note: \(provider.descriptor.id) cannot place stops on a map")
        } catch {
            context.note("the stops of route \(route) could not be fetched", failedWith: error)
        }
        return []
    }

    /// The trip as a heading line and a table of calls; its alerts' titles under it.
    static func print(_ trip: VehicleTrip, context: Context, output: Output? = nil) {
        let out = output ?? context.output
        let route = trip.routeName ?? trip.route?.rawValue ?? "?"
        var heading = "Vehicle \(trip.vehicle) on route \(route)"
        if let destination = trip.destination { heading += " to \(destination)" }
        if let position = trip.position {
            heading += " — at \(String(format: "%.5f, %.5f", position.coordinate.latitude, position.coordinate.longitude))"
            let facts = RiderMarks.text(position)
            if !facts.isEmpty { heading += " (\(facts))" }
        }
        out.line(heading)
        if trip.calls.isEmpty {
            out.note("note: no stops ahead")
        } else {
            out.line(
                Table(
                    ["#", "Stop", "When", "Facts"],
                    trip.calls.enumerated().map { index, call in
                        [
                            "\(index + 1)", call.stopName.map { "\($0) [\(call.stopID)]" } ?? call.stopID.rawValue,
                            PlaceArguments.when(call, context: context, serverNow: trip.serverTime), RiderMarks.text(call),
                        ]
                    }
                ).render())
            out.line()
            for line in StopLine.render(trip.calls) { out.line(line) }
        }
        for alert in trip.alerts { out.line("alert: \(PlainText.oneLine(alert.title, limit: 200))") }
    }
}
