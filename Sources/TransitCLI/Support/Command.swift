/// One `transit` command (or group of subcommands).
///
/// A provider's command file defines one of these; ``CLI`` lists them. `run` receives the words
/// after the command's name and returns the exit status; it throws ``CLIError`` for usage
/// problems and lets `TransitError`s through — ``CLI`` turns both into one line on stderr.
public struct Command: Sendable {
    public let name: String
    /// One line for `transit --help`.
    public let summary: String
    /// The full `transit <name> --help` text.
    public let help: String
    public let run: @Sendable (inout Arguments, Context) async throws -> Int32

    public init(name: String, summary: String, help: String,
                run: @escaping @Sendable (inout Arguments, Context) async throws -> Int32)
    {
        self.name = name
        self.summary = summary
        self.help = help
        self.run = run
    }
}

/// Dispatches `group sub args…` to one of `subcommands`, answering `--help` at each level.
public struct Subcommands: Sendable {
    public let group: String
    public let commands: [Command]

    public init(group: String, _ commands: [Command]) {
        self.group = group
        self.commands = commands
    }

    public var help: String {
        let width = commands.map(\.name.count).max() ?? 0
        let lines = commands.map { "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)" }
        return "usage: transit \(group) <subcommand> [options]\n\nsubcommands:\n" + lines.joined(separator: "\n")
            + "\n\nRun `transit \(group) <subcommand> --help` for its options."
    }

    /// The top-level command for this group: its `--help` lists the subcommands, then `note`.
    public func command(summary: String, note: String? = nil) -> Command {
        Command(name: group, summary: summary, help: help + (note.map { "\n\n" + $0 } ?? "")) { arguments, context in
            try await run(&arguments, context)
        }
    }

    public func run(_ arguments: inout Arguments, _ context: Context) async throws -> Int32 {
        guard let name = arguments.positional() else {
            if arguments.flag("--help") || arguments.flag("-h") {
                context.output.line(help)
                return 0
            }
            throw CLIError.usage("transit \(group) needs a subcommand: \(commands.map(\.name).joined(separator: ", "))")
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            throw CLIError.usage("unknown subcommand \"\(name)\" for transit \(group) (try: \(commands.map(\.name).joined(separator: ", ")))")
        }
        if arguments.flag("--help") || arguments.flag("-h") {
            context.output.line(command.help)
            return 0
        }
        return try await command.run(&arguments, context)
    }
}
