extension Array where Element: Sendable {
    /// `transform` over every element with at most `limit` running at once, results in input
    /// order. The first failure cancels the rest and is rethrown; anything thrown that is not a
    /// `TransitError` becomes one (`.cancelled` or `.transport`) attributed to `provider`.
    ///
    /// Providers batch with it: 100 CTA stops are 10 calls of 10, four at a time.
    ///
    /// ```swift
    /// let boards = try await batches.concurrentMap(limit: 4, provider: "cta") { batch in
    ///     try await fetch(batch)
    /// }
    /// ```
    public func concurrentMap<Result: Sendable>(
        limit: Int, provider: ProviderID? = nil,
        _ transform: @escaping @Sendable (Element) async throws(TransitError) -> Result
    ) async throws(TransitError) -> [Result] {
        if count <= 1 {
            var results: [Result] = []
            for element in self { results.append(try await transform(element)) }
            return results
        }
        do {
            return try await withThrowingTaskGroup(of: (Int, Result).self) { group in
                var results = [Result?](repeating: nil, count: count)
                var next = 0
                func start() {
                    let index = next
                    let element = self[index]
                    group.addTask { (index, try await transform(element)) }
                    next += 1
                }
                while next < Swift.min(Swift.max(1, limit), count) { start() }
                while let (index, result) = try await group.next() {
                    results[index] = result
                    if next < count { start() }
                }
                return results.compactMap { $0 }
            }
        } catch let error as TransitError {
            throw error
        } catch is CancellationError {
            throw TransitError(.cancelled, provider: provider)
        } catch {
            throw TransitError(.transport, provider: provider, detail: String(describing: error))
        }
    }
}
