import Foundation
import TransitKitCore

/// One fuzz target: a name for `TRANSIT_FUZZ_TARGET`, the seed folder under `Fuzz/Corpus/`
/// (targets may share one), and what one input does. `run` calls ``FuzzTarget/violated(_:)``
/// when an invariant breaks; a crash or trap is caught by the sanitizers and libFuzzer.
struct FuzzTarget: Sendable {
    let name: String
    let corpus: String
    let run: @Sendable (Data) -> Void

    /// Reports a broken invariant and aborts, so libFuzzer saves the input as a crash.
    static func violated(_ message: @autoclosure () -> String, file: StaticString = #fileID, line: UInt = #line) -> Never {
        FileHandle.standardError.write(Data("INVARIANT VIOLATED (\(file):\(line)): \(message())\n".utf8))
        abort()
    }

    /// A thrown error must be a `TransitError` that says what was wrong: one of `kinds`, with
    /// a detail or a provider message, and a description that renders.
    static func checkError(_ thrown: any Error, allowed kinds: Set<TransitError.Kind>, _ context: String) {
        guard let error = thrown as? TransitError else { violated("\(context): threw \(type(of: thrown)): \(thrown)") }
        guard kinds.contains(error.kind) else { violated("\(context): unexpected kind \(error.kind): \(error)") }
        let said = (error.detail ?? "") + (error.providerMessage ?? "")
        guard !said.isEmpty else { violated("\(context): \(error.kind) error with neither detail nor message") }
        _ = error.description
        _ = error.debugDescription
    }
}

/// Splits fuzz bytes into `count` strings at NUL bytes (missing parts are empty), so one input
/// can carry a template and its values, a pattern and its text, a secret and a haystack.
func fuzzParts(_ data: Data, _ count: Int) -> [String] {
    var parts = data.split(separator: 0, maxSplits: count - 1, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    while parts.count < count { parts.append("") }
    return parts
}

func fuzzText(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
