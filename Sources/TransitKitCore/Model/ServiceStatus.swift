/// The colour a rider sees for a route: green, yellow or red.
///
/// Derived from alerts, never stored apart from them: any alert whose effect
/// ``ServiceAlert/Effect/isDisruptive`` (no service, reduced service, significant delays) makes
/// the route `disrupted`; any other alert makes it `altered`, except `.information` notices,
/// which change nothing; none means `normal`.
public enum ServiceStatus: Int, Hashable, Sendable, Codable, Comparable, CaseIterable,
    CustomStringConvertible
{
    /// Green: no advisories.
    case normal = 0
    /// Yellow: detours, altered or other advisories.
    case altered = 1
    /// Red: delays or no service.
    case disrupted = 2

    /// The worst status any of `alerts` implies.
    public init(alerts: some Sequence<ServiceAlert>) {
        var status = ServiceStatus.normal
        for alert in alerts where !alert.effect.isInformational {
            status = max(status, alert.effect.isDisruptive ? .disrupted : .altered)
        }
        self = status
    }

    /// Orders from normal to disrupted, so `max` of several statuses is the worst one.
    public static func < (a: ServiceStatus, b: ServiceStatus) -> Bool { a.rawValue < b.rawValue }

    /// "normal", "altered", "disrupted".
    public var description: String {
        switch self {
        case .normal: return "normal"
        case .altered: return "altered"
        case .disrupted: return "disrupted"
        }
    }
}

/// A route's status with the alerts that produced it.
public struct RouteStatus: Hashable, Sendable, Codable {
    /// The route the status is for.
    public var route: Route.ID
    /// The route's colour: the worst effect among `alerts`.
    public var status: ServiceStatus
    /// The alerts affecting `route`, in ``ServiceAlert/byPriority(_:_:)`` order.
    public var alerts: [ServiceAlert]

    /// Picks the alerts that affect `route` — naming it (short or qualified id, any case) or
    /// the whole network — and derives the status from them.
    public init(route: Route.ID, alerts: [ServiceAlert]) {
        self.route = route
        self.alerts = alerts.filter { $0.affects(route) }.sorted(by: ServiceAlert.byPriority)
        self.status = ServiceStatus(alerts: self.alerts)
    }
}
