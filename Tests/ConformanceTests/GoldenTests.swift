import BusbudProvider
import CTAProvider
import Foundation
import MTAProvider
import Testing
import TramTrackerProvider
import TransitKitCore
import TransitKitTesting

/// Every recorded answer whose call maps to a `Codable` core model, through the public
/// `*Payloads` door, against its golden output `<call>-N.expected.json` (`Golden`). A change
/// in decoding or mapping fails here with the first path that differs; `scripts/regenerate-golden`
/// rewrites the outputs and the diff is what a reviewer reads.
@Suite("Golden outputs of the recorded answers")
struct GoldenTests {
    /// A fixed "now" and receipt time: outputs must not depend on the clock.
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    /// One route's directions, for the golden output of a catalogue keyed by route.
    struct RouteDirections: Encodable {
        var route: Route.ID
        var directions: [Direction]
    }

    /// A Busbud search body: its departures and the cities it names (with their pictures).
    struct SearchBody: Encodable {
        var departures: [Departure]
        var cities: [BusbudCity]
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var provider: String
        var file: String
        var testDescription: String { "\(provider)/\(file)" }
    }

    /// The mapping of one recorded answer, by its call (the file name's prefix); nil for a call
    /// that has no `Codable` model (a device token; the yarratrams.com.au page's tram answer).
    static func output(_ provider: String, _ file: String, _ data: Data) -> Data? {
        func call(_ prefix: String) -> Bool { file.hasPrefix(prefix) }
        let now = Now.fixed(Self.now)
        switch provider {
        case "cta":
            if call("getvehicles") { return Golden.outcome { () throws(TransitError) in try CTAPayloads.vehicles(data, now: now) } }
            if call("getservicebulletins") { return Golden.outcome { () throws(TransitError) in try CTAPayloads.alerts(data, now: now) } }
            if call("getroutes") { return Golden.outcome { () throws(TransitError) in try CTAPayloads.routes(data, now: now) } }
            if call("getdirections") { return Golden.outcome { () throws(TransitError) in try CTAPayloads.directions(data, now: now) } }
            if call("getstops") { return Golden.outcome { () throws(TransitError) in try CTAPayloads.stops(data, now: now) } }
            if call("getpatterns") {
                return Golden.outcome { () throws(TransitError) in try CTAPayloads.shape(data, route: "golden", now: now) }
            }
            if call("getdetours") || call("getenhanceddetours") {
                return Golden.outcome { () throws(TransitError) in try CTAPayloads.detours(data, now: now) }
            }
            if call("getlocalelist") { return Golden.outcome { () throws(TransitError) in try CTAPayloads.languages(data, now: now) } }
            if call("gettime") { return Golden.outcome { () throws(TransitError) in try CTAPayloads.time(data, now: now) } }
            return Golden.outcome { () throws(TransitError) in try CTAPayloads.predictions(data, now: now) }
        case "bustime":
            // Other BusTime deployments: the file names the agency, whose profile sets the zone.
            let profile = busTimeProfile(for: file)
            if call("getvehicles") {
                return Golden.outcome { () throws(TransitError) in try CTAPayloads.vehicles(data, profile: profile, now: now) }
            }
            if call("getdetours") {
                return Golden.outcome { () throws(TransitError) in try CTAPayloads.detours(data, profile: profile, now: now) }
            }
            if call("getrtpidatafeeds") {
                return Golden.outcome { () throws(TransitError) in try CTAPayloads.dataFeeds(data, profile: profile, now: now) }
            }
            return Golden.outcome { () throws(TransitError) in try CTAPayloads.predictions(data, profile: profile, now: now) }
        case "tramtracker":
            if call("GetNextPredictedRoutesCollection") || call("Error") {
                return Golden.outcome { () throws(TransitError) in
                    try TramTrackerPayloads.predictions(data, stop: "1234", receivedAt: Self.now)
                }
            }
            if call("GetRouteSummaries") { return Golden.outcome { () throws(TransitError) in try TramTrackerPayloads.routes(data) } }
            if call("GetRouteStopsByRoute") || call("GetListOfStopsByRouteNoAndDirection") {
                return Golden.outcome { () throws(TransitError) in try TramTrackerPayloads.stops(data, route: "96") }
            }
            if call("GetDestinationsForAllRoutes") {
                return Golden.outcome { () throws(TransitError) in
                    try TramTrackerPayloads.directionsOfAllRoutes(data).sorted { $0.key.rawValue < $1.key.rawValue }.map {
                        RouteDirections(route: $0.key, directions: $0.value)
                    }
                }
            }
            if call("GetMainRoutesForStop") {
                return Golden.outcome { () throws(TransitError) in try TramTrackerPayloads.mainRoutes(data, stop: "2406") }
            }
            if call("GetStopsAndRoutesUpdatesSince") {
                return Golden.outcome { () throws(TransitError) in try TramTrackerPayloads.changes(data) }
            }
            if call("GetNextPredictedArrivalTimeAtStopsForTramNo") {
                return Golden.outcome { () throws(TransitError) in try TramTrackerPayloads.tramRun(data, tram: "3001") }
            }
            if call("GetStopInformation") {
                return Golden.outcome { () throws(TransitError) in try TramTrackerPayloads.stopInformation(data, stop: "2406") }
            }
            if call("GetSchedulesCollection") {
                return Golden.outcome { () throws(TransitError) in try TramTrackerPayloads.schedules(data, stop: "1234") }
            }
            if call("GetSchedulesForTrip") {
                return Golden.outcome { () throws(TransitError) in try TramTrackerPayloads.tripSchedule(data) }
            }
            if call("GetDestinationsForRoute") {
                return Golden.outcome { () throws(TransitError) in try TramTrackerPayloads.directions(data, route: "96") }
            }
            return nil
        case "mta":
            if call("vehicle-monitoring") || call("error-siri") {
                return Golden.outcome { () throws(TransitError) in try MTAPayloads.vehicles(fromVehicleMonitoring: data) }
            }
            if call("stop-monitoring") {
                return Golden.outcome { () throws(TransitError) in try MTAPayloads.predictions(fromStopMonitoring: data) }
            }
            if call("situation-exchange") { return Golden.outcome { () throws(TransitError) in try MTAPayloads.alerts(fromSiri: data) } }
            if call("routes-for-location") {
                return Golden.outcome { () throws(TransitError) in try MTAPayloads.routes(fromRoutesForLocation: data) }
            }
            if call("routes-for-agency") {
                return Golden.outcome { () throws(TransitError) in try MTAPayloads.routes(fromRoutesForAgency: data) }
            }
            if call("schedule-for-stop") {
                return Golden.outcome { () throws(TransitError) in try MTAPayloads.schedule(fromScheduleForStop: data) }
            }
            if call("current-time") {
                return Golden.outcome { () throws(TransitError) in try MTAPayloads.serverTime(fromCurrentTime: data) }
            }
            if call("routes-for-agency") {
                return Golden.outcome { () throws(TransitError) in try MTAPayloads.routes(fromRoutesForAgency: data) }
            }
            if call("route-") { return Golden.outcome { () throws(TransitError) in try MTAPayloads.route(fromRoute: data) } }
            if call("stops-for-location") {
                return Golden.outcome { () throws(TransitError) in try MTAPayloads.stops(fromStopsForLocation: data) }
            }
            if call("stops-for-route") {
                return Golden.outcome { () throws(TransitError) in try MTAPayloads.shape(fromStopsForRoute: data) }
            }
            if call("agencies-with-coverage") {
                return Golden.outcome { () throws(TransitError) in try MTAPayloads.coverage(fromAgenciesWithCoverage: data) }
            }
            // A stop body, and every "where" error envelope read as the answer to a stop call.
            if call("stop-") || call("error-where") || call("where-error") {
                return Golden.outcome { () throws(TransitError) in try MTAPayloads.stop(fromStop: data) }
            }
            return nil
        case "onebusaway":
            // Puget Sound and Tampa recordings (Fixtures/onebusaway/SOURCES.md); each names its
            // agencies' zone, so the profile's stated one is never used.
            let region = OneBusAwayRegion.pugetSound
            if call("arrivals-and-departures-for-stop") {
                return Golden.outcome { () throws(TransitError) in
                    try OneBusAwayPayloads.predictions(fromArrivalsAndDepartures: data, region: region)
                }
            }
            if call("trip-details") || call("trip-for-vehicle") {
                return Golden.outcome { () throws(TransitError) in try OneBusAwayPayloads.trip(fromTripDetails: data, region: region) }
            }
            if call("trips-for-") {
                return Golden.outcome { () throws(TransitError) in try OneBusAwayPayloads.vehicles(fromTrips: data, region: region) }
            }
            if call("routes-for-agency") {
                return Golden.outcome { () throws(TransitError) in try MTAPayloads.routes(fromRoutesForAgency: data) }
            }
            if call("schedule-for-stop") {
                return Golden.outcome { () throws(TransitError) in
                    try OneBusAwayPayloads.schedule(fromScheduleForStop: data, region: region)
                }
            }
            if call("stop-") {
                return Golden.outcome { () throws(TransitError) in try OneBusAwayPayloads.stop(fromStop: data, region: region) }
            }
            return nil
        case "busbud":
            if call("departures") { return Golden.outcome { () throws(TransitError) in try BusbudPayloads.departures(inArray: data) } }
            return Golden.outcome { () throws(TransitError) in
                SearchBody(departures: try BusbudPayloads.departures(in: data), cities: try BusbudPayloads.cities(in: data))
            }
        default:
            return nil
        }
    }

    /// The BusTime profile a Fixtures/bustime file was answered by (its SOURCES.md says which
    /// agency): `getvehicles-1.json` is GTrans in Gardena (America/Los_Angeles; its host is not
    /// known, so no profile constant ships), the others Pittsburgh.
    static func busTimeProfile(for file: String) -> BusTimeProfile {
        if file == "getvehicles-1.json" {
            return BusTimeProfile(
                id: "gtrans", name: "GTrans BusTime", baseURL: URL(fileURLWithPath: "/gtrans/bustime/api"),
                timeZone: TimeZone(identifier: "America/Los_Angeles") ?? .gmt, attribution: "Data provided by GTrans")
        }
        return .pittsburgh
    }

    static let cases: [Case] = ["cta", "bustime", "tramtracker", "mta", "busbud", "onebusaway"].flatMap { provider in
        ((try? Fixtures.files(provider)) ?? []).map { Case(provider: provider, file: $0.lastPathComponent) }
    }

    @Test(arguments: cases)
    func mappedOutputIsTheGoldenOne(_ golden: Case) throws {
        let data = try Fixtures.data(golden.provider, golden.file)
        guard let output = Self.output(golden.provider, golden.file, data) else { return }
        if let difference = try Golden.check(output, provider: golden.provider, fixture: golden.file) {
            Issue.record(Comment(rawValue: difference))
        }
    }
}
