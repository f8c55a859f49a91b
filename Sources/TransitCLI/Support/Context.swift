import Foundation
import TransitKitCore
import TransitKitTesting

/// Everything a command may touch from outside: environment variables, output streams, the
/// network (or a replay of it), the clock and "now". Commands never reach for globals, so a
/// test runs any command in-process against recorded responses.
public struct Context: Sendable {
    var environment: [String: String]
    var output: Output
    /// Where recorded responses come from instead of the network: a folder holding one
    /// `<provider>/replay.json` per provider. Set by `--replay DIR` or `TRANSIT_REPLAY`
    /// (`demo` = the recordings bundled with TransitKitTesting).
    var replayDirectory: URL?
    var clock: AnyClock
    var now: Now
    var userAgent: UserAgent
    /// `--verbose`: error lines add the developer's detail (kind, operation, URL) under the
    /// rider's sentence.
    var verbose = false
    /// Where live requests go when not replaying; nil is the network. `transit record` wraps
    /// it in a `FixtureRecorder`; tests put a `MockTransport` here to record without a network.
    var network: (any Transport)?
    /// Where a verb leaves the model it answered (``keep(_:)``), when someone wants it:
    /// `transit record` writes it as the golden output of what it recorded.
    var answers: AnswerKeeper?

    init(
        environment: [String: String], output: Output, replayDirectory: URL? = nil,
        clock: AnyClock = .continuous, now: Now = .system, userAgent: UserAgent
    ) {
        self.environment = environment
        self.output = output
        self.replayDirectory = replayDirectory
        self.clock = clock
        self.now = now
        self.userAgent = userAgent
    }

    /// The process's environment and streams; the user agent can be set with
    /// `TRANSIT_USER_AGENT` (an empty or multi-line value is an error).
    public static func live() throws(TransitError) -> Context {
        let environment = ProcessInfo.processInfo.environment
        let agent = try UserAgent(app: environment["TRANSIT_USER_AGENT"] ?? "transit-cli/0.1 (+https://github.com/transitkit)")
        return Context(environment: environment, output: .standard(), userAgent: agent)
    }

    /// Leaves the model a verb answered with for ``answers``; nothing when nobody asked.
    func keep(_ value: some Encodable & Sendable) { answers?.keep(value) }

    /// True when requests are answered from recordings.
    var isReplaying: Bool { replayDirectory != nil }

    /// The transport for `provider`'s folder name ("cta"): a replay of its recordings, or the
    /// network.
    func transport(_ folder: String) throws -> any Transport {
        if let replayDirectory {
            return try ReplayTransport(directory: replayDirectory.appendingPathComponent(folder, isDirectory: true))
        }
        return network ?? LiveTransport(timeout: .seconds(20))
    }

    /// The secret in environment variable `name`. When replaying, a placeholder stands in so
    /// the offline tour needs no keys. The value is never printed.
    func secret(_ name: String, hint: String) throws(CLIError) -> String {
        if let value = environment[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty {
            return value
        }
        if isReplaying { return "replay-placeholder-key" }
        throw .missingKey(variable: name, hint: hint)
    }
}

/// The last model a verb answered with (``Context/keep(_:)``).
final class AnswerKeeper: Sendable {
    private let kept = Locked<(any Encodable & Sendable)?>(nil)
    func keep(_ value: some Encodable & Sendable) { kept.withLock { $0 = value } }
    var value: (any Encodable & Sendable)? { kept.withLock { $0 } }
}
