import Foundation
import MTAProvider
import TransitKitCore
import TransitKitTesting

/// `OneBusAwayClient` for the Puget Sound profile in the conformance suite, over its recordings
/// (Fixtures/onebusaway/SOURCES.md):
///
/// - predictions: stop 1_75414 (arrivals-and-departures-for-stop-1.json, recorded: one route 75
///   bus, route `1_100269`, also written `100269` and `75`, which the answers are matched with) and
///   1_75403 (hand-made: an unpredicted route 75 trip and a route 31 bus); 1_99999 is unknown
///   (MTA's recorded 404 envelope, the same server software); 1_88888 is the stop the rules
///   make fail.
/// - vehicles: route `1_100269` (trips-for-route answered with trips-for-location-hand-1.json:
///   two buses of route 75), also written `100269` and `75` (the number on the bus): looked up in
///   the routes of Puget Sound's 11 agencies (mta/agencies-with-coverage-2.json, recorded;
///   King County Metro's list routes-for-agency-hand-1.json, the others answered 404 and left out).
/// - trip: vehicle `1_3686` (trip-for-vehicle-hand-1.json); `1_9999` is unknown (404).
/// - area: the University of Washington box: 1_3686 is inside, 1_3687 (NE 125th St) outside.
/// - schedule: stop 1_75403 on 2025-12-06 (mta/schedule-for-stop-3.json: a recorded King County
///   Metro answer, 193 rows of routes 45, 67 and 372, the last after midnight).
///
/// Rules no Puget Sound recording answers are not claimed: the client has no `RouteCatalog`,
/// `AlertSource` or `StopFinder` conformance (Docs/MTA.md, "OneBusAway
/// servers"), so the capability rule proves those are absent.
enum OneBusAwayPugetSoundSubject {
    static let stops: [Stop.ID] = ["1_75414", "1_75403"]

    static let subject = ConformanceSubject(
        id: OneBusAwayRegion.pugetSound.id, zoneIdentifier: "America/Los_Angeles", credential: .required,
        capabilities: [.predictions, .vehicles, .vehiclesInArea, .trips, .schedules],
        makeClient: { transport, key in client(transport, key) },
        record: { mock in
            mock.on(
                .path("/api/where/arrivals-and-departures-for-stop/1_75414.json"),
                .fixture("onebusaway", "arrivals-and-departures-for-stop-1.json"))
            mock.on(
                .path("/api/where/arrivals-and-departures-for-stop/1_75403.json"),
                .fixture("onebusaway", "arrivals-and-departures-for-stop-hand-75403.json"))
            mock.on(.path("/api/where/trip-for-vehicle/1_3686.json"), .fixture("onebusaway", "trip-for-vehicle-hand-1.json"))
            mock.on(.path("/api/where/trips-for-location.json"), .fixture("onebusaway", "trips-for-location-hand-1.json"))
            mock.on(.path("/api/where/trips-for-route/1_100269.json"), .fixture("onebusaway", "trips-for-location-hand-1.json"))
            mock.on(.path("/api/where/schedule-for-stop/1_75403.json"), .fixture("mta", "schedule-for-stop-3.json"))
            mock.on(.path("/api/where/agencies-with-coverage.json"), .fixture("mta", "agencies-with-coverage-2.json"))
            mock.on(.path("/api/where/routes-for-agency/1.json"), .fixture("onebusaway", "routes-for-agency-hand-1.json"))
            mock.on(.path(containing: "/api/where/"), .fixture("mta", "error-where-404.json", status: 404))
        },
        predictions: .init(
            stops: stops, route: "1_100269", routeVariants: ["100269", "75"], failingStop: "1_88888",
            failingRequest: .path("/api/where/arrivals-and-departures-for-stop/1_88888.json"), unknownStop: "1_99999"),
        vehicles: .init(route: "1_100269", routeVariants: ["100269", "75"]),
        trip: .init(vehicle: "1_3686", unknownVehicle: "1_9999"),
        area: .init(
            box: CoverageArea.Box(south: 47.64, west: -122.33, north: 47.67, east: -122.29), inside: "1_3686",
            outside: "1_3687"),
        schedule: .init(
            stop: "1_75403",
            day: CalendarDate(Date(timeIntervalSince1970: 1_765_065_104), in: OneBusAwayRegion.pugetSound.timeZone),
            // 9 of the 193 recorded rows are trips that run past midnight into 7 December
            // (counted from the raw arrivalTime values in Los Angeles time).
            afterMidnight: 9))

    /// A client at the recording's time, so boards compare equal across runs.
    static func client(_ transport: any Transport, _ key: String) -> any TransitProvider {
        guard let agent = MTASubject.agent else { return MTASubject.Unbuilt() }
        return OneBusAwayClient(
            configuration: .init(
                region: .pugetSound, apiKey: Secret(key, name: "API key"), userAgent: agent, transport: transport,
                now: .fixed(Date(timeIntervalSince1970: 1_539_266_462))))
    }
}
