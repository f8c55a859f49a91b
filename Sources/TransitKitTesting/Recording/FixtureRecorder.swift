import Foundation
import TransitKitCore

/// Saves fresh answers of a live API as fixtures and golden outputs, with every key and token
/// scrubbed — the library side of `transit record` (Docs/LiveContract.md).
///
/// A recorder is a `Transport` wrapped around the real one: every exchange passes through and is
/// kept. ``record(into:over:secrets:now:_:)`` runs one call over it and writes, into the folder of
/// one provider's fixtures:
///
/// - each answer's body as `<operation>-<n>.json` (`n` the next free number, so recordings never
///   overwrite), scrubbed of every secret any request of the call carried (the core's
///   `Redaction`: `key`, `tkn`, `X-Busbud-Token`…, raw or percent-encoded) and of `secrets`;
/// - the value the call returned beside the last body, as its golden output
///   `<operation>-<n>.expected.json` (the `Golden` encoding `GoldenTests` compares with);
/// - a row per body in the folder's `RECORDED.md`: file, redacted URL, status, time.
///
/// ```swift
/// let folder = URL(fileURLWithPath: "Sources/TransitKitTesting/Fixtures/cta")
/// let saved = try await FixtureRecorder.record(into: folder, over: LiveTransport()) { transport in
///     try await CTABusTrackerClient(apiKey: key, userAgent: agent, transport: transport).routes()
/// }
/// print(saved.fixtures, saved.golden)   // getroutes-3.json, getroutes-3.expected.json
/// ```
public final class FixtureRecorder: Transport {
    /// One request and what came back.
    public struct Exchange: Sendable {
        /// The request as sent, secrets included (they are scrubbed when written).
        public var request: HTTPRequest
        /// The answer as it came.
        public var response: HTTPResponse
    }

    /// What ``record(into:over:secrets:now:_:)`` wrote.
    public struct Saved: Sendable, Hashable {
        /// The answers' bodies, in the order they came.
        public var fixtures: [URL]
        /// The golden output, beside the last fixture; nil when the call made no request.
        public var golden: URL?
    }

    /// The transport the requests really go to.
    public let base: any Transport
    private let extraSecrets: [String]
    private let kept = Locked<[Exchange]>([])

    /// A recorder over `base`; `secrets` are scrubbed from everything it writes besides what the
    /// requests mark secret.
    public init(over base: any Transport, secrets: [String] = []) {
        self.base = base
        extraSecrets = secrets.filter { !$0.isEmpty }
    }

    /// Sends `request` over the wrapped transport and keeps the exchange.
    public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let response = try await base.send(request)
        kept.withLock { $0.append(Exchange(request: request, response: response)) }
        return response
    }

    /// Every exchange so far, in the order the answers came.
    public var exchanges: [Exchange] { kept.withLock { $0 } }

    /// Every secret of the recording: the secret values of every request (a tramTRACKER token
    /// fetched by the first call is a secret of the next) and the ones given at `init`.
    public var secrets: [String] {
        Array(Set(exchanges.flatMap(\.request.secretValues) + extraSecrets)).sorted { $0.count > $1.count }
    }

    /// `text` with every secret of the recording replaced, in any percent-encoded form.
    public func scrub(_ text: String) -> String {
        SecretScrubber.scrub(text, secrets: secrets)
    }

    /// Writes the exchanges' bodies and `answer`'s golden output into `folder` (created when
    /// missing) as described on the type.
    public func write(answer golden: Data?, to folder: URL, now: Date = Date()) throws -> Saved {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var fixtures: [URL] = []
        var lines: [String] = []
        for exchange in exchanges {
            let operation = Self.fileSafe(exchange.request.operation ?? "answer")
            let url = folder.appendingPathComponent("\(operation)-\(try Self.nextNumber(for: operation, in: folder)).json")
            let body = exchange.response.body
            let scrubbed = String(data: body, encoding: .utf8).map { Data(scrub($0).utf8) } ?? body
            try scrubbed.write(to: url)
            fixtures.append(url)
            lines.append(
                "| \(url.lastPathComponent) | `\(scrub(exchange.request.redactedURL))` | \(exchange.response.status) | \(now.formatted(.iso8601)) |"
            )
        }
        var goldenURL: URL?
        if let golden, let last = fixtures.last {
            let url = folder.appendingPathComponent(Golden.expectedName(for: last.lastPathComponent))
            try Data(scrub(String(decoding: golden, as: UTF8.self)).utf8).write(to: url)
            goldenURL = url
        }
        try appendLog(lines, in: folder)
        return Saved(fixtures: fixtures, golden: goldenURL)
    }

    /// The one call: runs `call` over a recorder wrapped around `transport`, then writes what it
    /// fetched and the value it returned (or the typed error it threw, as `Golden` writes
    /// errors) into `folder`. Errors other than a `TransitError` are thrown after the bodies
    /// that did come back are written.
    public static func record<Value: Encodable & Sendable>(
        into folder: URL, over transport: any Transport, secrets: [String] = [], now: Date = Date(),
        _ call: (any Transport) async throws -> Value
    ) async throws -> Saved {
        let recorder = FixtureRecorder(over: transport, secrets: secrets)
        let golden: Data
        do {
            let value = try await call(recorder)
            golden = Golden.outcome { () throws(TransitError) in value }
        } catch let error as TransitError {
            golden = Golden.outcome { () throws(TransitError) -> [String] in throw error }
        } catch {
            _ = try recorder.write(answer: nil, to: folder, now: now)
            throw error
        }
        return try recorder.write(answer: golden, to: folder, now: now)
    }

    /// The first `n` ≥ 1 for which `<operation>-<n>.json` is not in `folder`.
    static func nextNumber(for operation: String, in folder: URL) throws -> Int {
        let names = Set((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        var n = 1
        while names.contains("\(operation)-\(n).json") { n += 1 }
        return n
    }

    /// An operation name as a file name: letters, digits, `-` and `_` kept, anything else `_`.
    static func fileSafe(_ text: String) -> String {
        let kept = text.unicodeScalars.map { scalar -> Character in
            CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_" ? Character(scalar) : "_"
        }
        return kept.isEmpty ? "answer" : String(kept)
    }

    private func appendLog(_ lines: [String], in folder: URL) throws {
        guard !lines.isEmpty else { return }
        let url = folder.appendingPathComponent("RECORDED.md")
        var text =
            (try? String(contentsOf: url, encoding: .utf8))
            ?? "# Recorded by FixtureRecorder\n\n| file | request | status | recorded |\n|---|---|---|---|\n"
        text += lines.joined(separator: "\n") + "\n"
        try Data(text.utf8).write(to: url)
    }
}
