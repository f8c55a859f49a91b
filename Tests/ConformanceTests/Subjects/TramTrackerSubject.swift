import Foundation
import TramTrackerProvider
import TransitKitCore
import TransitKitTesting

/// tramTRACKER for the conformance suite: no key (the client fetches its device token, whose
/// GetDeviceToken answer is recorded here too), one GetNextPredictedRoutesCollection call per
/// stop, alerts walked from a route's stops to the predictions at its first stop, a stop index
/// walked from a reduced route list, and a tram's run.
enum TramTrackerSubject {
    static let subject = ConformanceSubject(
        id: TramTrackerClient.providerID, zoneIdentifier: "Australia/Melbourne", credential: .none,
        capabilities: [.routeCatalog, .predictions, .alerts, .stopFinder, .trips],
        makeClient: { transport, _ in client(transport) },
        record: { mock in
            mock.on(.path(containing: "/GetDeviceToken"), .fixture("tramtracker", "GetDeviceToken-1.json"))
            // Route 0 at stop 1234: 24 trams of 8 routes, 16d among the route-16 ones.
            mock.on(
                .path(containing: "/GetNextPredictedRoutesCollection/1234/"),
                .fixture("tramtracker", "GetNextPredictedRoutesCollection-3.json"))
            // Routes 96 and 58 with a disruption and a special event.
            mock.on(
                .path(containing: "/GetNextPredictedRoutesCollection/2234/"),
                .fixture("tramtracker", "GetNextPredictedRoutesCollection-hand-disruption.json"))
            // Hand-made: the envelope with the website's recorded "Stop not found." wording.
            mock.on(
                .path(containing: "/GetNextPredictedRoutesCollection/9999/"),
                .fixture("tramtracker", "Error-hand-unknown-stop.json"))
            // Route 96's stops; its first stop, 2406, answers with the disruption recording.
            mock.on(.path(containing: "/GetRouteStopsByRoute/96"), .fixture("tramtracker", "GetRouteStopsByRoute-hand-1.json"))
            mock.on(
                .path(containing: "/GetNextPredictedRoutesCollection/2406/"),
                .fixture("tramtracker", "GetNextPredictedRoutesCollection-hand-disruption.json"))
            // The stop index walk. Hand-made: a route list reduced to route 59, whose stop list
            // (hand-made) leaves stop 2110 unplaced (0.0, 0.0), so the index asks GetStopInformation
            // for it — answered by the recorded GetStopInformation-1 (Royal Melbourne Hospital).
            mock.on(.path(containing: "/GetRouteSummaries"), .fixture("tramtracker", "GetRouteSummaries-hand-2.json"))
            mock.on(.path(suffix: "/GetRouteStopsByRoute/59"), .fixture("tramtracker", "GetRouteStopsByRoute-hand-2.json"))
            mock.on(.path(suffix: "/GetStopInformation/2110"), .fixture("tramtracker", "GetStopInformation-1.json"))
            // Tram 3001's recorded run; tram 9999 answered as off the network (hand-made, the
            // shape tram-detective reads as "offnetwork").
            mock.on(
                .path(suffix: "/GetNextPredictedArrivalTimeAtStopsForTramNo/3001"),
                .fixture("tramtracker", "GetNextPredictedArrivalTimeAtStopsForTramNo-1.json"))
            mock.on(
                .path(suffix: "/GetNextPredictedArrivalTimeAtStopsForTramNo/9999"),
                .fixture("tramtracker", "GetNextPredictedArrivalTimeAtStopsForTramNo-hand-offnetwork.json"))
        },
        predictions: .init(
            stops: ["1234", "2234"], route: "16",
            // Route numbers are digits (the letters are on headboards: "16d" is a tram of
            // route 16), so the variant is the padded form a user types.
            routeVariants: [" 16 "],
            failingStop: "4055", failingRequest: .path(containing: "/GetNextPredictedRoutesCollection/4055/"),
            unknownStop: "9999"),
        alerts: .init(routes: ["96"]),
        // About 90 m from the recorded place of stop 2110 (-37.79951, 144.95492), which only
        // GetStopInformation gives; its up-direction twin 1110 is nearer still.
        stops: .init(
            near: Coordinate(latitude: -37.7990, longitude: 144.9557), radius: 300, expected: "2110",
            name: "royal melbourne hosp", idVariants: [" 2110 "]),
        trip: .init(vehicle: "3001", unknownVehicle: "9999"))

    /// A client at the recordings' time (GetNextPredictedRoutesCollection-3's `timeResponded`,
    /// 2025-01-24 17:20:29 AEDT), so boards — `receivedAt` included — compare equal across runs.
    static func client(_ transport: any Transport) -> any TransitProvider {
        guard let agent else { return Unbuilt() }
        return TramTrackerClient(
            configuration: .init(
                userAgent: agent, transport: transport, clock: AnyClock(ImmediateClock()),
                now: .fixed(Date(timeIntervalSince1970: 1_737_699_629))))
    }

    /// Valid (one non-empty line); nil would only make every rule fail by name.
    static let agent = try? UserAgent(app: "TransitKitConformance/1.0 (tests@example.com)")

    /// What `client` returns if the user agent were refused: a provider with no capabilities.
    struct Unbuilt: TransitProvider {
        var descriptor: ProviderDescriptor { ProviderDescriptor(of: self, facts: TramTrackerClient.facts) }
    }
}
