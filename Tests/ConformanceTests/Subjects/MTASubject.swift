import Foundation
import MTAProvider
import TransitKitCore
import TransitKitTesting

/// MTA Bus Time in the conformance suite, over its recordings (Fixtures/mta):
///
/// - predictions: stop MTA_308215 (stop-monitoring-7.json: seven B63 visits) and MTA_401844
///   (stop-monitoring-6.json: a QM2, so the B63 filter leaves it a `.noData` note); MTA_12345 is
///   the recorded "No such stop" answer (stop-monitoring-4.json); MTA_999999 is the stop the
///   rules make fail. The route is `MTA NYCT_B63`, also written `B63`, `b63`, `mta nyct_b63`.
/// - vehicles: `MTA NYCT_B63` on the whole-city snapshot vehicle-monitoring-4.json (6 buses),
///   also written `B63` and `b63` — looked up in routes-for-agency-1.json (MTA NYCT, recorded)
///   and routes-for-agency-3.json (MTABC, hand-made from the snapshot's MTABC lines).
/// - alerts: `M103` (short) and `MTA NYCT_BX12+` (qualified), from the situations of the same
///   snapshot (24, most for other lines — the scoping rule must leave those out).
enum MTASubject {
    static let stops: [Stop.ID] = ["MTA_308215", "MTA_401844"]
    static let failingStop: Stop.ID = "MTA_999999"
    static let unknownStop: Stop.ID = "MTA_12345"

    static let subject = ConformanceSubject(
        id: MTABusTimeClient.providerID, zoneIdentifier: "America/New_York", credential: .required,
        capabilities: [.routeCatalog, .routeShapes, .predictions, .vehicles, .alerts],
        makeClient: { transport, key in client(transport, key) },
        record: { mock in
            mock.on(.query("MonitoringRef", "MTA_308215"), .fixture("mta", "stop-monitoring-7.json"))
            mock.on(.query("MonitoringRef", "MTA_401844"), .fixture("mta", "stop-monitoring-6.json"))
            mock.on(.query("MonitoringRef", unknownStop.rawValue), .fixture("mta", "stop-monitoring-4.json"))
            mock.on(.path("/api/where/routes-for-agency/MTA NYCT.json"), .fixture("mta", "routes-for-agency-1.json"))
            mock.on(.path("/api/where/routes-for-agency/MTABC.json"), .fixture("mta", "routes-for-agency-3.json"))
            mock.on(.path("/api/siri/vehicle-monitoring.json"), .fixture("mta", "vehicle-monitoring-4.json"))
        },
        predictions: .init(stops: stops, route: "MTA NYCT_B63", routeVariants: ["B63", "b63", "mta nyct_b63"],
                           failingStop: failingStop, failingRequest: .query("MonitoringRef", failingStop.rawValue),
                           unknownStop: unknownStop),
        alerts: .init(routes: ["M103", "MTA NYCT_BX12+"]),
        vehicles: .init(route: "MTA NYCT_B63", routeVariants: ["B63", "b63"]))

    /// A client at a fixed now, so boards (whose `receivedAt` is now) compare equal across runs.
    static func client(_ transport: any Transport, _ key: String) -> any TransitProvider {
        guard let agent else { return Unbuilt() }
        return MTABusTimeClient(configuration: .init(
            apiKey: Secret(key, name: "API key"), userAgent: agent, transport: transport,
            now: .fixed(Date(timeIntervalSince1970: 1_704_230_925))))
    }

    /// Valid (one non-empty line); nil would only make every rule fail by name.
    static let agent = try? UserAgent(app: "TransitKitConformance/1.0 (tests@example.com)")

    /// What `client` returns if the user agent were refused: a provider with no capabilities.
    struct Unbuilt: TransitProvider {
        var descriptor: ProviderDescriptor { ProviderDescriptor(of: self, facts: MTABusTimeClient.facts) }
    }
}
