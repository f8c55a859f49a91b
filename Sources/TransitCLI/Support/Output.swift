import Foundation
import SavedRoutes
import TransitKitCore

/// Where a command writes: stdout for data, stderr for errors and progress. Injected so tests
/// capture both; colour and redrawn progress lines only when stdout is a terminal.
public struct Output: Sendable {
    let writeOut: @Sendable (String) -> Void
    let writeErr: @Sendable (String) -> Void
    /// Whether stdout is a terminal (ANSI colour and `\r` progress lines are allowed).
    public let isTerminal: Bool

    public init(isTerminal: Bool, out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.isTerminal = isTerminal
        self.writeOut = out
        self.writeErr = err
    }

    /// The process's own streams.
    public static func standard() -> Output {
        Output(isTerminal: isatty(STDOUT_FILENO) == 1,
               out: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
               err: { text in FileHandle.standardError.write(Data(text.utf8)) })
    }

    /// A line on stdout.
    public func line(_ text: String = "") { writeOut(text + "\n") }

    /// A line on stderr.
    public func error(_ text: String) { writeErr(text + "\n") }

    /// A transient status ("polling… 3 departures"): redrawn in place on a terminal, a plain
    /// line otherwise so logs keep it.
    public func progress(_ text: String) {
        if isTerminal { writeOut("\r\u{1B}[2K" + text) } else { writeOut(text + "\n") }
    }

    /// Ends a run of ``progress(_:)`` lines on a terminal.
    public func endProgress() { if isTerminal { writeOut("\r\u{1B}[2K") } }

    /// Pretty, key-sorted JSON of `value`, dates as ISO 8601.
    public func json<T: Encodable>(_ value: T) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(value)
        line(String(decoding: data, as: UTF8.self))
    }

    /// `text` in `color` on a terminal, unchanged otherwise.
    public func colored(_ text: String, _ color: ANSIColor) -> String {
        isTerminal ? "\u{1B}[\(color.rawValue)m\(text)\u{1B}[0m" : text
    }

    /// A status marker: "● red" style on a terminal, the plain word otherwise.
    public func marker(_ status: ServiceStatus) -> String {
        let color: ANSIColor = switch status {
        case .normal: .green
        case .altered: .yellow
        case .disrupted: .red
        }
        return isTerminal ? colored("●", color) + " " + status.colorName : status.colorName
    }

    /// The same streams with `prefix` before every stdout line, so a command's table can sit
    /// indented inside the demo.
    public func indented(_ prefix: String = "  ") -> Output {
        Output(isTerminal: isTerminal, out: { [writeOut] text in
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            writeOut(lines.enumerated().map { index, line in
                line.isEmpty && index == lines.count - 1 ? "" : prefix + line
            }.joined(separator: "\n"))
        }, err: writeErr)
    }

    /// Captures everything written, for tests.
    public static func capture() -> (Output, CapturedOutput) {
        let captured = CapturedOutput()
        return (Output(isTerminal: false, out: { captured.append(out: $0) }, err: { captured.append(err: $0) }), captured)
    }
}

public enum ANSIColor: Int, Sendable {
    case red = 31, green = 32, yellow = 33, blue = 34, bold = 1, dim = 2
}

/// What a captured ``Output`` received.
public final class CapturedOutput: Sendable {
    private let state = Locked((out: "", err: ""))
    public init() {}
    func append(out text: String) { state.withLock { $0.out += text } }
    func append(err text: String) { state.withLock { $0.err += text } }
    public var stdout: String { state.withLock { $0.out } }
    public var stderr: String { state.withLock { $0.err } }
}
