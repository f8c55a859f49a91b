import Foundation
import TransitKitCore
import TransitKitTesting

/// `transit`: the command-line tool over every TransitKit module.
public enum CLI {
    /// The version `transit --version` prints.
    public static let version = "0.1.0"

    /// The exit status of a question answered with nothing (no prediction, no vehicle, an empty
    /// map): not 0, so a script can tell it from an answer, and not 1 or 2, which are failures.
    static let emptyStatus: Int32 = 3

    /// Every top-level command, in `--help` order.
    static let commands: [Command] = [
        DemoCommand.command,
        PredictionsCommand.command,
        VehiclesCommand.command,
        AlertsCommand.command,
        StopsCommand.command,
        ShapeCommand.command,
        ScheduleCommand.command,
        TripCommand.command,
        NearCommand.command,
        PlanCommand.command,
        RoutesCommand.command,
        MapCommand.command,
        BusbudCommand.departures,
        ProvidersCommand.command,
        RecordCommand.command,
        CTACommand.command,
        TramCommand.command,
        MTACommand.command,
        GTFSRTCommand.command,
        BusbudCommand.command,
        Completions.command,
    ]

    static var help: String {
        let shown = commands.filter { !$0.isHidden }
        let width = shown.map(\.name.count).max() ?? 0
        let lines = shown.map { "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)" }
        return """
            transit — transit APIs from the command line (TransitKit)

            usage: transit [--replay DIR|demo] [--color auto|always|never] [--verbose] <command> [options]
                   transit help [<command> [<subcommand>]]

            commands:
            \(lines.joined(separator: "\n"))

            global options:
              --replay DIR   answer from recorded responses in DIR/<provider>/replay.json instead of
                             the network; "demo" uses the recordings bundled with TransitKit
                             (also TRANSIT_REPLAY)
              --color WHEN   auto (default: only on a terminal, and not when NO_COLOR is set),
                             always or never
              --verbose      error lines add the developer's detail: error kind, operation, URL
              -h, --help     this text; `transit <command> --help` for a command's options
              --version      the version

            Data goes to stdout; errors, notes and progress to stderr. Exit status: 0 success,
            1 failure, 2 usage or input error (including a missing key), 3 answered but empty.
            Keys come from BUSBUD_TOKEN, CTA_API_KEY, MTA_API_KEY and a profile's <ID>_API_KEY
            (`transit providers`; never printed).
            """
    }

    /// Runs one command line and returns the process exit status: 0 success, 1 failure,
    /// 2 bad input (usage errors, missing keys, invalid arguments). Errors are one line on
    /// stderr, prefixed "transit: " once; a usage error adds where that command's help is.
    public static func run(_ words: [String], context: Context) async -> Int32 {
        var context = context
        var arguments = Arguments(words)
        do {
            context.verbose = arguments.flag("--verbose")
            let colorWord = try arguments.option("--color") ?? "auto"
            guard let color = ColorMode(rawValue: colorWord.lowercased()) else {
                throw CLIError.usage("--color must be auto, always or never, not \"\(colorWord)\"")
            }
            context.output = context.output.withColor(
                color.usesColor(
                    isTerminal: context.output.isTerminal,
                    environment: context.environment))
            let replay = try arguments.option("--replay") ?? context.environment["TRANSIT_REPLAY"]
            if let replay, !replay.isEmpty { context.replayDirectory = try replayDirectory(replay) }
            if arguments.tokens.first == "--version" {
                context.output.line("transit \(version)")
                return 0
            }
            // An option before the command that is not a global one (`--colour never plan …`)
            // is named, not skipped: its value would be taken for the command.
            if let first = arguments.tokens.first, Arguments.isOptionLike(first), !["--help", "-h"].contains(first) {
                let spelled = String(first.prefix { $0 != "=" })
                throw CLIError.usage(
                    "unknown option \"\(spelled)\" before the command"
                        + Suggestion.hint(for: spelled, in: ["--help", "--version", "--replay", "--color", "--verbose"]))
            }
            guard let name = arguments.positional() else {
                if arguments.wantsHelp() {
                    context.output.line(help)
                    return 0
                }
                if let option = arguments.tokens.first {
                    throw CLIError.usage(
                        "unknown option \"\(option)\""
                            + Suggestion.hint(for: option, in: ["--help", "--version", "--replay", "--color", "--verbose"]))
                }
                context.output.error(help)
                return 2
            }
            if name == "help" {
                return try showHelp(for: arguments.positionals(), output: context.output)
            }
            guard let command = commands.first(where: { $0.name == name }) else {
                throw CLIError.usage(
                    "unknown command \"\(name)\"" + Suggestion.hint(for: name, in: commands.map(\.name))
                        + " (commands: \(commands.filter { !$0.isHidden }.map(\.name).joined(separator: ", ")))")
            }
            if command.subcommands.isEmpty, arguments.wantsHelp() {
                context.output.line(command.help)
                return 0
            }
            do {
                return try await command.run(&arguments, context)
            } catch {
                throw ScopedUsageError.scoping(error, to: [name])
            }
        } catch let error as ScopedUsageError {
            report(error.error, context.output)
            context.output.error("Run `transit \(error.path.joined(separator: " ")) --help` for usage.")
            return 2
        } catch let error as CLIError {
            report(error, context.output)
            if case .usage = error { context.output.error("Run `transit --help` for usage.") }
            return error.exitStatus
        } catch let error as TransitError {
            report(error, context)
            return error.kind == .invalidArgument ? 2 : 1
        } catch {
            // One rider sentence, never a Swift type name; the description under --verbose,
            // one line, bounded, control characters escaped (it echoes input and server text).
            context.output.error(prefixed(PlainWords.sentence(error, replaying: context.isReplaying)))
            if context.verbose { context.output.error("transit: details: " + PlainText.oneLine(String(describing: error), limit: 500)) }
            return error is DecodingError ? 2 : 1
        }
    }

    /// `transit help [command [subcommand]]`: that level's help, exit 0; an unknown name is a
    /// usage error with the nearest one.
    static func showHelp(for path: [String], output: Output) throws -> Int32 {
        var level = commands
        var text = help
        var walked: [String] = []
        for name in path {
            guard let command = level.first(where: { $0.name == name }) else {
                let what = walked.isEmpty ? "command" : "subcommand"
                let error = CLIError.usage("unknown \(what) \"\(name)\"" + Suggestion.hint(for: name, in: level.map(\.name)))
                if walked.isEmpty { throw error }
                throw ScopedUsageError(path: walked, error: error)
            }
            text = command.help
            level = command.subcommands
            walked.append(name)
        }
        output.line(text)
        return 0
    }

    /// The rider's sentence first ("CTA Bus Tracker has no such stop, route or vehicle."), then
    /// what the server said or what was wrong with the input; `--verbose` adds a second line
    /// with the developer's description: kind, operation, HTTP status, URL.
    static func report(_ error: TransitError, _ context: Context) {
        if let directory = context.replayDirectory, ReplayScript.isMiss(error) {
            // A call the recordings lack: say so and what they hold, not "no such stop".
            context.output.error(prefixed(PlainText.oneLine(DemoRecordings.missLine(for: error, directory: directory), limit: 1200)))
            if context.verbose { context.output.error("transit: details: " + PlainText.oneLine(error.description, limit: 1600)) }
            return
        }
        var line = error.riderMessage(providerName: Providers.displayName(error.provider))
        if error.kind == .transport, !context.isReplaying { line += " No network? Try --replay demo." }
        if let specifics = [error.providerMessage, error.detail].compactMap({ $0 }).first(where: { !$0.isEmpty }) {
            line += " (" + PlainText.oneLine(specifics, limit: 500) + ")"
        }
        context.output.error(prefixed(PlainText.oneLine(line, limit: 1200)))
        if context.verbose { context.output.error("transit: details: " + PlainText.oneLine(error.description, limit: 1600)) }
    }

    static func report(_ error: CLIError, _ output: Output) {
        output.error(prefixed(PlainText.oneLine(error.description, limit: 500)))
    }

    /// "transit: " once, even when a message already names the tool ("transit cta …" reads
    /// "transit: cta …").
    static func prefixed(_ message: String) -> String {
        "transit: " + (message.hasPrefix("transit ") ? String(message.dropFirst("transit ".count)) : message)
    }

    static func replayDirectory(_ value: String) throws -> URL {
        if value == "demo" { return try DemoRecordings.directory }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: value, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError.usage("--replay \(value): no such directory")
        }
        return URL(fileURLWithPath: value, isDirectory: true)
    }
}
