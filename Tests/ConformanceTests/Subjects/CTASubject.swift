import CTAProvider
import Foundation
import TransitKitCore
import TransitKitTesting

/// CTA Bus Tracker in the conformance suite, over its recordings (Fixtures/cta):
///
/// - predictions: ten route 74 eastbound stops (getstops-3.json) in one call, answered by the
///   recorded `getpredictions?rt=74&stpid=6597` (getpredictions-4.json); the eleventh stop,
///   1348, is a call of its own, so the rules can fail it alone; 999999 is answered by the
///   hand-made "Invalid parameter provided" reply (the guide's wording for an unknown id).
/// - alerts: route 74, answered by the recorded `getservicebulletins?rt=74`, which also holds
///   route 126's reroute — the scoping rule must leave it out.
/// - vehicles: route 74 (getvehicles-1.json).
/// - area: a box around Fullerton & Sheffield — the stop index finds route 74 there, so one
///   `getvehicles?rt=74` (getvehicles-1.json) answers; bus 8146 is inside, 8164 west of it.
/// - stops: the stop index over a two-route catalogue — routes 74 and 20 cut from the recorded
///   getroutes (getroutes-handmade-74-20.json; a full walk would need 122 routes' unrecorded
///   answers; route 20's stops are the recorded getstops-1.json, for both directions, so the area
///   rule can tell a route crossing the box from one that does not), its recorded getdirections, its recorded Eastbound getstops and Westbound as
///   getstops lists the recorded pattern 8420 (getstops-handmade-74-westbound.json). Expected:
///   Fullerton & Sheffield (6597), 35 m from the Fullerton 'L' station (41.925051, -87.652866
///   in CTA's station list).
/// - trip: bus 8164, from the recorded `getpredictions?vid=8164` and its row of the recorded
///   `getvehicles?rt=74`; 9999 is answered "No data found for parameter" (hand-made).
///
/// CTA's ids have no agency prefix and route 74 has no letters, so the only other way to write
/// it is padded; case is proven on `x9` in `BatchingTests/routeFilterIgnoresCase`.
enum CTASubject {
    static let stops: [Stop.ID] = ["6597", "18305", "1323", "1316", "1321", "1312", "1330", "1333", "1339", "1224"]
    static let failingStop: Stop.ID = "1348"
    static let unknownStop: Stop.ID = "999999"
    /// The Fullerton Red/Brown/Purple Line station, as CTA's station list places it.
    static let fullertonStation = Coordinate(latitude: 41.925051, longitude: -87.652866)

    static let subject = subject(profile: .cta)

    /// CTA's scenarios for a client over `profile`: the BusTime wire is the same at every
    /// deployment, so CTA's recordings replayed as `profile`'s answers prove each rule for the
    /// profile's id and zone (`ProfileSubjects`).
    static func subject(profile: BusTimeProfile) -> ConformanceSubject {
        ConformanceSubject(
            id: profile.id, zoneIdentifier: profile.timeZone.identifier, credential: .required,
            capabilities: [.routeCatalog, .predictions, .alerts, .vehicles, .routeShapes, .stopFinder, .trips, .vehiclesInArea],
            makeClient: { transport, key in client(transport, key, profile: profile) },
            record: { mock in
                mock.on(
                    .path(suffix: "/getpredictions").and(.query("stpid", unknownStop.rawValue)),
                    .fixture("cta", "getpredictions-handmade-unknown.json"))
                mock.on(
                    .path(suffix: "/getpredictions").and(.query("stpid", stops.map(\.rawValue).joined(separator: ","))),
                    .fixture("cta", "getpredictions-4.json"))
                mock.on(.path(suffix: "/getservicebulletins").and(.query("rt", "74")), .fixture("cta", "getservicebulletins-1.json"))
                mock.on(.path(suffix: "/getvehicles").and(.query("rt", "74")), .fixture("cta", "getvehicles-1.json"))
                mock.on(.path(suffix: "/getroutes"), .fixture("cta", "getroutes-handmade-74-20.json"))
                mock.on(.path(suffix: "/getdirections").and(.query("rt", "74")), .fixture("cta", "getdirections-1.json"))
                // Route 20 runs east and west too; its recorded getstops answers both directions.
                mock.on(.path(suffix: "/getdirections").and(.query("rt", "20")), .fixture("cta", "getdirections-1.json"))
                mock.on(.path(suffix: "/getstops").and(.query("rt", "20")), .fixture("cta", "getstops-1.json"))
                mock.on(
                    .path(suffix: "/getstops").and(.query("rt", "74")).and(.query("dir", "Eastbound")),
                    .fixture("cta", "getstops-3.json"))
                mock.on(
                    .path(suffix: "/getstops").and(.query("rt", "74")).and(.query("dir", "Westbound")),
                    .fixture("cta", "getstops-handmade-74-westbound.json"))
                mock.on(.path(suffix: "/getpredictions").and(.query("vid", "8164")), .fixture("cta", "getpredictions-5.json"))
                mock.on(.path(suffix: "/getvehicles").and(.query("vid", "8164")), .fixture("cta", "getvehicles-handmade-8164.json"))
                mock.on(
                    .path(suffix: "/getpredictions").and(.query("vid", "9999")),
                    .fixture("cta", "getpredictions-handmade-unknownvehicle.json"))
                mock.on(
                    .path(suffix: "/getvehicles").and(.query("vid", "9999")),
                    .fixture("cta", "getvehicles-handmade-unknownvehicle.json"))
            },
            predictions: .init(
                stops: stops, route: "74", routeVariants: [" 74 "], failingStop: failingStop,
                failingRequest: .path(suffix: "/getpredictions").and(.query("stpid", failingStop.rawValue)),
                unknownStop: unknownStop),
            alerts: .init(routes: ["74"]),
            vehicles: .init(route: "74", routeVariants: [" 74 "]),
            stops: .init(
                near: fullertonStation, radius: 400, expected: "6597", name: "fullerton & SHEFFIELD",
                idVariants: [" 6597 ", "CTA_6597"]),
            trip: .init(vehicle: "8164", unknownVehicle: "9999"),
            area: .init(
                box: fullertonAndSheffield, inside: "8146", outside: "8164",
                // getroutes, getdirections and getstops (2) per route, then one getvehicles for 74.
                maximumRequests: 1 + 2 * 3 + 1, unaskedRequest: askingRoute20))
    }

    /// A `getvehicles` naming route 20: indexed, but none of its stops is near Fullerton.
    static let askingRoute20 = RequestMatcher("getvehicles naming route 20") { request in
        request.url.path.hasSuffix("/getvehicles") && (request.queryValue("rt") ?? "").split(separator: ",").contains("20")
    }

    /// Around Fullerton & Sheffield: route 74's stops there put the route in the answer, bus
    /// 8146 (41.92544, -87.65287) is inside, bus 8164 (41.92505, -87.66973) is 1.4 km west.
    static let fullertonAndSheffield = CoverageArea.Box(south: 41.92, west: -87.66, north: 41.93, east: -87.64)

    /// A client at the recordings' time (the `gettime` of 2019-05-14 23:10:26 CDT), so boards
    /// compare equal across runs.
    static func client(_ transport: any Transport, _ key: String, profile: BusTimeProfile = .cta) -> any TransitProvider {
        guard let agent else { return Unbuilt() }
        return CTABusTrackerClient(
            configuration: .init(
                apiKey: Secret(key, name: "API key"), userAgent: agent, profile: profile, transport: transport,
                now: .fixed(Date(timeIntervalSince1970: 1_557_893_426))))
    }

    /// Valid (one non-empty line); nil would only make every rule fail by name.
    static let agent = try? UserAgent(app: "TransitKitConformance/1.0 (tests@example.com)")

    /// What `client` returns if the user agent were refused: a provider with no capabilities.
    struct Unbuilt: TransitProvider {
        var descriptor: ProviderDescriptor { ProviderDescriptor(of: self, facts: CTABusTrackerClient.facts) }
    }
}
