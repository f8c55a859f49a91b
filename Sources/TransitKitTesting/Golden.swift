import Foundation
import TransitKitCore

/// Golden outputs: beside a recorded answer `<call>-N.json`, the core model it maps to,
/// `<call>-N.expected.json` — encoded with sorted keys and pretty printing, so a change in
/// mapping is a diff a reviewer reads. `scripts/regenerate-golden` writes them
/// (`TRANSITKIT_REGENERATE_GOLDEN=1`); otherwise the tests compare and name the first path
/// that differs.
///
/// ```swift
/// let outcome = Golden.outcome { () throws(TransitError) in try CTAPayloads.routes(data) }
/// if let difference = try Golden.check(outcome, provider: "cta", fixture: "getroutes-1.json") { Issue.record(difference) }
/// ```
public enum Golden {
    /// Whether `name` is a golden output rather than a recorded answer.
    public static func isExpectedOutput(_ name: String) -> Bool { name.hasSuffix(".expected.json") }

    /// `getroutes-1.json` → `getroutes-1.expected.json`.
    public static func expectedName(for fixture: String) -> String {
        (fixture as NSString).deletingPathExtension + ".expected.json"
    }

    /// Set by `scripts/regenerate-golden`: the tests write the outputs instead of comparing.
    public static var isRegenerating: Bool { ProcessInfo.processInfo.environment["TRANSITKIT_REGENERATE_GOLDEN"] == "1" }

    /// What mapping a recorded answer gave: the model, or the typed error (an error body's
    /// golden output is its kind, status and words).
    public static func outcome<Value: Encodable>(_ map: () throws(TransitError) -> Value) -> Data {
        do throws(TransitError) {
            return encoded(try map())
        } catch {
            return encoded(["error": ErrorSummary(error)])
        }
    }

    /// Compares `output` with the golden output of `fixture`, or writes it when regenerating.
    /// Returns what differs (nil when equal).
    public static func check(_ output: Data, provider: String, fixture: String) throws -> String? {
        let name = expectedName(for: fixture)
        if isRegenerating {
            try output.write(to: sourceFixtures.appendingPathComponent(provider).appendingPathComponent(name))
            return nil
        }
        guard let expected = try? Fixtures.data(provider, name) else {
            return "\(provider)/\(name) is missing: run scripts/regenerate-golden"
        }
        let decoder = JSONDecoder()
        let want = try decoder.decode(JSONValue.self, from: expected)
        let got = try decoder.decode(JSONValue.self, from: output)
        return firstDifference(want, got, at: "").map { "\(provider)/\(name): \($0) (scripts/regenerate-golden rewrites it)" }
    }

    /// The first path where two values differ, as `a.b[2].c: expected …, got …`.
    static func firstDifference(_ want: JSONValue, _ got: JSONValue, at path: String) -> String? {
        switch (want, got) {
        case (.object(let a), .object(let b)):
            for key in Set(a.keys).union(b.keys).sorted() {
                let inner = path.isEmpty ? key : "\(path).\(key)"
                guard let x = a[key] else { return "\(inner): not expected, got \(brief(b[key]))" }
                guard let y = b[key] else { return "\(inner): expected \(brief(x)), missing" }
                if let difference = firstDifference(x, y, at: inner) { return difference }
            }
            return nil
        case (.array(let a), .array(let b)):
            for (index, (x, y)) in zip(a, b).enumerated() {
                if let difference = firstDifference(x, y, at: "\(path)[\(index)]") { return difference }
            }
            return a.count == b.count ? nil : "\(path.isEmpty ? "(root)" : path): expected \(a.count) elements, got \(b.count)"
        default:
            return want == got ? nil : "\(path.isEmpty ? "(root)" : path): expected \(brief(want)), got \(brief(got))"
        }
    }

    private static func brief(_ value: JSONValue?) -> String {
        String((value.map { String(describing: $0) } ?? "nothing").prefix(120))
    }

    private static func encoded(_ value: some Encodable) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        // Readable instants that keep their milliseconds.
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(date.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
        }
        do {
            return try encoder.encode(value) + Data("\n".utf8)
        } catch {
            return Data("{\"unencodable\": \"\(error)\"}\n".utf8)
        }
    }

    /// The source folder, not the bundle copy: regenerated outputs belong in the repository.
    private static var sourceFixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    }

    private struct ErrorSummary: Encodable {
        var kind: String
        var status: Int?
        var providerMessage: String?
        var detail: String?

        init(_ error: TransitError) {
            kind = "\(error.kind)"
            status = error.status
            providerMessage = error.providerMessage
            detail = error.detail
        }
    }
}
