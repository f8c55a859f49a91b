/// Origin → destination trips on a day, arriving over time.
public protocol DepartureSearch: TransitProvider {
    /// Snapshots as the search fills in; the last one is ``DepartureSnapshot/isFinal``. Ends
    /// when the consumer stops iterating; no request is made after that.
    func departures(_ query: DepartureQuery) -> AsyncThrowingStream<DepartureSnapshot, any Error>
}

extension DepartureSearch {
    /// Waits for the final snapshot (complete, or stopped with what arrived).
    public func searchDepartures(_ query: DepartureQuery) async throws -> DepartureSnapshot {
        var last: DepartureSnapshot?
        for try await snapshot in departures(query) { last = snapshot }
        guard let last else {
            throw TransitError(
                .cancelled, provider: descriptor.id, operation: "departures",
                detail: "the search ended before its first answer")
        }
        return last
    }
}
