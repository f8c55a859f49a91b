import Foundation

@testable import TransitKitCore

extension FuzzTarget {
    /// Any bytes through `JSONWriterFuzzing.exercise`: the core's JSON writer must write what
    /// `JSONEncoder` writes (compact and pretty) for the document the bytes hold and for the
    /// texts and doubles cut from them, refuse NaN and infinities with a typed error, and its
    /// output must read back to the same value.
    static let jsonWriter = FuzzTarget(name: "json-writer", corpus: "json") { data in
        if let problem = JSONWriterFuzzing.exercise([UInt8](data)) { violated("JSON writer: \(problem)") }
    }
}
