import CommandLineKit

// `transit` is declared with CommandLineKit, the package's generic command-line parser. Its
// commands run in the tool's ``Context``: the generic command and group types are bound here,
// and the parser's other names are brought in once, so no file of the tool imports the module
// or spells `Command<Context>`.

typealias Command = CommandLineKit.Command<Context>
typealias Subcommands = CommandLineKit.Subcommands<Context>

typealias Arguments = CommandLineKit.Arguments
typealias Option = CommandLineKit.Option
typealias Parsed = CommandLineKit.Parsed
typealias CLIError = CommandLineKit.CLIError
typealias ScopedUsageError = CommandLineKit.ScopedUsageError
typealias Suggestion = CommandLineKit.Suggestion
typealias Table = CommandLineKit.Table
typealias Output = CommandLineKit.Output
typealias ColorMode = CommandLineKit.ColorMode
typealias ANSIColor = CommandLineKit.ANSIColor
typealias CapturedOutput = CommandLineKit.CapturedOutput

extension Context: CommandEnvironment {
    package var commandOutput: CommandLineKit.Output { output }
    package static let toolName = "transit"
    package static let examplesHeading = "example (answers offline with --replay demo):"
}
