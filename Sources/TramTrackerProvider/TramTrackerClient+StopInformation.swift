import TransitKitCore

extension TramTrackerClient {
    /// GetStopInformation for one tramTRACKER stop id. `.notFound` when the answer is empty.
    public func stopInformation(_ stop: Stop.ID) async throws(TransitError) -> TramStopInformation {
        let id = try TramTrackerCall.pathID(stop.rawValue, field: "stop", operation: "GetStopInformation")
        let reply = try await perform(.stopInformation(stop: id), as: TramTrackerWireStopInformation.self)
        return try TramTrackerMapper.information(reply, id: Stop.ID(id), timeZone: Self.melbourne)
    }
}
