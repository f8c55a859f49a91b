import TransitKitCore

extension CTABusTrackerClient: AlertSource {
    /// Service bulletins for routes (10 per call, concurrently), de-duplicated by name and
    /// sorted high priority first. See Docs/CTA.md for how priority and effect are chosen.
    public func alerts(for routes: [Route.ID]) async throws(TransitError) -> [ServiceAlert] {
        let answers = try await fetchBatched(.getservicebulletins, ids: routes.map(\.rawValue), name: "rt")
        var merged: [ServiceAlert] = []
        for answer in answers {
            let requested = (answer.request.queryValue("rt") ?? "").split(separator: ",").map { Route.ID(String($0)) }
            merged += try CTAResponses.alerts(answer, requestedRoutes: requested).value
        }
        return Self.deduplicated(merged)
    }

    /// Bulletins for one route, optionally narrowed to a direction and then a stop.
    public func alerts(route: Route.ID, direction: Direction.ID? = nil, stop: Stop.ID? = nil) async throws(TransitError)
        -> [ServiceAlert]
    {
        if stop != nil, direction == nil {
            throw TransitError(.invalidArgument, provider: Self.providerID, operation: CTACall.getservicebulletins.rawValue,
                               detail: "a stop needs a direction too (rt + rtdir + stpid)")
        }
        var query = [("rt", route.rawValue)]
        if let direction { query.append(("rtdir", direction.rawValue)) }
        if let stop { query.append(("stpid", stop.rawValue)) }
        let answer = try await fetch(.getservicebulletins, query)
        return Self.deduplicated(try CTAResponses.alerts(answer, requestedRoutes: [route]).value)
    }

    /// Bulletins for stops, 10 per call.
    public func alerts(atStops stops: [Stop.ID]) async throws(TransitError) -> [ServiceAlert] {
        let answers = try await fetchBatched(.getservicebulletins, ids: stops.map(\.rawValue), name: "stpid")
        var merged: [ServiceAlert] = []
        for answer in answers { merged += try CTAResponses.alerts(answer, requestedRoutes: []).value }
        return Self.deduplicated(merged)
    }

    /// One alert per bulletin name (the same bulletin comes back for several batches), with
    /// the affected routes and stops of every copy, in ``ServiceAlert/byPriority(_:_:)`` order.
    static func deduplicated(_ alerts: [ServiceAlert]) -> [ServiceAlert] {
        var byID: [ServiceAlert.ID: ServiceAlert] = [:]
        var order: [ServiceAlert.ID] = []
        for alert in alerts {
            guard var existing = byID[alert.id] else {
                byID[alert.id] = alert
                order.append(alert.id)
                continue
            }
            for route in alert.affectedRoutes where !existing.affectedRoutes.contains(route) { existing.affectedRoutes.append(route) }
            for stop in alert.affectedStops where !existing.affectedStops.contains(stop) { existing.affectedStops.append(stop) }
            byID[alert.id] = existing
        }
        return order.compactMap { byID[$0] }.sorted(by: ServiceAlert.byPriority)
    }
}
