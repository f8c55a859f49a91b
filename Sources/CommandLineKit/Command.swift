/// What a command runs in: the tool's own context (its environment variables, network, clock…),
/// of which this module needs only where to write help and the tool's name.
package protocol CommandEnvironment: Sendable {
    /// Where `--help` at a group is written (a tool's `output`; its own name, so a tool's
    /// stored property need not be `package`).
    var commandOutput: Output { get }
    /// The tool's name as typed (`transit`): usage lines, help pointers, completion scripts.
    static var toolName: String { get }
    /// The heading over a declared command's examples.
    static var examplesHeading: String { get }
}

extension CommandEnvironment {
    package static var examplesHeading: String { "example:" }
}

/// One command of a tool (or group of subcommands).
///
/// A tool's command file defines one of these and the tool lists them. `run` receives the words
/// after the command's name and the tool's environment, and returns the exit status; it throws
/// ``CLIError`` for usage problems and lets the tool's own errors through — the tool's top level
/// turns each into one line on stderr.
package struct Command<Environment: CommandEnvironment>: Sendable {
    package let name: String
    /// One line for the tool's `--help`.
    package let summary: String
    /// The full `<tool> <name> --help` text.
    package let help: String
    /// A group's subcommands (empty for a leaf command): `help`, "did you mean" and shell
    /// completion walk them.
    package let subcommands: [Command]
    /// The options the command reads, declared once (``Option``): its help, parsing and
    /// completion come from them. Empty for a group.
    package let options: [Option]
    /// An old spelling: dispatched, but left out of help listings and completion.
    package let isHidden: Bool
    package let run: @Sendable (inout Arguments, Environment) async throws -> Int32

    package init(
        name: String, summary: String, help: String, subcommands: [Command] = [],
        run: @escaping @Sendable (inout Arguments, Environment) async throws -> Int32
    ) {
        self.init(name: name, summary: summary, help: help, subcommands: subcommands, options: [], isHidden: false, run: run)
    }

    package init(
        name: String, summary: String, help: String, subcommands: [Command] = [], options: [Option], isHidden: Bool = false,
        run: @escaping @Sendable (inout Arguments, Environment) async throws -> Int32
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
    package var shownSubcommands: [Command] { subcommands.filter { !$0.isHidden } }

    /// The options this command declares (old spellings left out), for completion.
    package var optionNames: [String] { options.filter { !$0.isHidden }.map(\.name) }
}

/// Dispatches `group sub args…` to one of `subcommands`, answering `-h`/`--help` at each level.
package struct Subcommands<Environment: CommandEnvironment>: Sendable {
    package let group: String
    package let commands: [Command<Environment>]
    /// Text after the subcommand list in the group's help (common options, where keys come from).
    package var note: String?

    package init(group: String, _ commands: [Command<Environment>]) {
        self.group = group
        self.commands = commands
    }

    package var help: String {
        let tool = Environment.toolName
        let shown = commands.filter { !$0.isHidden }
        let width = shown.map(\.name.count).max() ?? 0
        let lines = shown.map { "  \($0.name.padding(toLength: width, withPad: " ", startingAt: 0))  \($0.summary)" }
        return "usage: \(tool) \(group) <subcommand> [options]\n\nsubcommands:\n" + lines.joined(separator: "\n")
            + "\n\nRun `\(tool) \(group) <subcommand> --help` (or `\(tool) help \(group) <subcommand>`) for its options."
            + (note.map { "\n\n" + $0 } ?? "")
    }

    /// The top-level command for this group: its `--help` lists the subcommands, then `note`.
    package func command(summary: String, note: String? = nil, isHidden: Bool = false) -> Command<Environment> {
        var group = self
        group.note = note
        return Command(name: self.group, summary: summary, help: group.help, subcommands: commands, options: [], isHidden: isHidden) {
            [group] arguments, environment in
            try await group.run(&arguments, environment)
        }
    }

    package func run(_ arguments: inout Arguments, _ environment: Environment) async throws -> Int32 {
        guard let name = arguments.positional() else {
            if arguments.wantsHelp() {
                environment.commandOutput.line(help)
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
            environment.commandOutput.line(command.help)
            return 0
        }
        do {
            return try await command.run(&arguments, environment)
        } catch {
            throw ScopedUsageError.scoping(error, to: [group, name])
        }
    }
}
