import Foundation
import TransitKitCore

extension FuzzTarget {
    /// Any bytes through `JSONFuzzing.exercise`: the core's JSON reader and `JSONWireDecoder`
    /// must agree with `JSONDecoder` (both accept with identical values, or both reject).
    static let json = FuzzTarget(name: "json", corpus: "json") { data in
        if case .mismatch(let detail) = JSONFuzzing.exercise([UInt8](data)) {
            violated("JSON paths disagree: \(detail)")
        }
    }
}
