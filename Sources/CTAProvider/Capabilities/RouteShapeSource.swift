import TransitKitCore

extension CTABusTrackerClient: RouteShapeSource {
    /// The route's patterns (`getpatterns?rt=`, any case): one branch per pattern, short-turns
    /// included, each with its stops in travel order and its path.
    public func shape(of route: Route.ID) async throws(TransitError) -> RouteShape {
        let asked = try Self.oneRoute(route, operation: .getpatterns)
        let answer = try await fetch(.getpatterns, [("rt", asked.rawValue)])
        return CTAMapper.shape(route: asked, patterns: CTAMapper.patterns(answer), zone: answer.zone)
    }

    /// Patterns by id (what `VehiclePosition` rows run), each asked once, 10 per call, as one
    /// shape. An empty list is `.invalidArgument` before any request; a failing call fails the
    /// whole answer.
    public func shape(ofPatterns ids: [Int], route: Route.ID) async throws(TransitError) -> RouteShape {
        let ids = try ids.map { Identifier<CTAWirePattern>(String($0)) }
            .requiredIDs(field: "patterns", provider: providerID, operation: CTACall.getpatterns.rawValue)
        let answers = try await fetchAll(.getpatterns, "pid", ids)
        return CTAMapper.shape(
            route: route, patterns: answers.flatMap { CTAMapper.patterns($0) }, zone: configuration.profile.timeZone)
    }
}
