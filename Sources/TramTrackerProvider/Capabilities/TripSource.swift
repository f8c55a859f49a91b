import TransitKitCore

extension TramTrackerClient: TripSource {
    /// Where tram `vehicle` (fleet number, "3001") goes next: its remaining stops in travel
    /// order with predicted times, its route and headboard, direction, the notices it carries
    /// and the server's clock — one GetNextPredictedArrivalTimeAtStopsForTramNo request.
    ///
    /// A blank or non-numeric id is `.invalidArgument` before any request. `.notFound` when the
    /// tram is not on the network, and when tramTRACKER says it is not in public service
    /// (`Available: false`: riders cannot board it; ``tramRun(_:)`` still returns its run).
    ///
    /// ```swift
    /// let trip = try await client.trip(of: "3001")
    /// for call in trip.calls { print(call.stopName ?? call.stopID.rawValue, call.countdown(now: Date())?.text ?? "") }
    /// ```
    public func trip(of vehicle: VehiclePosition.ID) async throws(TransitError) -> VehicleTrip {
        let run = try await tramRun(vehicle)
        guard run.isAvailable != false else {
            throw TransitError(
                .notFound, provider: Self.providerID, operation: "GetNextPredictedArrivalTimeAtStopsForTramNo",
                detail: "tram \(run.trip.vehicle) is not in public service (Available: false)")
        }
        return run.trip
    }
}
