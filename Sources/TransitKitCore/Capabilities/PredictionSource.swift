/// Upcoming arrivals at stops.
public protocol PredictionSource: TransitProvider {
    /// Predictions for any number of stops — the provider batches as its API requires — sorted
    /// by time. `routes` narrows to those routes; nil means all. Per-stop "no service" answers
    /// come back as ``PredictionBoard/notes``, not as errors.
    func predictions(at stops: [Stop.ID], routes: [Route.ID]?) async throws(TransitError) -> PredictionBoard
}

extension PredictionSource {
    /// A fresh board now and then every `interval` (30 s by default: CTA and MTA refresh their
    /// estimates about that often) on the provider's ``TransitProvider/clock``; stops when the
    /// consumer stops. Recompute countdowns from an injected now between refreshes.
    ///
    /// ```swift
    /// for try await board in cta.livePredictions(at: ["1836"]) { show(board) }
    /// ```
    public func livePredictions(
        at stops: [Stop.ID], routes: [Route.ID]? = nil, every interval: Duration = .seconds(30)
    )
        -> Polling<PredictionBoard, AnyClock>
    {
        Polling(every: interval, clock: clock) { try await self.predictions(at: stops, routes: routes) }
    }
}
