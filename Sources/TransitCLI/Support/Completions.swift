import CommandLineKit

/// `transit completions bash|zsh|fish`: a completion script generated from ``CLI/commands``
/// (commands, their subcommands, and the options each one's help names) by CommandLineKit's
/// `CompletionScript`, so a new command completes without anyone editing a script.
enum Completions {
    typealias Shell = CompletionShell

    static let command = Command(
        name: "completions", summary: "print a shell completion script (bash, zsh or fish)", words: "bash|zsh|fish", options: [],
        about: """
            Prints a completion script for the shell, built from the command table and each
            command's declared options:
              bash   source <(transit completions bash)            (e.g. in ~/.bashrc)
              zsh    transit completions zsh > "${fpath[1]}/_transit"
              fish   transit completions fish > ~/.config/fish/completions/transit.fish
            """
    ) { parsed, context in
        guard parsed.words.count <= 1 else { throw CLIError.usage("completions takes one shell") }
        guard let word = parsed.words.first else { throw CLIError.usage("completions needs a shell: bash, zsh or fish") }
        guard let shell = Shell(rawValue: word.lowercased()) else {
            throw CLIError.usage(
                "unknown shell \"\(word)\"" + Suggestion.hint(for: word, in: Shell.allCases.map(\.rawValue))
                    + " (bash, zsh or fish)")
        }
        context.output.line(script(for: shell))
        return 0
    }

    static let globalOptions = ["--help", "--version", "--replay", "--color", "--verbose"]

    /// The script for `shell`: every command, the global options, and the values offered after
    /// `--replay` (`demo`; a directory is typed) and `--color`.
    static func script(for shell: Shell) -> String {
        CompletionScript(
            commands: CLI.commands, globalOptions: globalOptions,
            globalValues: [("--replay", ["demo"]), ("--color", ColorMode.allCases.map(\.rawValue))], printedBy: "completions"
        ).script(for: shell)
    }
}
