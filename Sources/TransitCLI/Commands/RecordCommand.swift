import Foundation
import TransitCatalog
import TransitKitCore
import TransitKitTesting

/// `transit record <verb> …`: asks the live API what a capability verb asks and saves the
/// answers as fixtures with their golden outputs, every key and token scrubbed, through the
/// library's ``FixtureRecorder`` (Docs/LiveContract.md). A maintainer with keys turns a
/// hand-made fixture into a recording with one command.
///
/// The provider is built before anything is sent, so a missing key stops it with the variable
/// named and nothing on the wire; under `--replay` it refuses, since a recording of a recording
/// would only copy the demo.
enum RecordCommand {
    static let into = Option(
        name: "--into", value: .one("DIR"), help: "the folder to write (default: Sources/TransitKitTesting/Fixtures/<provider>)")

    static let command = Subcommands(
        group: "record",
        [
            recording("predictions", words: "[STOP…]", options: [.stop, .provider, .route], ids: { try stops($0, max: nil) }) {
                parsed, provider in
                try await provider.require((any PredictionSource).self, for: "predictions")
                    .predictions(at: try stops(parsed, max: nil).map { Stop.ID($0) }, routes: routes(parsed))
            },
            recording("vehicles", words: "[ROUTE…]", options: [.route, .provider], ids: { try named($0, .route, "--route R") }) {
                parsed, provider in
                try await provider.require((any VehicleSource).self, for: "vehicles")
                    .vehicles(on: try named(parsed, .route, "--route R").map { Route.ID($0) })
            },
            recording("alerts", words: "[ROUTE…]", options: [.route, .provider], ids: { try named($0, .route, "--route R") }) {
                parsed, provider in
                try await provider.require((any AlertSource).self, for: "alerts")
                    .status(of: try named(parsed, .route, "--route R").map { Route.ID($0) })
            },
            recording("shape", words: "ROUTE", options: [.route, .provider], ids: { try named($0, .route, "a ROUTE", max: 1) }) {
                parsed, provider in
                try await provider.require((any RouteShapeSource).self, for: "shape")
                    .shape(of: Route.ID(try named(parsed, .route, "a ROUTE", max: 1)[0]))
            },
            recording(
                "schedule", words: "[STOP]", options: [.stop, .provider, ScheduleCommand.date.required, .route],
                ids: { try stops($0, max: 1) }
            ) { parsed, provider in
                guard let day = parsed.value(ScheduleCommand.date).flatMap({ try? CalendarDate($0) }) else {
                    throw CLIError.usage("--date is not a day as yyyy-MM-dd")
                }
                return try await provider.require((any ScheduleSource).self, for: "schedule")
                    .schedule(at: Stop.ID(try stops(parsed, max: 1)[0]), on: day, routes: routes(parsed))
            },
            recording(
                "trip", words: "[VEHICLE]", options: [Option.provider.required, TripCommand.vehicle],
                ids: { _ in [] }
            ) { parsed, provider in
                let vehicle = [parsed.value(TripCommand.vehicle)].compactMap { $0 } + parsed.words
                guard vehicle.count == 1 else { throw CLIError.usage("trip records one --vehicle V") }
                return try await provider.require((any TripSource).self, for: "trip").trip(of: VehiclePosition.ID(vehicle[0]))
            },
            recording("routes", asks: "routes catalog", words: nil, options: [Option.provider.required], ids: { _ in [] }) {
                _, provider in
                try await provider.require((any RouteCatalog).self, for: "routes").routes()
            },
        ]
    ).command(
        summary: "save live answers as fixtures and goldens, keys scrubbed (needs the provider's key)",
        note: """
            Each subcommand asks what the verb of the same name asks (same options, same
            --provider) and writes <operation>-<n>.json, its golden <operation>-<n>.expected.json
            and a row in RECORDED.md, never overwriting. Not with --replay.
            """)

    /// One `record` subcommand: `options` as the verb declares them, plus `--into`.
    static func recording<Value: Encodable & Sendable>(
        _ name: String, asks verb: String? = nil, words: String?, options: [Option], ids: @escaping @Sendable (Parsed) throws -> [String],
        _ call: @escaping @Sendable (Parsed, any TransitProvider) async throws -> Value
    ) -> Command {
        Command(
            name: name, in: "record", summary: "record what `transit \(verb ?? name)` asks", words: words,
            options: options + [into],
            about: "Asks the live API what `transit \(verb ?? name)` asks and saves the answers with their golden output.",
            examples: []
        ) { parsed, context in
            try await record(parsed, ids: try ids(parsed), context: context, call)
        }
    }

    static func record<Value: Encodable & Sendable>(
        _ parsed: Parsed, ids: [String], context: Context, _ call: (Parsed, any TransitProvider) async throws -> Value
    ) async throws -> Int32 {
        guard !context.isReplaying else {
            throw CLIError.usage(
                "record saves what the live API answers; with --replay nothing new would come back, so nothing is recorded "
                    + "(leave out --replay and set the provider's key)")
        }
        // Built once before the recorder exists: a missing key or unknown provider ends here,
        // before any request and before any folder is made.
        let id = try Providers.pick(parsed, ids: ids, context: context).descriptor.id
        let folder = try fixtures(parsed, for: id)
        let secrets = context.environment[try Providers.entry(id.rawValue).keyVariable].map {
            [$0.trimmingCharacters(in: .whitespacesAndNewlines)]
        }
        var failure: TransitError?
        let saved = try await FixtureRecorder.record(into: folder, over: try context.transport(id.rawValue), secrets: secrets ?? []) {
            transport in
            var recording = context
            recording.network = transport
            do {
                return try await call(parsed, try Providers.pick(parsed, ids: ids, context: recording))
            } catch let error as TransitError {
                failure = error
                throw error
            }
        }
        if saved.fixtures.isEmpty {
            // Refused before sending (a blank id): nothing to keep, the refusal is the answer.
            throw failure ?? CLIError.failed("the call sent no request, so nothing was recorded")
        }
        let files = (saved.fixtures + [saved.golden].compactMap { $0 }).map(\.lastPathComponent)
        context.output.line("wrote \(files.joined(separator: ", ")) into \(folder.path)")
        guard let failure else { return 0 }
        context.output.note("note: the answer was an error, recorded as one: " + PlainWords.sentence(failure, replaying: false))
        return 1
    }

    /// `--into DIR`, else this checkout's fixtures folder for the provider (`bustime` and
    /// `onebusaway` for profiles, where their recordings already live).
    static func fixtures(_ parsed: Parsed, for id: ProviderID) throws(CLIError) -> URL {
        if let path = parsed.value(into) { return URL(fileURLWithPath: path, isDirectory: true) }
        let root = URL(fileURLWithPath: "Sources/TransitKitTesting/Fixtures", isDirectory: true)
        guard FileManager.default.fileExists(atPath: root.path) else {
            throw .input("no Sources/TransitKitTesting/Fixtures here: run from a TransitKit checkout or give --into DIR")
        }
        // A profile's recordings live with its family's.
        let entry = try Providers.entry(id.rawValue)
        let folder = !entry.isProfile ? id.rawValue : entry.family == .oneBusAway ? "onebusaway" : "bustime"
        return root.appendingPathComponent(folder, isDirectory: true)
    }

    static func stops(_ parsed: Parsed, max: Int?) throws(CLIError) -> [String] {
        try named(parsed, .stop, "--stop ID", max: max)
    }

    /// The option's values and the words, at least one and at most `max`.
    static func named(_ parsed: Parsed, _ option: Option, _ missing: String, max: Int? = nil) throws(CLIError) -> [String] {
        let values = parsed.list(option) + Arguments.split(parsed.words)
        guard !values.isEmpty else { throw .usage("missing \(missing)") }
        if let max, values.count > max { throw .usage("records \(max) at a time, not \(values.count)") }
        return values
    }

    static func routes(_ parsed: Parsed) -> [Route.ID]? {
        let routes = parsed.list(.route).map { Route.ID($0) }
        return routes.isEmpty ? nil : routes
    }
}
