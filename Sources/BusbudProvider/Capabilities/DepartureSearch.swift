import TransitKitCore

extension BusbudClient: DepartureSearch {
    /// Snapshots of the search: one after the first response and one after each poll, the
    /// last one `DepartureSnapshot/isFinal`. Invalid queries fail before any request. No
    /// request is made after the consumer stops iterating.
    public func departures(_ query: DepartureQuery) -> AsyncThrowingStream<DepartureSnapshot, any Error> {
        let updates = search(query)
        return Self.stream { yield in
            for try await update in updates {
                guard yield(update.snapshot) else { return }
            }
        }
    }

    /// ``departures(_:)`` with what only Busbud says: city names, the raw departure count and,
    /// when the search stopped early, the error that stopped it.
    public func search(_ query: DepartureQuery) -> AsyncThrowingStream<BusbudSearchUpdate, any Error> {
        Self.stream { yield in
            let run = try SearchRun(client: self, query: ValidatedQuery(query))
            try await run.run(yield)
        }
    }

    /// A stream fed by `produce` on a task of its own, cancelled when the consumer stops.
    /// A consumer whose task is already cancelled gets `.cancelled` and no request is made:
    /// the producing task does not inherit the cancellation, so it must not even start.
    private static func stream<Element: Sendable>(
        _ produce: @escaping @Sendable (_ yield: @escaping @Sendable (Element) -> Bool) async throws -> Void
    ) -> AsyncThrowingStream<Element, any Error> {
        AsyncThrowingStream { continuation in
            guard !Task.isCancelled else {
                continuation.finish(
                    throwing: TransitError(
                        .cancelled, provider: providerID, operation: BusbudEndpoint.initOperation,
                        detail: "task was cancelled before the search started"))
                return
            }
            let task = Task {
                do {
                    try await produce { element in
                        if case .terminated = continuation.yield(element) { return false }
                        return true
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: error)
                }
            }
            continuation.onTermination = { _ in task.cancel() }
        }
    }
}
