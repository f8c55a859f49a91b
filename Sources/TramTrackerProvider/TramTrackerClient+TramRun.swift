import TransitKitCore

extension TramTrackerClient {
    /// GetNextPredictedArrivalTimeAtStopsForTramNo: tram `tram` (fleet number) as tramTRACKER
    /// describes it — its ``TramRun/trip`` plus whether it is at a layover and in public
    /// service. `.notFound` when the tram is not on the network. For a rider's view use
    /// ``trip(of:)``, which also treats a tram out of public service as not found.
    ///
    /// A call's `stopName` is filled from the stop index when it is already built (no request
    /// is made for names).
    public func tramRun(_ tram: VehiclePosition.ID) async throws(TransitError) -> TramRun {
        let tramNo = try TramTrackerCall.pathID(
            tram.rawValue, field: "tram",
            operation: "GetNextPredictedArrivalTimeAtStopsForTramNo", digitsOnly: true)
        let reply = try await perform(.tramRun(tram: tramNo), as: TramTrackerWireTramRun.self)
        let known = stopIndex.current
        return try TramTrackerMapper.tramRun(
            reply, tramNo: tramNo, timeZone: Self.melbourne,
            stopName: { known?.stop($0)?.name })
    }
}
