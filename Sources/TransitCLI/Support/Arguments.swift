/// The words after a (sub)command, consumed as a command reads them; whatever is left at
/// ``finish()`` is an error, so a typo never passes silently.
///
/// ```swift
/// var args = Arguments(["--stop", "1234", "--stop", "2234", "--json"])
/// let stops = try args.options("--stop")   // ["1234", "2234"]
/// let json = args.flag("--json")          // true
/// try args.finish()
/// ```
public struct Arguments: Sendable {
    public private(set) var tokens: [String]

    public init(_ tokens: [String]) { self.tokens = tokens }

    /// True (and consumed) when `name` is present.
    public mutating func flag(_ name: String) -> Bool {
        guard let index = tokens.firstIndex(of: name) else { return false }
        tokens.remove(at: index)
        return true
    }

    /// The value after `name` (`--stop 12` or `--stop=12`), consumed; nil when absent.
    public mutating func option(_ name: String) throws(CLIError) -> String? {
        let values = try options(name)
        guard values.count <= 1 else { throw .usage("\(name) may be given once") }
        return values.first
    }

    /// Every value of a repeatable option, consumed.
    public mutating func options(_ name: String) throws(CLIError) -> [String] {
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

    /// A required option.
    public mutating func require(_ name: String) throws(CLIError) -> String {
        guard let value = try option(name) else { throw .usage("missing \(name)") }
        return value
    }

    /// An integer option within `range`.
    public mutating func int(_ name: String, in range: ClosedRange<Int>) throws(CLIError) -> Int? {
        guard let text = try option(name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw .usage("\(name) must be a whole number in \(range.lowerBound)...\(range.upperBound), not \"\(text)\"")
        }
        return value
    }

    /// The next word that is not an option, consumed.
    public mutating func positional() -> String? {
        guard let index = tokens.firstIndex(where: { !$0.hasPrefix("--") }) else { return nil }
        return tokens.remove(at: index)
    }

    /// Every remaining word that is not an option, consumed.
    public mutating func positionals() -> [String] {
        var words: [String] = []
        while let word = positional() { words.append(word) }
        return words
    }

    /// Throws a usage error naming what was not understood.
    public func finish() throws(CLIError) {
        guard tokens.isEmpty else { throw .usage("unexpected \(tokens.map { "\"\($0)\"" }.joined(separator: " "))") }
    }
}
