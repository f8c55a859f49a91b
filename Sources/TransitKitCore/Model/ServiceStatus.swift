/// The colour a rider sees for a route: green, yellow or red — or unknown when the answer that
/// would decide it failed or never came.
///
/// Derived from alerts, never stored apart from them: any alert whose effect
/// ``ServiceAlert/Effect/isDisruptive`` (no service, reduced service, significant delays) makes
/// the route `disrupted`; any other alert makes it `altered`, except `.information` notices,
/// which change nothing; none means `normal`. No alerts because they could not be fetched is
/// not "none": that is `unknown`, never `normal` (Docs/Behaviour.md).
public enum ServiceStatus: Int, Hashable, Sendable, Codable, Comparable, CaseIterable,
    CustomStringConvertible
{
    /// Green: no advisories.
    case normal = 0
    /// Yellow: detours, altered or other advisories.
    case altered = 1
    /// Red: delays or no service.
    case disrupted = 2
    /// Not known: the alerts could not be fetched, or the provider has none.
    case unknown = 3

    /// The worst status any of `alerts` implies. Alerts in hand always give a known status.
    public init(alerts: some Sequence<ServiceAlert>) {
        var status = ServiceStatus.normal
        for alert in alerts where !alert.effect.isInformational {
            status = max(status, alert.effect.isDisruptive ? .disrupted : .altered)
        }
        self = status
    }

    /// False only for ``unknown``.
    public var isKnown: Bool { self != .unknown }

    /// Orders normal < altered < unknown < disrupted, so `max` of several statuses is the worst
    /// one a rider must assume: red when any is red (a line that could not be asked cannot make
    /// a known disruption better), else unknown when any is unknown (it might be red), so a
    /// partial answer never reads as normal.
    public static func < (a: ServiceStatus, b: ServiceStatus) -> Bool { a.rank < b.rank }

    private var rank: Int {
        switch self {
        case .normal: return 0
        case .altered: return 1
        case .unknown: return 2
        case .disrupted: return 3
        }
    }

    /// What a rider reads: "green", "yellow", "red" or "unknown" (the README's words; the case
    /// names are for code).
    public var description: String {
        switch self {
        case .normal: return "green"
        case .altered: return "yellow"
        case .disrupted: return "red"
        case .unknown: return "unknown"
        }
    }
}

/// A route's status with the alerts that produced it.
public struct RouteStatus: Hashable, Sendable, Codable {
    /// The route the status is for.
    public var route: Route.ID
    /// The route's colour: the worst effect among `alerts`, or ``ServiceStatus/unknown`` when
    /// the alerts could not be fetched.
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

    /// A route whose alerts could not be fetched (or whose provider has none): no alerts, and
    /// the status ``ServiceStatus/unknown`` rather than a green that nobody checked.
    public static func unknown(_ route: Route.ID) -> RouteStatus {
        var status = RouteStatus(route: route, alerts: [])
        status.status = .unknown
        return status
    }
}

extension RouteStatus: CustomStringConvertible {
    /// What a person reads: "74: yellow (3 alerts: Bus Stop Elimination; …)", not the
    /// synthesized `RouteStatus(route: …, alerts: [TransitKitCore.ServiceAlert(…)])`.
    public var description: String {
        let count = alerts.count == 1 ? "1 alert" : "\(alerts.count) alerts"
        let titles = alerts.prefix(3).map { $0.title.split(whereSeparator: \.isNewline).first.map(String.init) ?? "" }
        let more = alerts.count > 3 ? "; …" : ""
        return "\(route): \(status) (\(count)\(titles.isEmpty ? "" : ": " + titles.joined(separator: "; ") + more))"
    }
}
