import Foundation
import GTFSRealtime
import TransitKitCore

/// `transit gtfs-rt trip-updates|vehicle-positions|alerts`: a provider's answer as a
/// GTFS-Realtime feed (``GTFSRealtimeTranslator``) — protobuf bytes to a file, or the protobuf
/// JSON mapping with `--json`. What the translation left out is counted on stderr.
enum GTFSRTCommand {
    static let command = Subcommands(group: "gtfs-rt", [tripUpdates, vehiclePositions, alerts]).command(
        summary: "a provider's predictions, vehicles or alerts as a GTFS-Realtime feed",
        note: """
            stderr gets one summary line (entities, bytes) and one line per kind of value the
            translation left out, with the reason (Docs/GTFSRealtime.md). Works with --replay.
            """)

    static let output = Option(
        name: "--output", value: .one("FILE"),
        help: "the feed's protobuf bytes to FILE (never to a terminal: without it, stdout must be a file or pipe)")
    static let json = Option(name: "--json", value: .flag, help: "the protobuf JSON mapping of the same feed instead")
    static let common = [Option.provider.required, output, json]

    static let tripUpdates = Command(
        name: "trip-updates", in: "gtfs-rt", summary: "predictions at stops (or one vehicle's run) as TripUpdates",
        options: [.stop, .route, TripCommand.vehicle] + common,
        about: "Predictions at --stop (filtered by --route), or the run of one --vehicle, as a TripUpdates feed."
    ) { parsed, context in
        let stops = parsed.list(.stop)
        let vehicle = parsed.value(TripCommand.vehicle)
        let request = try Request(parsed, context: context)
        guard stops.isEmpty != (vehicle == nil) else {
            throw CLIError.usage("transit gtfs-rt trip-updates needs --stop or --vehicle (not both)")
        }
        let provider = try Providers.make(request.provider, context: context)
        let translator = GTFSRealtimeTranslator(provider: request.provider)
        let translation: GTFSRealtimeTranslation
        if let vehicle {
            let trip = try await provider.require((any TripSource).self, for: "trip-updates --vehicle").trip(
                of: VehiclePosition.ID(vehicle))
            translation = translator.tripUpdates(trip, now: context.now.date())
        } else {
            let routes = parsed.list(.route)
            let source = try provider.require((any PredictionSource).self, for: "trip-updates")
            let board = try await source.predictions(
                at: stops.map { Stop.ID($0) }, routes: routes.isEmpty ? nil : routes.map { Route.ID($0) })
            for note in board.notes { context.output.note("note: \(note.subject): \(PlainText.oneLine(note.message, limit: 300))") }
            translation = translator.tripUpdates(board, now: context.now.date())
        }
        return try request.write(translation, context: context)
    }

    static let vehiclePositions = Command(
        name: "vehicle-positions", in: "gtfs-rt", summary: "live vehicles on routes as VehiclePositions",
        options: [Option.route.required] + common, about: "The vehicles on --route as a VehiclePositions feed."
    ) { parsed, context in
        let request = try Request(parsed, context: context)
        let source = try Providers.make(request.provider, context: context).require((any VehicleSource).self, for: "vehicle-positions")
        let vehicles = try await source.vehicles(on: parsed.list(.route).map { Route.ID($0) })
        // The newest report is when the content was produced; a replay then stamps the
        // recording's time, not today's.
        let stamp = vehicles.compactMap(\.recordedAt).max() ?? context.now.date()
        return try request.write(
            GTFSRealtimeTranslator(provider: request.provider).vehiclePositions(vehicles, timestamp: stamp), context: context)
    }

    static let alerts = Command(
        name: "alerts", in: "gtfs-rt", summary: "service alerts of routes as Alerts",
        options: [Option.route.required] + common, about: "The alerts of --route as an Alerts feed."
    ) { parsed, context in
        let request = try Request(parsed, context: context)
        let source = try Providers.make(request.provider, context: context).require((any AlertSource).self, for: "alerts")
        let alerts = try await source.alerts(for: parsed.list(.route).map { Route.ID($0) })
        return try request.write(
            GTFSRealtimeTranslator(provider: request.provider).alerts(alerts, timestamp: context.now.date()), context: context)
    }

    /// The options every feed shares, checked before any request.
    struct Request {
        var provider: ProviderID
        var output: URL?
        var json: Bool

        init(_ parsed: Parsed, context: Context) throws {
            provider = ProviderID(parsed.value(.provider) ?? "")
            output = try parsed.value(GTFSRTCommand.output).map { path in
                guard !path.isEmpty else { throw CLIError.usage("--output needs a file name") }
                return URL(fileURLWithPath: path)
            }
            json = parsed.flag(GTFSRTCommand.json)
            if !json, output == nil, context.output.isTerminal {
                throw CLIError.usage("a GTFS-Realtime feed is binary: give --output FILE, redirect stdout, or use --json")
            }
        }

        /// Writes the feed where asked and its summary and omissions to stderr.
        func write(_ translation: GTFSRealtimeTranslation, context: Context) throws -> Int32 {
            let feed = translation.feed
            let bytes = feed.serializedData()
            if json {
                let text = feed.jsonString()
                if let output { try Self.save(Data((text + "\n").utf8), to: output) } else { context.output.line(text) }
            } else if let output {
                try Self.save(bytes, to: output)
            } else {
                FileHandle.standardOutput.write(bytes)
            }
            context.output.error(summary(translation, bytes: bytes.count))
            for line in translation.report.summary { context.output.error("left out: \(line)") }
            return 0
        }

        /// "cta: 7 entities, 1234 bytes → FILE, 2 left out".
        func summary(_ translation: GTFSRealtimeTranslation, bytes: Int) -> String {
            let report = translation.report
            return "\(provider): \(report.entitiesWritten) entit\(report.entitiesWritten == 1 ? "y" : "ies"), \(bytes) bytes"
                + (output.map { " → \($0.lastPathComponent)" } ?? "") + ", \(report.omitted.count) left out"
        }

        static func save(_ data: Data, to url: URL) throws {
            do { try data.write(to: url, options: .atomic) } catch {
                throw CLIError.failed("cannot write \(url.path): \(error.localizedDescription)")
            }
        }
    }
}
