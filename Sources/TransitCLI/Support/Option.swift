import Foundation

/// One option, declared once: its spelling, the value it takes, its help line and the values
/// shell completion offers after it. A command built from options (``Command/init(name:in:summary:words:options:about:examples:run:)``)
/// gets its parsing, its usage line and `--help`, its usage errors and "did you mean", and its
/// bash/zsh/fish completions from these declarations; nothing is written twice.
struct Option: Sendable, Hashable {
    enum Value: Sendable, Hashable {
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

    let name: String
    let value: Value
    let help: String
    /// Values offered after the option by completion (`--provider cta mta …`).
    var completions: [String] = []
    /// Required options are written without brackets in the usage line and checked by the parse.
    var isRequired = false
    /// Old spellings still read but neither shown in help nor completed (one release).
    var isHidden = false

    var required: Option {
        var copy = self
        copy.isRequired = true
        return copy
    }

    var hidden: Option {
        var copy = self
        copy.isHidden = true
        return copy
    }

    /// `--stop ID…`, `--json`, `--top N`.
    var spelled: String {
        switch value {
        case .flag: return name
        case .one(let word): return "\(name) \(word)"
        case .list(let word), .repeated(let word): return "\(name) \(word)…"
        case .number: return "\(name) N"
        }
    }
}

/// The options every command shares, declared once.
extension Option {
    static let json = Option(name: "--json", value: .flag, help: "the library's model as JSON (the keys an app decodes)")
    static let geojson = Option(name: "--geojson", value: .flag, help: "a GeoJSON FeatureCollection (not with --json)")
    static let provider = Option(
        name: "--provider", value: .one("P"),
        help: "cta, mta, tram or a profile (`transit providers`: oba-pugetsound, prt…); inferred from MTA_… ids",
        completions: Providers.catalog.spellings)
    static let stop = Option(name: "--stop", value: .list("ID"), help: "a stop id; repeat or comma-separate for more")
    static let route = Option(
        name: "--route", value: .list("R"), help: "a route as riders write it (22, B63, 78) or its full id; repeatable")
    static let direction = Option(
        name: "--direction", value: .one("D"), help: "a direction id (CTA Eastbound, MTA 0 or 1, tram up or down)")
    static let vehicle = Option(name: "--vehicle", value: .list("V"), help: "a vehicle's number; repeatable")
    static let top = Option(name: "--top", value: .number(1...99), help: "at most N predictions per stop")
    static let lowFloor = Option(name: "--low-floor", value: .flag, help: "only step-free (low-floor) vehicles")
    static let api = Option(
        name: "--api", value: .one("v2|v3"), help: "CTA Bus Tracker version (default v3)", completions: ["v2", "v3"])
}

/// What a declared parse read: each option's values by name, and the words.
struct Parsed: Sendable {
    var values: [String: [String]] = [:]
    var words: [String] = []

    func flag(_ option: Option) -> Bool { values[option.name] != nil }
    func value(_ option: Option) -> String? { values[option.name]?.first }
    func list(_ option: Option) -> [String] { values[option.name] ?? [] }
    func number(_ option: Option) -> Int? { value(option).flatMap { Int($0) } }
}

extension Arguments {
    /// Reads every declared option, then the words (when the command takes any), then fails on
    /// whatever is left — an unknown option with the nearest declared one — before checking
    /// required options, so a mistyped `--stp` is named rather than `--stop` reported missing.
    mutating func parse(_ options: [Option], takesWords: Bool) throws(CLIError) -> Parsed {
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
        if parsed.flag(.json), parsed.flag(.geojson) { throw .usage("--geojson and --json cannot be combined") }
        return parsed
    }
}

extension Command {
    /// A leaf command whose usage line, `--help`, parsing and completions come from `options`.
    /// `words` names the positional words it takes ("ROUTE"), nil for none.
    init(
        name: String, in group: String? = nil, summary: String, words: String? = nil, options: [Option], about: String,
        examples: [String] = [], run: @escaping @Sendable (Parsed, Context) async throws -> Int32
    ) {
        let shown = options.filter { !$0.isHidden }
        let usage = ([words].compactMap { $0 } + shown.map { $0.isRequired ? $0.spelled : "[\($0.spelled)]" }).joined(separator: " ")
        let width = shown.map(\.spelled.count).max() ?? 0
        let lines = shown.map { "  " + $0.spelled.padding(toLength: width, withPad: " ", startingAt: 0) + "  " + $0.help }
        var help =
            "usage: transit \([group, name].compactMap { $0 }.joined(separator: " ")) \(usage)\n\n\(about)\n\noptions:\n"
            + lines.joined(separator: "\n")
        if !examples.isEmpty {
            help += "\n\nexample (answers offline with --replay demo):\n" + examples.map { "  transit \($0)" }.joined(separator: "\n")
        }
        self.init(name: name, summary: summary, help: help, options: options) { arguments, context in
            try await run(try arguments.parse(options, takesWords: words != nil), context)
        }
    }

    /// An old spelling kept for one release: runs `verb` with `--provider provider`, answers
    /// `--help` with the verb's help under a line naming the new spelling, and is left out of
    /// help listings and completion.
    static func alias(_ name: String, of verb: Command, provider: String, newName: String? = nil) -> Command {
        let spelled = "transit \(newName ?? verb.name) --provider \(provider)"
        return Command(
            name: name, summary: "old spelling of `\(spelled)`", help: "`\(provider) \(name)` is now `\(spelled)`.\n\n" + verb.help,
            options: verb.options, isHidden: true
        ) { arguments, context in
            var forwarded = Arguments(arguments.tokens + (arguments.tokens.contains("--provider") ? [] : ["--provider", provider]))
            return try await verb.run(&forwarded, context)
        }
    }
}
