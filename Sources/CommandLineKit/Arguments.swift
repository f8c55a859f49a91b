import Foundation

/// The words after a (sub)command, consumed as a command reads them; whatever is left at
/// ``finish()`` is an error, so a typo never passes silently. Every option or flag a command
/// asks about is remembered, so a leftover `--jsn` is reported as an unknown option with
/// "did you mean --json?".
///
/// ```swift
/// var args = Arguments(["--stop", "1234,2234", "--stop", "3234", "--json"])
/// let stops = try args.list("--stop")      // ["1234", "2234", "3234"]
/// let json = args.flag("--json")          // true
/// try args.finish()
/// ```
package struct Arguments: Sendable {
    package private(set) var tokens: [String]
    /// The option and flag names the command has asked about so far (for "did you mean").
    package private(set) var known: [String] = []

    package init(_ tokens: [String]) { self.tokens = tokens }

    /// True (and consumed) when `name` is present.
    package mutating func flag(_ name: String) -> Bool {
        remember(name)
        guard let index = tokens.firstIndex(of: name) else { return false }
        tokens.remove(at: index)
        return true
    }

    /// True (and consumed) when `-h` or `--help` is present.
    package mutating func wantsHelp() -> Bool {
        let long = flag("--help")
        let short = flag("-h")
        return long || short
    }

    /// The value after `name` (`--stop 12` or `--stop=12`), consumed; nil when absent.
    package mutating func option(_ name: String) throws(CLIError) -> String? {
        let values = try options(name)
        guard values.count <= 1 else { throw .usage("\(name) may be given once") }
        return values.first
    }

    /// Every value of a repeatable option, consumed.
    package mutating func options(_ name: String) throws(CLIError) -> [String] {
        remember(name)
        var values: [String] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token == name {
                guard index + 1 < tokens.count, !tokens[index + 1].hasPrefix("--") else {
                    throw .usage("\(name) needs a value")
                }
                values.append(tokens[index + 1])
                tokens.removeSubrange(index...index + 1)
            } else if token.hasPrefix(name + "=") {
                values.append(String(token.dropFirst(name.count + 1)))
                tokens.remove(at: index)
            } else {
                index += 1
            }
        }
        return values
    }

    /// A list option, the same syntax everywhere: repeatable (`--stop 1 --stop 2`) and
    /// comma-separated (`--stop 1,2`), values trimmed, empty ones dropped.
    package mutating func list(_ name: String) throws(CLIError) -> [String] {
        Self.split(try options(name))
    }

    /// Repeated and comma-separated values, trimmed, empty ones dropped.
    package static func split(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// An integer option within `range`.
    package mutating func int(_ name: String, in range: ClosedRange<Int>) throws(CLIError) -> Int? {
        guard let text = try option(name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw .usage("\(name) must be a whole number in \(range.lowerBound)...\(range.upperBound), not \"\(text)\"")
        }
        return value
    }

    /// The next word that is not an option (`--x`, `-h`), consumed.
    package mutating func positional() -> String? {
        guard let index = tokens.firstIndex(where: { !Self.isOptionLike($0) }) else { return nil }
        return tokens.remove(at: index)
    }

    /// Every remaining word that is not an option, consumed.
    package mutating func positionals() -> [String] {
        var words: [String] = []
        while let word = positional() { words.append(word) }
        return words
    }

    /// Throws a usage error naming what was not understood: an unknown option first (with the
    /// nearest option this command knows), else the unexpected words.
    package func finish() throws(CLIError) {
        if let option = tokens.first(where: Self.isOptionLike) {
            let spelled = String(option.prefix { $0 != "=" })
            throw .usage("unknown option \"\(spelled)\"" + Suggestion.hint(for: spelled, in: known))
        }
        guard tokens.isEmpty else { throw .usage("unexpected \(tokens.map { "\"\($0)\"" }.joined(separator: " "))") }
    }

    /// `--name`, `--name=value` or `-x`; not `-` alone nor a negative number (`-74.02`).
    package static func isOptionLike(_ token: String) -> Bool {
        if token.hasPrefix("--") { return true }
        guard token.hasPrefix("-"), let second = token.dropFirst().first else { return false }
        return second.isLetter
    }

    private mutating func remember(_ name: String) {
        if !known.contains(name) { known.append(name) }
    }
}
