import Foundation
import TransitKitCore

extension Array where Element: Hashable {
    /// Each element once, first occurrence order: a line or stop asked twice is fetched once.
    var uniqued: [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

extension Result where Failure == TransitError {
    /// Wraps a typed-throwing async call.
    static func of(_ body: () async throws(TransitError) -> Success) async -> Result {
        do { return .success(try await body()) } catch { return .failure(error) }
    }
}
