import TransitKitCore

extension CTABusTrackerClient {
    /// The detours CTA publishes (v3 `getdetours`), cancelled and expired ones included as CTA
    /// lists them; `detailed` asks `getenhanceddetours` instead, which adds each replaced
    /// pattern and the stops served only on the detour (`Detour.reroutes`).
    ///
    /// One route is asked for by `rt`; none or several are one call for the whole network,
    /// kept to those routes here (any case) — cheaper than a call per route.
    ///
    /// ```swift
    /// let active = try await cta.detours(for: ["53"]).filter { $0.isInEffect(at: .now) }
    /// ```
    public func detours(for routes: [Route.ID] = [], detailed: Bool = false) async throws(TransitError) -> [Detour] {
        let call: CTACall = detailed ? .getenhanceddetours : .getdetours
        try requireV3(call.rawValue)
        let routes = CTAEndpoint.routeIDs(routes)
        let query = routes.count == 1 ? [("rt", routes[0].rawValue)] : []
        let detours = try CTAMapper.detours(try await fetch(call, query))
        guard !routes.isEmpty else { return detours }
        let wanted = Set(routes.map { $0.rawValue.uppercased() })
        return detours.filter { $0.routes.contains { wanted.contains($0.rawValue.uppercased()) } }
    }

    /// ``alerts(for:)`` with the routes' detours in effect now as alerts of effect `.detour`
    /// (`Detour.alert`, `ServiceAlert.detour` set), for v3, where CTA publishes detours as
    /// data and may answer `getservicebulletins` with "Unsupported function": that answer
    /// counts as no bulletins here, so the detours still reach the rider. Any other failure of
    /// either call throws.
    public func alerts(for routes: [Route.ID], includingDetours: Bool) async throws(TransitError) -> [ServiceAlert] {
        guard includingDetours, configuration.version == .v3 else { return try await alerts(for: routes) }
        var bulletins: [ServiceAlert]
        do {
            bulletins = try await alerts(for: routes)
        } catch  where error.kind == .unsupported {
            bulletins = []
        }
        let now = configuration.now.date()
        let detours = try await detours(for: routes).filter { $0.isInEffect(at: now) }
        bulletins += detours.map(\.alert)
        return bulletins.sorted(by: ServiceAlert.byPriority)
    }
}
