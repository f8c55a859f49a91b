import TransitKitCore

extension TramTrackerClient {
    /// GetMainRoutesForStop: the main routes serving one tramTRACKER stop, in route order
    /// (variants such as `3a` are not listed by the API).
    ///
    /// ```swift
    /// let routes = try await tram.mainRoutes(at: "2406")   // ["64", "78"]
    /// ```
    public func mainRoutes(at stop: Stop.ID) async throws(TransitError) -> [Route.ID] {
        let id = try TramTrackerCall.pathID(stop.rawValue, field: "stop", operation: "GetMainRoutesForStop")
        return TramTrackerMapper.mainRoutes(try await perform(.mainRoutesForStop(stop: id)))
    }
}
