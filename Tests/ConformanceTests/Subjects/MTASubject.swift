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
/// - stops: Vanderbilt Av / Lafayette Av, Brooklyn. stops-for-location-4.json (recorded, MTA,
///   14 stops) answers "near"; `MTA_305809` "VANDERBILT AV/LAFAYETTE AV" is found by name in the
///   stop index, built from the two routes-for-agency lists and stops-for-route of every route:
///   the B69 (stops-for-route-6.json, cut down from a recording) and the B70 (stops-for-route-1.json)
///   are answered, the other 299 routes have no recording and are answered 404 (each a note, the
///   index is built from the rest); stop/MTA_305809 is stop-4.json (hand-made from the same
///   stop's recorded values), asked as `305809` and `mta_305809` too; any other stop is a 404.
/// - trip: bus `353` (short: asked as `MTA NYCT_353` → vehicle-monitoring-5.json, the B70 bus of
///   the snapshot with hand-made onward calls, and as `MTABC_353` → vehicle-monitoring-2.json,
///   no bus); `MTA NYCT_9999` is not in service (vehicle-monitoring-2.json).
/// - area: the whole-city snapshot vehicle-monitoring-4.json (1,388 buses) over Manhattan
///   (40.70,-74.02 … 40.80,-73.93): M7 bus `MTA NYCT_3828` is inside, M101 bus `MTA NYCT_6073`
///   (40.8099 N) is outside.
/// - schedule: stop `MTA_308215` on 2024-01-02 (schedule-for-stop-1.json, hand-made: nine B63
///   trips, two of them after midnight).
enum MTASubject {
    static let stops: [Stop.ID] = ["MTA_308215", "MTA_401844"]
    static let failingStop: Stop.ID = "MTA_999999"
    static let unknownStop: Stop.ID = "MTA_12345"

    static let subject = ConformanceSubject(
        id: MTABusTimeClient.providerID, zoneIdentifier: "America/New_York", credential: .required,
        capabilities: [.routeCatalog, .routeShapes, .predictions, .vehicles, .vehiclesInArea, .alerts, .stopFinder, .trips, .schedules],
        makeClient: { transport, key in client(transport, key) },
        record: { mock in
            mock.on(.query("MonitoringRef", "MTA_308215"), .fixture("mta", "stop-monitoring-7.json"))
            mock.on(.query("MonitoringRef", "MTA_401844"), .fixture("mta", "stop-monitoring-6.json"))
            mock.on(.query("MonitoringRef", unknownStop.rawValue), .fixture("mta", "stop-monitoring-4.json"))
            mock.on(.path("/api/where/routes-for-agency/MTA NYCT.json"), .fixture("mta", "routes-for-agency-1.json"))
            mock.on(.path("/api/where/routes-for-agency/MTABC.json"), .fixture("mta", "routes-for-agency-3.json"))
            mock.on(.query("VehicleRef", "MTA NYCT_353"), .fixture("mta", "vehicle-monitoring-5.json"))
            mock.on(.query("VehicleRef", "MTABC_353"), .fixture("mta", "vehicle-monitoring-2.json"))
            mock.on(.query("VehicleRef", "MTA NYCT_9999"), .fixture("mta", "vehicle-monitoring-2.json"))
            mock.on(.path("/api/siri/vehicle-monitoring.json"), .fixture("mta", "vehicle-monitoring-4.json"))
            mock.on(.path("/api/where/schedule-for-stop/MTA_308215.json"), .fixture("mta", "schedule-for-stop-1.json"))
            mock.on(.path("/api/where/stops-for-location.json"), .fixture("mta", "stops-for-location-4.json"))
            mock.on(.path("/api/where/stop/MTA_305809.json"), .fixture("mta", "stop-4.json"))
            mock.on(.path("/api/where/stops-for-route/MTA NYCT_B69.json"), .fixture("mta", "stops-for-route-6.json"))
            mock.on(.path("/api/where/stops-for-route/MTA NYCT_B70.json"), .fixture("mta", "stops-for-route-1.json"))
            mock.on(.path(containing: "/api/where/stop"), .fixture("mta", "error-where-404.json", status: 404))
        },
        predictions: .init(
            stops: stops, route: "MTA NYCT_B63", routeVariants: ["B63", "b63", "mta nyct_b63"],
            failingStop: failingStop, failingRequest: .query("MonitoringRef", failingStop.rawValue),
            unknownStop: unknownStop),
        alerts: .init(routes: ["M103", "MTA NYCT_BX12+"]),
        vehicles: .init(route: "MTA NYCT_B63", routeVariants: ["B63", "b63"]),
        stops: .init(
            near: Coordinate(latitude: 40.68766, longitude: -73.96880), radius: 300, expected: "MTA_305809",
            name: "vanderbilt av/lafayette", idVariants: ["305809", "mta_305809"]),
        trip: .init(vehicle: "353", unknownVehicle: "MTA NYCT_9999"),
        area: .init(
            box: CoverageArea.Box(south: 40.70, west: -74.02, north: 40.80, east: -73.93), inside: "MTA NYCT_3828",
            outside: "MTA NYCT_6073", maximumRequests: 1, unaskedRequest: nil),
        schedule: .init(
            stop: "MTA_308215", day: CalendarDate(Date(timeIntervalSince1970: 1_704_230_925), in: MTABusTimeClient.newYork),
            afterMidnight: 2))

    /// A client at a fixed now, so boards (whose `receivedAt` is now) compare equal across runs.
    static func client(_ transport: any Transport, _ key: String) -> any TransitProvider {
        guard let agent else { return Unbuilt() }
        return MTABusTimeClient(
            configuration: .init(
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
