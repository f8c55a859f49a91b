import Foundation
import TransitKitCore

/// `transit`: the command-line tool over every TransitKit module.
public enum CLI {
    /// Every top-level command, in `--help` order.
    static let commands: [Command] = [
        DemoCommand.command,
        BusbudCommand.command,
        CTACommand.command,
        TramCommand.command,
        MTACommand.command,
        PlanCommand.command,
        RoutesCommand.command,
    ]

    static var help: String {
        let width = commands.map(\.name.count).max() ?? 0
        let lines = commands.map { "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)" }
        return """
            transit — transit APIs from the command line (TransitKit)

            usage: transit [--replay DIR|demo] <command> [options]

            commands:
            \(lines.joined(separator: "\n"))

            global options:
              --replay DIR   answer from recorded responses in DIR/<provider>/replay.json instead of
                             the network; "demo" uses the recordings bundled with TransitKit
                             (also TRANSIT_REPLAY)
              --help         this text; `transit <command> --help` for a command's options

            keys come from BUSBUD_TOKEN, CTA_API_KEY, MTA_API_KEY (never printed).
            """
    }

    /// Runs one command line and returns the process exit status: 0 success, 1 failure,
    /// 2 bad input (usage errors, missing keys, invalid arguments). Errors are one line on stderr.
    public static func run(_ words: [String], context: Context) async -> Int32 {
        var context = context
        var arguments = Arguments(words)
        do {
            let replay = try arguments.option("--replay") ?? context.environment["TRANSIT_REPLAY"]
            if let replay, !replay.isEmpty { context.replayDirectory = try replayDirectory(replay) }
            guard let name = arguments.positional() else {
                context.output.line(help)
                return arguments.flag("--help") || arguments.flag("-h") ? 0 : 2
            }
            if name == "help" {
                context.output.line(help)
                return 0
            }
            guard let command = commands.first(where: { $0.name == name }) else {
                throw CLIError.usage("unknown command \"\(name)\" (try: \(commands.map(\.name).joined(separator: ", ")))")
            }
            if arguments.tokens.first == "--help" || arguments.tokens.first == "-h" || arguments.tokens == ["--help"] {
                context.output.line(command.help)
                return 0
            }
            return try await command.run(&arguments, context)
        } catch let error as CLIError {
            context.output.error("transit: " + PlainText.oneLine(error.description, limit: 500))
            if case .usage = error { context.output.error("Run `transit --help` for usage.") }
            return error.exitStatus
        } catch let error as TransitError {
            context.output.error("transit: " + PlainText.oneLine(error.description, limit: 1200))
            return error.kind == .invalidArgument ? 2 : 1
        } catch {
            // Error lines are one line, bounded, with control characters escaped: they echo
            // user input and server text to a terminal.
            context.output.error("transit: " + PlainText.oneLine(String(describing: error), limit: 500))
            return 1
        }
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
