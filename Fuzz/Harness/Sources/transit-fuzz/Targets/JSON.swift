import Foundation

@testable import TransitKitCore

extension FuzzTarget {
    /// Any bytes through `JSONFuzzing.exercise`: the core's JSON reader must agree with
    /// `JSONDecoder` (both accept with identical values, or both reject).
    /// Differential too: the body check `UTF8Validity` (ASCII skipped, runs checked) answers
    /// what `String(data:encoding:)` answers.
    static let json = FuzzTarget(name: "json", corpus: "json") { data in
        if case .mismatch(let detail) = JSONFuzzing.exercise([UInt8](data)) {
            violated("JSON paths disagree: \(detail)")
        }
        let valid = String(data: data, encoding: .utf8) != nil
        guard UTF8Validity.isValid(data) == valid else { violated("UTF8Validity said \(!valid), Foundation \(valid)") }
    }
}
