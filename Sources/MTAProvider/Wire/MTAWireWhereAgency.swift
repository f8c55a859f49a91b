import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

struct MTAWireWhereAgency: Decodable, Sendable {
    var id: String
    var name: String
    var url: String?
    var timezone: String?
    var lang: String?
    var phone: String?
    var email: String?
    var fareUrl: String?
    var disclaimer: String?
    var privateService: LenientValue<Bool>?
}
