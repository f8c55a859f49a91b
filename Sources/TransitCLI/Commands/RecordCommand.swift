import Foundation
import TransitKitCore
import TransitKitTesting

/// `transit record <verb> …`: runs the capability verb of the same name against the live API,
/// with the same options, through the library's ``FixtureRecorder``, and saves what it fetched
/// as fixtures with the model it answered as their golden output, every key and token scrubbed
/// (Docs/LiveContract.md). A maintainer with keys turns a hand-made fixture into a recording
/// with one command.
///
/// The verb builds its provider before anything is sent, so a missing key stops it with the
/// variable named and nothing on the wire; under `--replay` it refuses, since a recording of a
/// recording would only copy the demo.
enum RecordCommand {
    static let into = Option(
        name: "--into", value: .one("DIR"), help: "the folder to write (default: Sources/TransitKitTesting/Fixtures/<provider>)")

    static let command = Subcommands(
        group: "record",
        [
            recording(PredictionsCommand.command), recording(VehiclesCommand.command), recording(AlertsCommand.command),
            recording(ShapeCommand.command), recording(ScheduleCommand.command), recording(TripCommand.command),
            recording(RouteCatalogCommand.command, as: "routes", asks: "routes catalog"),
        ]
    ).command(
        summary: "save live answers as fixtures and goldens, keys scrubbed (needs the provider's key)",
        note: """
            Each subcommand runs the verb of the same name (same options, same --provider) and
            writes <operation>-<n>.json, its golden <operation>-<n>.expected.json and a row in
            RECORDED.md, never overwriting. Not with --replay.
            """)

    /// `record <name>`: `verb` with its own options (not `--json`/`--geojson`) plus `--into`.
    static func recording(_ verb: Command, as name: String? = nil, asks: String? = nil) -> Command {
        let asked = "transit \(asks ?? verb.name)"
        return Command(
            name: name ?? verb.name, summary: "record what `\(asked)` asks",
            help: "usage: transit record \(name ?? verb.name) [the options of `\(asked)`] [--into DIR]\n\nRuns `\(asked) …` "
                + "live and saves what it fetched, with the answer as its golden output. \(into.name) DIR: \(into.help).\n\n"
                + verb.help,
            options: verb.options.filter { $0 != .json && $0 != .geojson } + [into]
        ) { arguments, context in
            let folder = try arguments.option(into.name)
            if let folder, folder.isEmpty { throw CLIError.usage("--into needs a folder") }
            return try await record(verb, arguments.tokens, into: folder, context)
        }
    }

    static func record(_ verb: Command, _ tokens: [String], into: String?, _ context: Context) async throws -> Int32 {
        guard !context.isReplaying else {
            throw CLIError.usage(
                "record saves what the live API answers; with --replay nothing new would come back, so nothing is recorded "
                    + "(leave out --replay and set the provider's key)")
        }
        // Every key the environment holds is scrubbed, whichever provider the verb builds.
        let secrets = Providers.catalog.entries.compactMap { context.environment[$0.keyVariable] }
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        let recorder = FixtureRecorder(over: try context.transport("record"), secrets: secrets)
        var recording = context
        recording.network = recorder
        recording.answers = AnswerKeeper()
        recording.output = context.output.scrubbed { recorder.scrub($0) }
        var arguments = Arguments(tokens)
        var status: Int32 = 0
        var failure: TransitError?
        do {
            status = try await verb.run(&arguments, recording)
        } catch let error as TransitError where !recorder.exchanges.isEmpty {
            failure = error
        }
        // A refusal before sending (a missing key, a blank id) has thrown above: nothing to keep.
        guard let provider = recorder.exchanges.last?.request.provider else {
            throw CLIError.failed("the call sent no request, so nothing was recorded")
        }
        let golden =
            failure.map { error in Golden.outcome { () throws(TransitError) -> [String] in throw error } }
            ?? recording.answers?.value.map { goldenOutput($0) }
        let folder = try into.map { URL(fileURLWithPath: $0, isDirectory: true) } ?? fixtures(for: provider)
        let saved = try recorder.write(answer: golden, to: folder)
        let files = (saved.fixtures + [saved.golden].compactMap { $0 }).map(\.lastPathComponent)
        context.output.line("wrote \(files.joined(separator: ", ")) into \(folder.path)")
        guard let failure else { return status }
        context.output.note("note: the answer was an error, recorded as one: " + PlainWords.sentence(failure, replaying: false))
        return 1
    }

    static func goldenOutput(_ value: some Encodable & Sendable) -> Data {
        Golden.outcome { () throws(TransitError) in value }
    }

    /// This checkout's fixtures folder for the provider (`bustime` and `onebusaway` for
    /// profiles, where their recordings already live).
    static func fixtures(for id: ProviderID) throws -> URL {
        let root = URL(fileURLWithPath: "Sources/TransitKitTesting/Fixtures", isDirectory: true)
        guard FileManager.default.fileExists(atPath: root.path) else {
            throw CLIError.input("no Sources/TransitKitTesting/Fixtures here: run from a TransitKit checkout or give --into DIR")
        }
        let entry = try Providers.entry(id.rawValue)
        let folder = !entry.isProfile ? id.rawValue : entry.family == .oneBusAway ? "onebusaway" : "bustime"
        return root.appendingPathComponent(folder, isDirectory: true)
    }
}
