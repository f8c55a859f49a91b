import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// arrivals-and-departures-for-stop's entry: the stop and its arrivals in the asked window.
struct MTAWireWhereStopWithArrivals: Decodable, Sendable {
    var stopId: String?
    var arrivalsAndDepartures: [MTAWireWhereArrivalAndDeparture]?
    var nearbyStopIds: [String]?
}
