/// Upcoming arrivals at stops.
public protocol PredictionSource: TransitProvider {
    /// Predictions for any number of stops — the provider batches as its API requires — sorted
    /// by time. `routes` narrows to those routes; nil means all. Per-stop "no service" answers
    /// come back as ``PredictionBoard/notes``, not as errors.
    func predictions(at stops: [Stop.ID], routes: [Route.ID]?) async throws -> PredictionBoard
}
