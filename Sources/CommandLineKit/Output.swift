import Foundation
import TransitKitCore

/// Where a command writes: stdout for data, stderr for errors, notes and progress. Injected so
/// tests capture both. Colour follows `--color auto|always|never` and `NO_COLOR` (see
/// ``ColorMode``); redrawn progress lines only when stderr is a terminal.
package struct Output: Sendable {
    package let writeOut: @Sendable (String) -> Void
    package let writeErr: @Sendable (String) -> Void
    /// Whether stdout is a terminal (the screen may be cleared and redrawn).
    package let isTerminal: Bool
    /// Whether stderr is a terminal (`\r` progress lines are redrawn in place).
    package let isErrorTerminal: Bool
    /// Whether ANSI colour is written (``colored(_:_:)``).
    package let usesColor: Bool

    package init(isTerminal: Bool, out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.init(isTerminal: isTerminal, isErrorTerminal: isTerminal, usesColor: isTerminal, out: out, err: err)
    }

    package init(
        isTerminal: Bool, isErrorTerminal: Bool, usesColor: Bool,
        out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void
    ) {
        self.isTerminal = isTerminal
        self.isErrorTerminal = isErrorTerminal
        self.usesColor = usesColor
        self.writeOut = out
        self.writeErr = err
    }

    /// The process's own streams.
    package static func standard() -> Output {
        Output(
            isTerminal: isatty(STDOUT_FILENO) == 1, isErrorTerminal: isatty(STDERR_FILENO) == 1,
            usesColor: isatty(STDOUT_FILENO) == 1,
            out: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
            err: { text in FileHandle.standardError.write(Data(text.utf8)) })
    }

    /// The same streams with colour switched on or off.
    package func withColor(_ on: Bool) -> Output {
        Output(isTerminal: isTerminal, isErrorTerminal: isErrorTerminal, usesColor: on, out: writeOut, err: writeErr)
    }

    /// A line on stdout.
    package func line(_ text: String = "") { writeOut(text + "\n") }

    /// A line on stderr.
    package func error(_ text: String) { writeErr(text + "\n") }

    /// A note about the data (a stop with nothing, a skipped record) on stderr, so `> out.txt`
    /// holds only the data.
    package func note(_ text: String) { writeErr(text + "\n") }

    /// A transient status ("polling… 3 departures") on stderr: redrawn in place on a terminal,
    /// a plain line otherwise so logs keep it. Never on stdout, which holds only the result.
    package func progress(_ text: String) {
        if isErrorTerminal { writeErr("\r\u{1B}[2K" + text) } else { writeErr(text + "\n") }
    }

    /// Ends a run of ``progress(_:)`` lines on a terminal.
    package func endProgress() { if isErrorTerminal { writeErr("\r\u{1B}[2K") } }

    /// Pretty, key-sorted JSON of `value`, dates as ISO 8601: a command's one result.
    package func json<T: Encodable>(_ value: T) throws {
        line(try Self.encode(value, pretty: true))
    }

    /// One compact JSON object on one line (JSON Lines): what every streaming `--json` writes
    /// per update, so `jq -c`, `while read` and log shippers can take it line by line.
    package func jsonLine<T: Encodable>(_ value: T) throws {
        line(try Self.encode(value, pretty: false))
    }

    package static func encode<T: Encodable>(_ value: T, pretty: Bool) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// `text` in `color` when colour is on, unchanged otherwise.
    package func colored(_ text: String, _ color: ANSIColor) -> String {
        usesColor ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// The same streams with `prefix` before every stdout line, so a command's table can sit
    /// indented inside the demo.
    package func indented(_ prefix: String = "  ") -> Output {
        Output(
            isTerminal: isTerminal, isErrorTerminal: isErrorTerminal, usesColor: usesColor,
            out: { [writeOut] text in
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                // A blank line stays blank: no trailing spaces in the demo's output.
                writeOut(lines.map { $0.isEmpty ? "" : prefix + $0 }.joined(separator: "\n"))
            }, err: writeErr)
    }

    /// The same streams with `scrub` applied to everything written (`transit record` hides
    /// keys a server echoes back in what the verb prints).
    package func scrubbed(_ scrub: @escaping @Sendable (String) -> String) -> Output {
        Output(
            isTerminal: isTerminal, isErrorTerminal: isErrorTerminal, usesColor: usesColor, out: { [writeOut] in writeOut(scrub($0)) },
            err: { [writeErr] in writeErr(scrub($0)) })
    }

    /// Captures everything written, for tests; `isTerminal` pretends both streams are terminals.
    package static func capture(isTerminal: Bool = false) -> (Output, CapturedOutput) {
        let captured = CapturedOutput()
        return (Output(isTerminal: isTerminal, out: { captured.append(out: $0) }, err: { captured.append(err: $0) }), captured)
    }
}

/// `--color auto|always|never`. `auto` (the default) colours only when stdout is a terminal
/// and `NO_COLOR` is unset or empty (https://no-color.org); an explicit `always` wins over
/// `NO_COLOR`.
package enum ColorMode: String, Sendable, CaseIterable {
    case auto, always, never

    package func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto: return isTerminal && (environment["NO_COLOR"] ?? "").isEmpty
        }
    }
}

package enum ANSIColor: Int, Sendable {
    case red = 31
    case green = 32
    case yellow = 33
    case blue = 34
    case bold = 1
    case dim = 2
}

/// What a captured ``Output`` received.
package final class CapturedOutput: Sendable {
    private let state = Locked((out: "", err: ""))
    package init() {}
    package func append(out text: String) { state.withLock { $0.out += text } }
    package func append(err text: String) { state.withLock { $0.err += text } }
    package var stdout: String { state.withLock { $0.out } }
    package var stderr: String { state.withLock { $0.err } }
}
