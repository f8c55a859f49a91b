/// Service alerts, and the route status derived from them.
public protocol AlertSource: TransitProvider {
    /// Alerts that affect any of `routes`, high severity first.
    func alerts(for routes: [Route.ID]) async throws(TransitError) -> [ServiceAlert]
}

extension AlertSource {
    /// One ``RouteStatus`` per route, in the order asked, from a single `alerts(for:)` call.
    public func status(of routes: [Route.ID]) async throws(TransitError) -> [RouteStatus] {
        let alerts = try await alerts(for: routes)
        return routes.map { RouteStatus(route: $0, alerts: alerts) }
    }
}
