import TransitKitCore

extension CTABusTrackerClient: PredictionSource {
    /// Predictions for any number of stops: trimmed, each asked once, 10 per call, calls run
    /// concurrently, rows merged and sorted by time (never by server order).
    ///
    /// - An empty list is `.invalidArgument`, before any request.
    /// - A stop CTA has nothing for ("No service scheduled", "No arrival times") is a note; a
    ///   stop CTA does not know ("Invalid parameter provided") is a `.notFound` note, and
    ///   `.notFound` when it is the only stop; the stops of a call that failed are `.failed`
    ///   notes. The call throws only when every call failed.
    /// - `routes` matches any case (`x9` is `X9`); nil or empty means every route. It is sent
    ///   as `rt` when it fits one call (≤ 10 routes) and always applied to the merged rows.
    public func predictions(at stops: [Stop.ID], routes: [Route.ID]?) async throws(TransitError) -> PredictionBoard {
        let operation = CTACall.getpredictions.rawValue
        let stops = try stops.requiredIDs(field: "stops", provider: providerID, operation: operation)
        let filter = RouteFilter(routes)
        var extra: [(String, String)] = []
        if !filter.isEmpty, filter.routes.count <= Self.maxIDsPerCall {
            extra.append(("rt", CTAEndpoint.routeParameter(filter.routes)))
        }
        extra += try topQuery()
        return try await board("stpid", stops, subject: { .stop($0) }, extra: extra, filter: filter)
    }

    /// Predictions for vehicles (where each bus is going next), by the same rules as
    /// ``predictions(at:routes:)``: 10 vehicle ids per call, a failed call a `.failed` note per
    /// vehicle in it, an empty list `.invalidArgument` before any request.
    public func predictions(forVehicles vehicles: [VehiclePosition.ID]) async throws(TransitError) -> PredictionBoard {
        let operation = CTACall.getpredictions.rawValue
        let vehicles = try vehicles.requiredIDs(field: "vehicles", provider: providerID, operation: operation)
        return try await board("vid", vehicles, subject: { .vehicle($0) }, extra: try topQuery(), filter: RouteFilter(nil))
    }

    /// `top` from ``Configuration/predictionLimit``. CTA answers a limit below 1 with a
    /// whole-call "Invalid top parameter provided", so it is refused before any request.
    func topQuery() throws(TransitError) -> [(String, String)] {
        guard let top = configuration.predictionLimit else { return [] }
        guard top >= 1 else {
            throw TransitError(
                .invalidArgument, provider: providerID, operation: CTACall.getpredictions.rawValue,
                detail: "predictionLimit must be at least 1, not \(top)")
        }
        return [("top", String(top))]
    }
}
