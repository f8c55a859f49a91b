import TransitKitCore

/// Runs `transform` over `items` with at most `limit` in flight, returning results in input
/// order. The first failure cancels the rest and is rethrown as the `TransitError` it was.
func concurrentMap<Item: Sendable, Result: Sendable>(
    _ items: [Item], limit: Int, _ transform: @escaping @Sendable (Item) async throws(TransitError) -> Result
) async throws(TransitError) -> [Result] {
    if items.count <= 1 {
        var results: [Result] = []
        for item in items { results.append(try await transform(item)) }
        return results
    }
    do {
        return try await withThrowingTaskGroup(of: (Int, Result).self) { group in
            var results = [Result?](repeating: nil, count: items.count)
            var next = 0
            func start() {
                let index = next
                let item = items[index]
                group.addTask { (index, try await transform(item)) }
                next += 1
            }
            while next < min(max(1, limit), items.count) { start() }
            while let (index, result) = try await group.next() {
                results[index] = result
                if next < items.count { start() }
            }
            return results.compactMap { $0 }
        }
    } catch let error as TransitError {
        throw error
    } catch is CancellationError {
        throw TransitError(.cancelled, provider: CTABusTrackerClient.providerID)
    } catch {
        throw TransitError(.transport, provider: CTABusTrackerClient.providerID, detail: String(describing: error))
    }
}
