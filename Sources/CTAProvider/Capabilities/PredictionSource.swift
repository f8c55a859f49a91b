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
        extra += try topQuery()
        let answers = try await fetchBatched(.getpredictions, ids: stops.map(\.rawValue), name: "stpid", extra: extra)
        return try board(answers, routes: routes)
    }

    /// Predictions for vehicles (where each bus is going next), batched by 10 vehicle ids.
    public func predictions(forVehicles vehicles: [VehiclePosition.ID]) async throws(TransitError) -> PredictionBoard {
        let answers = try await fetchBatched(.getpredictions, ids: vehicles.map(\.rawValue), name: "vid", extra: try topQuery())
        return try board(answers, routes: nil)
    }

    /// `top` from ``Configuration/predictionLimit``. CTA answers a limit below 1 with a
    /// whole-call "Invalid top parameter provided", so it is refused before any request.
    func topQuery() throws(TransitError) -> [(String, String)] {
        guard let top = configuration.predictionLimit else { return [] }
        guard top >= 1 else {
            throw TransitError(.invalidArgument, provider: Self.providerID, operation: CTACall.getpredictions.rawValue,
                               detail: "predictionLimit must be at least 1, not \(top)")
        }
        return [("top", String(top))]
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
