import Foundation
import TransitKitCore

extension MTABusTimeClient {
    /// `body` for every item, at most ``Configuration/maxConcurrentRequests`` at a time, with
    /// results in the order of `items` (so output never depends on which answer came first).
    func each<Item: Sendable, Value: Sendable>(
        _ items: [Item], _ body: @escaping @Sendable (Item) async -> Result<Value, TransitError>
    ) async -> [Result<Value, TransitError>] {
        let width = max(1, configuration.maxConcurrentRequests)
        guard items.count > 1, width > 1 else {
            var results: [Result<Value, TransitError>] = []
            for item in items { results.append(await body(item)) }
            return results
        }
        return await withTaskGroup(of: (Int, Result<Value, TransitError>).self) { group in
            var results = [Result<Value, TransitError>?](repeating: nil, count: items.count)
            var next = 0
            while next < min(width, items.count) {
                let index = next
                group.addTask { (index, await body(items[index])) }
                next += 1
            }
            while let (index, result) = await group.next() {
                results[index] = result
                if next < items.count {
                    let index = next
                    group.addTask { (index, await body(items[index])) }
                    next += 1
                }
            }
            return results.map { $0 ?? .failure(TransitError(.cancelled, provider: "mta", detail: "request not made")) }
        }
    }
}

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
