import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

struct MTAWireWhereReferences: Decodable, Sendable {
    var agencies: [MTAWireWhereAgency]?
    var routes: [MTAWireWhereRoute]?
    var stops: [MTAWireWhereStop]?
    /// Trips the answer's elements name (arrivals, trip details); newer servers only.
    var trips: [MTAWireWhereTrip]?
}
