/// Upcoming arrivals at stops.
public protocol PredictionSource: TransitProvider {
    /// Predictions for any number of stops — the provider batches as its API requires — sorted
    /// by time. `routes` narrows to those routes; nil means all. Per-stop "no service" answers
    /// come back as ``PredictionBoard/notes``, not as errors.
    func predictions(at stops: [Stop.ID], routes: [Route.ID]?) async throws(TransitError) -> PredictionBoard

    /// Predictions with `window` sent to the API where it takes a time range; the default
    /// asks without it. Callers use ``predictions(at:routes:within:)``, which keeps only the
    /// rows inside the window whatever the API did.
    func predictions(
        at stops: [Stop.ID], routes: [Route.ID]?, askingFor window: TimeWindow
    ) async throws(TransitError)
        -> PredictionBoard
}

extension PredictionSource {
    /// The API has no time range to send: ask without it; the core narrows the answer.
    public func predictions(
        at stops: [Stop.ID], routes: [Route.ID]?, askingFor window: TimeWindow
    ) async throws(TransitError) -> PredictionBoard {
        try await predictions(at: stops, routes: routes)
    }

    /// The predictions at `stops` that arrive inside `window` (``TimeWindow``: both ends kept,
    /// a row without a time left out of a bounded window). A window that ends before it starts
    /// is `.invalidArgument` before any request.
    ///
    /// ```swift
    /// let soon = try await cta.predictions(at: ["1836"], within: .next(.seconds(1_200), from: Date()))
    /// ```
    public func predictions(
        at stops: [Stop.ID], routes: [Route.ID]? = nil, within window: TimeWindow
    ) async throws(TransitError) -> PredictionBoard {
        try window.validate(provider: descriptor.id, operation: "predictions")
        return try await predictions(at: stops, routes: routes, askingFor: window).within(window)
    }
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
