import TransitKitCore

extension CTABusTrackerClient: PredictionSource {
    /// Predictions for any number of stops: 10 stops per call, calls run concurrently, rows
    /// merged and sorted by time (never by server order). A stop CTA has nothing for ("No
    /// service scheduled", "No arrival times") comes back as a note. `routes` is sent as `rt`
    /// when it fits one call (≤ 10) and is always applied to the merged rows as well.
    public func predictions(at stops: [Stop.ID], routes: [Route.ID]?) async throws(TransitError) -> PredictionBoard {
        var extra: [(String, String)] = []
        if let routes, !routes.isEmpty, routes.count <= CTARequestBuilder.maxIDsPerCall {
            extra.append(("rt", routes.map(\.rawValue).joined(separator: ",")))
        }
        if let top = configuration.predictionLimit { extra.append(("top", String(top))) }
        let answers = try await fetchBatched(.getpredictions, ids: stops.map(\.rawValue), name: "stpid", extra: extra)
        return try board(answers, routes: routes)
    }

    /// Predictions for vehicles (where each bus is going next), batched by 10 vehicle ids.
    public func predictions(forVehicles vehicles: [VehiclePosition.ID]) async throws(TransitError) -> PredictionBoard {
        var extra: [(String, String)] = []
        if let top = configuration.predictionLimit { extra.append(("top", String(top))) }
        let answers = try await fetchBatched(.getpredictions, ids: vehicles.map(\.rawValue), name: "vid", extra: extra)
        return try board(answers, routes: nil)
    }

    func board(_ answers: [CTARawAnswer], routes: [Route.ID]?) throws(TransitError) -> PredictionBoard {
        var predictions: [Prediction] = []
        var notes: [ProviderNote] = []
        for answer in answers {
            let result = try CTAResponses.predictions(answer)
            predictions += result.value
            notes += result.notes
        }
        if let routes, !routes.isEmpty {
            let wanted = Set(routes)
            predictions.removeAll { !wanted.contains($0.route) }
        }
        return PredictionBoard(predictions: predictions, notes: notes)
    }
}
