import Foundation
import TransitKitCore

/// The public deployments, from the OneBusAway regions directory (regions-v3.json: base URL,
/// bounds, `supportsObaRealtimeApis`, `supportsSiriRealtimeApis`); zones are the agencies'
/// GTFS zones (Puget Sound's `America/Los_Angeles` is also what its recorded answers name).
extension OneBusAwayRegion {
    /// King County Metro, Sound Transit, Community Transit, Pierce Transit and others
    /// (`https://api.pugetsound.onebusaway.org/`): real time in "where" and SIRI.
    public static let pugetSound = OneBusAwayRegion(
        id: "oba-pugetsound", name: "Puget Sound", baseURL: url("https://api.pugetsound.onebusaway.org/"),
        timeZone: .agency("America/Los_Angeles", standardOffset: -8),
        coverage: boxes([
            (47.221315, -122.4051325, 0.33704, 0.440483), (47.5607395, -122.1462785, 0.743251, 0.720901),
            (47.556288, -122.4013255, 0.090694, 0.126793), (47.093563, -122.701637, 0.320892, 0.55098),
            (47.5346090123, -122.3294835, 0.889378024643, 0.621109), (47.9747595, -122.8512, 1.336481, 1.0904),
            (47.6204755, -122.335392, 0.014397, 0.006356), (47.64585, -122.2963, 0.0669, 0.0802),
            (47.9347358907, -121.993246104, 0.68796117128, 0.784555996061),
        ]),
        realTime: [.whereAPI, .siri])

    /// Tampa Bay: HART and PSTA (`https://api.tampa.onebusaway.org/api/`).
    public static let tampaBay = OneBusAwayRegion(
        id: "oba-tampa", name: "Tampa Bay", baseURL: url("https://api.tampa.onebusaway.org/api/"),
        timeZone: .agency("America/New_York", standardOffset: -5),
        coverage: boxes([(27.9769105, -82.445851, 0.542461, 0.576358), (27.91925, -82.652145, 0.47208, 0.39677)]),
        realTime: [.whereAPI, .siri])

    /// San Diego MTS (`https://realtime.sdmts.com/api/`).
    public static let sanDiego = OneBusAwayRegion(
        id: "oba-sandiego", name: "San Diego", baseURL: url("https://realtime.sdmts.com/api/"),
        timeZone: .agency("America/Los_Angeles", standardOffset: -8),
        coverage: boxes([
            (32.731591, -117.1896335, 0.001164, 0.027427), (33.072767523113, -117.231638246234, 0.710512073981, 0.723725293599),
            (32.899852971266, -116.731428752804, 0.714067658917, 1.093941754416),
        ]))

    /// Spokane Transit (`https://www.oba4spokane.com/api/`).
    public static let spokane = OneBusAwayRegion(
        id: "oba-spokane", name: "Spokane", baseURL: url("https://www.oba4spokane.com/api/"),
        timeZone: .agency("America/Los_Angeles", standardOffset: -8),
        coverage: boxes([(47.622654, -117.397625, 0.291966, 0.61626)]))

    /// WMATA Metrobus, Washington, D.C. (`https://buseta.wmata.com/onebusaway-api-webapp/`).
    public static let washingtonDC = OneBusAwayRegion(
        id: "oba-wmata", name: "Washington, D.C.", baseURL: url("https://buseta.wmata.com/onebusaway-api-webapp/"),
        timeZone: .agency("America/New_York", standardOffset: -5),
        coverage: boxes([(38.8950925, -77.059196, 0.592797, 0.78052)]), realTime: [.whereAPI, .siri])

    /// York Region Transit (`https://oba.yrt.ca/`); the directory marks it inactive.
    public static let york = OneBusAwayRegion(
        id: "oba-york", name: "York", baseURL: url("https://oba.yrt.ca/"),
        timeZone: .agency("America/Toronto", standardOffset: -5),
        coverage: boxes([(44.0248945, -79.43752, 0.608963, 0.493296)]))

    /// MTA Bus Time's "where" half (`https://bustime.mta.info/`): discovery and schedules only —
    /// MTA strips real time from "where" and serves it by SIRI (``MTABusTimeClient``).
    public static let mtaNewYork = OneBusAwayRegion(
        id: MTABusTimeClient.providerID, name: "MTA Bus Time", baseURL: MTABusTimeClient.defaultBaseURL,
        timeZone: MTABusTimeClient.newYork, coverage: MTABusTimeClient.newYorkCity, realTime: [.siri],
        attribution: MTABusTimeClient.facts.attribution)

    /// Every profile above.
    public static let all: [OneBusAwayRegion] = [pugetSound, tampaBay, sanDiego, spokane, washingtonDC, york, mtaNewYork]
}
