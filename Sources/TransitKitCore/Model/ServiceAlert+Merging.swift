extension ServiceAlert {
    /// An alert no route or stop is named in: it concerns the whole network, so it belongs
    /// to every route's answer and status.
    public var isNetworkWide: Bool { affectedRoutes.isEmpty && affectedStops.isEmpty }

    /// Whether the alert names `route` (by ``RouteFilter/same(_:_:)``) or concerns the whole
    /// network.
    public func affects(_ route: Route.ID) -> Bool {
        isNetworkWide || affectedRoutes.contains { RouteFilter.same($0, route) }
    }
}

extension Array where Element == ServiceAlert {
    /// One alert per id — the same alert arrives from several batches, stops or lines — with
    /// the routes and stops of every copy joined (first occurrence order) and the first copy's
    /// text kept; then in ``ServiceAlert/byPriority(_:_:)`` order. Docs/Behaviour.md, rule 7.
    public func merged() -> [ServiceAlert] {
        var byID: [ServiceAlert.ID: ServiceAlert] = [:]
        var order: [ServiceAlert.ID] = []
        for alert in self {
            guard var existing = byID[alert.id] else {
                byID[alert.id] = alert
                order.append(alert.id)
                continue
            }
            for route in alert.affectedRoutes where !existing.affectedRoutes.contains(route) {
                existing.affectedRoutes.append(route)
            }
            for stop in alert.affectedStops where !existing.affectedStops.contains(stop) {
                existing.affectedStops.append(stop)
            }
            byID[alert.id] = existing
        }
        return order.compactMap { byID[$0] }.sorted(by: ServiceAlert.byPriority)
    }

    /// The answer to `alerts(for: routes)`: only alerts that name one of `routes` or concern
    /// the whole network, merged. A provider whose API returns more (CTA bulletins of other
    /// routes sharing a stop) never lets them colour the routes asked for.
    public func scoped(to routes: [Route.ID]) -> [ServiceAlert] {
        let filter = RouteFilter(routes)
        return merged().filter { alert in alert.isNetworkWide || alert.affectedRoutes.contains(where: filter.matches) }
    }
}
