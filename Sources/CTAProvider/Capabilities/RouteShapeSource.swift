import TransitKitCore

extension CTABusTrackerClient: RouteShapeSource {
    /// The route's patterns (`getpatterns?rt=`): one branch per pattern, short-turns included,
    /// each with its stops in travel order and its path.
    public func shape(of route: Route.ID) async throws(TransitError) -> RouteShape {
        CTAResponses.shape(try await fetch(.getpatterns, [("rt", route.rawValue)]), route: route).value
    }

    /// Patterns by id (what ``VehiclePosition`` rows run), 10 per call, as one shape.
    public func shape(ofPatterns ids: [Int], route: Route.ID) async throws(TransitError) -> RouteShape {
        let answers = try await fetchBatched(.getpatterns, ids: ids.map(String.init), name: "pid")
        return CTAMapper.shape(route: route, patterns: answers.flatMap { CTAResponses.patterns($0).value })
    }
}
