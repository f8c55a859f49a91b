import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// agencies-with-coverage: v2 `{list:[{agencyId,lat,lon,latSpan,lonSpan}], references}`;
/// v1 (MTA's default) a bare array of `{agency{…}, lat, lon, latSpan, lonSpan}`.
struct MTAWireWhereAgenciesWithCoverage: Decodable, Sendable {
    struct Item: Decodable, Sendable {
        var agencyId: String?
        var agency: MTAWireWhereAgency?
        var lat: LenientValue<Double>?
        var lon: LenientValue<Double>?
        var latSpan: LenientValue<Double>?
        var lonSpan: LenientValue<Double>?
    }

    var list: [Item]
    var references: MTAWireWhereReferences?
    var limitExceeded: LenientValue<Bool>?

    private enum CodingKeys: String, CodingKey { case list, references, limitExceeded }

    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var items: [Item] = []
            while !array.isAtEnd { items.append(try array.decode(Item.self)) }
            list = items
            references = nil
            limitExceeded = nil
            return
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        list = try container.decode([Item].self, forKey: .list)
        references = try container.decodeIfPresent(MTAWireWhereReferences.self, forKey: .references)
        limitExceeded = try container.decodeIfPresent(LenientValue<Bool>.self, forKey: .limitExceeded)
    }
}
