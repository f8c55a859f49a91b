import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// stops-for-location: v2 `{list, references, limitExceeded, outOfRange}`; v1 `{stops, limitExceeded}`.
struct MTAWireWhereStopList: Decodable, Sendable {
    var list: [MTAWireWhereStop]
    var references: MTAWireWhereReferences?
    var limitExceeded: LenientValue<Bool>?
    var outOfRange: LenientValue<Bool>?

    private enum CodingKeys: String, CodingKey { case list, stops, references, limitExceeded, outOfRange }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.list) {
            list = try container.decode([MTAWireWhereStop].self, forKey: .list)
        } else {
            list = try container.decode([MTAWireWhereStop].self, forKey: .stops)
        }
        references = try container.decodeIfPresent(MTAWireWhereReferences.self, forKey: .references)
        limitExceeded = try container.decodeIfPresent(LenientValue<Bool>.self, forKey: .limitExceeded)
        outOfRange = try container.decodeIfPresent(LenientValue<Bool>.self, forKey: .outOfRange)
    }
}
