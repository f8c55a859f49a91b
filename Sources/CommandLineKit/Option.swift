import Foundation

/// One option, declared once: its spelling, the value it takes, its help line and the values
/// shell completion offers after it. A command built from options (``Command/init(name:in:summary:words:options:about:examples:run:)``)
/// gets its parsing, its usage line and `--help`, its usage errors and "did you mean", and its
/// bash/zsh/fish completions from these declarations; nothing is written twice.
package struct Option: Sendable, Hashable {
    package enum Value: Sendable, Hashable {
        /// A flag: present or not.
        case flag
        /// One value, named in help (`ID`).
        case one(String)
        /// Repeatable and comma lists (`--stop 1,2 --stop 3`).
        case list(String)
        /// Repeatable, each value whole (a saved route's `--line 22@Northbound:1836,1837`).
        case repeated(String)
        /// A whole number within a range.
        case number(ClosedRange<Int>)
    }

    package let name: String
    package let value: Value
    package let help: String
    /// Values offered after the option by completion (`--provider cta mta …`).
    package var completions: [String] = []
    /// Required options are written without brackets in the usage line and checked by the parse.
    package var isRequired = false
    /// Old spellings still read but neither shown in help nor completed (one release).
    package var isHidden = false
    /// The names of options this one cannot be given with: when both are present the parse
    /// fails with "--geojson and --json cannot be combined" (this one named first), or with
    /// "--svg cannot be combined with --json or --geojson" when it declares several.
    package var conflicts: [String] = []

    package init(
        name: String, value: Value, help: String, completions: [String] = [], isRequired: Bool = false, isHidden: Bool = false,
        conflicts: [String] = []
    ) {
        self.name = name
        self.value = value
        self.help = help
        self.completions = completions
        self.isRequired = isRequired
        self.isHidden = isHidden
        self.conflicts = conflicts
    }

    package var required: Option {
        var copy = self
        copy.isRequired = true
        return copy
    }

    package var hidden: Option {
        var copy = self
        copy.isHidden = true
        return copy
    }

    /// `--stop ID…`, `--json`, `--top N`.
    package var spelled: String {
        switch value {
        case .flag: return name
        case .one(let word): return "\(name) \(word)"
        case .list(let word), .repeated(let word): return "\(name) \(word)…"
        case .number: return "\(name) N"
        }
    }
}

/// What a declared parse read: each option's values by name, and the words.
package struct Parsed: Sendable {
    package var values: [String: [String]] = [:]
    package var words: [String] = []

    package init(values: [String: [String]] = [:], words: [String] = []) {
        self.values = values
        self.words = words
    }

    package func flag(_ option: Option) -> Bool { values[option.name] != nil }
    package func value(_ option: Option) -> String? { values[option.name]?.first }
    package func list(_ option: Option) -> [String] { values[option.name] ?? [] }
    package func number(_ option: Option) -> Int? { value(option).flatMap { Int($0) } }
}

extension Arguments {
    /// Reads every declared option, then the words (when the command takes any), then fails on
    /// whatever is left — an unknown option with the nearest declared one — before checking
    /// required options, so a mistyped `--stp` is named rather than `--stop` reported missing;
    /// last, two options given together where one declares the other in ``Option/conflicts``.
    package mutating func parse(_ options: [Option], takesWords: Bool) throws(CLIError) -> Parsed {
        var parsed = Parsed()
        for option in options {
            switch option.value {
            case .flag:
                if flag(option.name) { parsed.values[option.name] = [] }
            case .one:
                if let value = try self.option(option.name) { parsed.values[option.name] = [value] }
            case .list:
                let values = try list(option.name)
                if !values.isEmpty { parsed.values[option.name] = values }
            case .repeated:
                let values = try self.options(option.name)
                if !values.isEmpty { parsed.values[option.name] = values }
            case .number(let range):
                if let value = try int(option.name, in: range) { parsed.values[option.name] = [String(value)] }
            }
        }
        if takesWords { parsed.words = positionals() }
        try finish()
        if let missing = options.first(where: { $0.isRequired && parsed.values[$0.name] == nil }) {
            throw .usage("missing \(missing.spelled)")
        }
        for option in options where parsed.values[option.name] != nil {
            guard let other = option.conflicts.first(where: { parsed.values[$0] != nil }) else { continue }
            guard option.conflicts.count > 1 else { throw .usage("\(option.name) and \(other) cannot be combined") }
            throw .usage("\(option.name) cannot be combined with \(option.conflicts.joined(separator: " or "))")
        }
        return parsed
    }
}

extension Command {
    /// A leaf command whose usage line, `--help`, parsing and completions come from `options`.
    /// `words` names the positional words it takes ("ROUTE"), nil for none.
    /// Usage line and examples name the tool (``CommandEnvironment/toolName``); the examples
    /// sit under ``CommandEnvironment/examplesHeading``.
    package init(
        name: String, in group: String? = nil, summary: String, words: String? = nil, options: [Option], about: String,
        examples: [String] = [], run: @escaping @Sendable (Parsed, Environment) async throws -> Int32
    ) {
        let shown = options.filter { !$0.isHidden }
        let usage = ([words].compactMap { $0 } + shown.map { $0.isRequired ? $0.spelled : "[\($0.spelled)]" }).joined(separator: " ")
        let width = shown.map(\.spelled.count).max() ?? 0
        let lines = shown.map { "  " + $0.spelled.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.help }
        let tool = Environment.toolName
        var help =
            "usage: \(tool) \([group, name].compactMap { $0 }.joined(separator: " ")) \(usage)\n\n\(about)\n\noptions:\n"
            + lines.joined(separator: "\n")
        if !examples.isEmpty {
            help += "\n\n\(Environment.examplesHeading)\n" + examples.map { "  \(tool) \($0)" }.joined(separator: "\n")
        }
        self.init(name: name, summary: summary, help: help, options: options) { arguments, environment in
            try await run(try arguments.parse(options, takesWords: words != nil), environment)
        }
    }
}
