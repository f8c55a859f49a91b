import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

struct MTAWireWhereRoute: Decodable, Sendable {
    var id: String
    var shortName: String?
    var longName: String?
    var description: String?
    /// GTFS route_type (3 = bus).
    var type: LenientValue<Int>?
    var url: String?
    var color: String?
    var textColor: String?
    var agencyId: String?
    /// v1 inlines the agency.
    var agency: MTAWireWhereAgency?
}
