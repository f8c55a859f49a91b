import TransitKitCore

extension TramTrackerClient {
    /// GetNextPredictedArrivalTimeAtStopsForTramNo: the next stops of tram `tram` (fleet
    /// number). `.notFound` when the tram is not on the network.
    public func tramRun(_ tram: VehiclePosition.ID) async throws(TransitError) -> TramRun {
        let tramNo = try TramTrackerArguments.pathID(tram.rawValue, field: "tram",
                                                     operation: TramTrackerMethod.tramRun.rawValue, digitsOnly: true)
        let reply = try await perform(.tramRun(tramNo: tramNo, configuration))
        return try TramTrackerMapper.tramRun(reply, tramNo: tramNo, timeZone: Self.melbourne)
    }
}
