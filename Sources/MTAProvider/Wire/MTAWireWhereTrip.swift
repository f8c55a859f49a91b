import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// A trip as `references.trips` lists it.
struct MTAWireWhereTrip: Decodable, Sendable {
    var id: String
    var routeId: String?
    var tripHeadsign: String?
    var tripShortName: String?
    /// "0"/"1": the GTFS direction.
    var directionId: LenientString?
    var blockId: String?
    var serviceId: String?
    var shapeId: String?
}
