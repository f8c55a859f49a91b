import TransitKitCore

extension TramTrackerClient {
    /// GetStopInformation for one tramTRACKER stop id. `.notFound` when the answer is empty.
    public func stopInformation(_ stop: Stop.ID) async throws(TransitError) -> TramStopInformation {
        let id = try TramTrackerArguments.pathID(stop.rawValue, field: "stop", operation: TramTrackerMethod.stopInformation.rawValue)
        let reply = try await perform(.stopInformation(stop: id, configuration))
        return try TramTrackerMapper.information(reply, id: Stop.ID(id), timeZone: Self.melbourne)
    }
}
