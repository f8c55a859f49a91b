import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

struct MTAWireWhereStop: Decodable, Sendable {
    var id: String
    var lat: LenientValue<Double>
    var lon: LenientValue<Double>
    /// Compass heading of travel at the stop ("NW").
    var direction: String?
    var name: String
    var code: String?
    var locationType: LenientValue<Int>?
    /// null, "UNKNOWN", "ACCESSIBLE", "NOT_ACCESSIBLE".
    var wheelchairBoarding: String?
    /// v2.
    var routeIds: [String]?
    /// v1 inlines the routes.
    var routes: [MTAWireWhereRoute]?
}
