/// One `transit` command (or group of subcommands).
///
/// A provider's command file defines one of these; ``CLI`` lists them. `run` receives the words
/// after the command's name and returns the exit status; it throws ``CLIError`` for usage
/// problems and lets `TransitError`s through — ``CLI`` turns both into one line on stderr.
struct Command: Sendable {
    let name: String
    /// One line for `transit --help`.
    let summary: String
    /// The full `transit <name> --help` text.
    let help: String
    /// A group's subcommands (empty for a leaf command): `help`, "did you mean" and shell
    /// completion walk them.
    let subcommands: [Command]
    /// The options the command reads, declared once (``Option``): its help, parsing and
    /// completion come from them. Empty for a group.
    let options: [Option]
    /// An old spelling: dispatched, but left out of help listings and completion.
    let isHidden: Bool
    let run: @Sendable (inout Arguments, Context) async throws -> Int32

    init(
        name: String, summary: String, help: String, subcommands: [Command] = [],
        run: @escaping @Sendable (inout Arguments, Context) async throws -> Int32
    ) {
        self.init(name: name, summary: summary, help: help, subcommands: subcommands, options: [], isHidden: false, run: run)
    }

    init(
        name: String, summary: String, help: String, subcommands: [Command] = [], options: [Option], isHidden: Bool = false,
        run: @escaping @Sendable (inout Arguments, Context) async throws -> Int32
    ) {
        self.name = name
        self.summary = summary
        self.help = help
        self.subcommands = subcommands
        self.options = options
        self.isHidden = isHidden
        self.run = run
    }

    /// The subcommands help and completion show (old spellings left out).
    var shownSubcommands: [Command] { subcommands.filter { !$0.isHidden } }

    /// The options this command declares (old spellings left out), for completion.
    var optionNames: [String] { options.filter { !$0.isHidden }.map(\.name) }
}

/// Dispatches `group sub args…` to one of `subcommands`, answering `-h`/`--help` at each level.
struct Subcommands: Sendable {
    let group: String
    let commands: [Command]
    /// Text after the subcommand list in the group's help (common options, where keys come from).
    var note: String?

    init(group: String, _ commands: [Command]) {
        self.group = group
        self.commands = commands
    }

    var help: String {
        let shown = commands.filter { !$0.isHidden }
        let width = shown.map(\.name.count).max() ?? 0
        let lines = shown.map { "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)" }
        return "usage: transit \(group) <subcommand> [options]\n\nsubcommands:\n" + lines.joined(separator: "\n")
            + "\n\nRun `transit \(group) <subcommand> --help` (or `transit help \(group) <subcommand>`) for its options."
            + (note.map { "\n\n" + $0 } ?? "")
    }

    /// The top-level command for this group: its `--help` lists the subcommands, then `note`.
    func command(summary: String, note: String? = nil, isHidden: Bool = false) -> Command {
        var group = self
        group.note = note
        return Command(name: self.group, summary: summary, help: group.help, subcommands: commands, options: [], isHidden: isHidden) {
            [group] arguments, context in
            try await group.run(&arguments, context)
        }
    }

    func run(_ arguments: inout Arguments, _ context: Context) async throws -> Int32 {
        guard let name = arguments.positional() else {
            if arguments.wantsHelp() {
                context.output.line(help)
                return 0
            }
            throw ScopedUsageError(
                path: [group],
                error: .usage(
                    "\(group) needs a subcommand: \(commands.filter { !$0.isHidden }.map(\.name).joined(separator: ", "))"))
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            throw ScopedUsageError(
                path: [group],
                error: .usage(
                    "unknown subcommand \"\(name)\" for \(group)" + Suggestion.hint(for: name, in: commands.map(\.name))
                        + " (subcommands: \(commands.filter { !$0.isHidden }.map(\.name).joined(separator: ", ")))"))
        }
        if arguments.wantsHelp() {
            context.output.line(command.help)
            return 0
        }
        do {
            return try await command.run(&arguments, context)
        } catch {
            throw ScopedUsageError.scoping(error, to: [group, name])
        }
    }
}
