import Foundation
import TransitKitCore

// Codable mirror of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// stops-for-route, normalised: v2 `{entry{routeId, stopIds, stopGroupings, polylines},
/// references}`; v1 `{route{…}, stops[…], polylines[…], stopGroupings[…]}`.
struct MTAWireWhereStopsForRoute: Decodable, Sendable {
    struct Entry: Decodable, Sendable {
        var routeId: String?
        var stopIds: [String]?
        var stopGroupings: [MTAWireWhereStopGrouping]?
        var polylines: [MTAWireWherePolyline]?
    }

    var routeId: String?
    var route: MTAWireWhereRoute?
    var stopIds: [String]
    var stopGroupings: [MTAWireWhereStopGrouping]
    var polylines: [MTAWireWherePolyline]
    /// Every stop the payload carries, from `references.stops` (v2) or `stops` (v1).
    var stops: [MTAWireWhereStop]
    var references: MTAWireWhereReferences?
    /// Which shape arrived, for the coding path in error messages.
    var isVersion1: Bool

    private enum CodingKeys: String, CodingKey { case entry, references, route, stops, polylines, stopGroupings }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.entry) {
            let entry = try container.decode(Entry.self, forKey: .entry)
            let references = try container.decodeIfPresent(MTAWireWhereReferences.self, forKey: .references)
            routeId = entry.routeId
            route = references?.routes?.first { $0.id == entry.routeId }
            stopIds = entry.stopIds ?? []
            stopGroupings = entry.stopGroupings ?? []
            polylines = entry.polylines ?? []
            stops = references?.stops ?? []
            self.references = references
            isVersion1 = false
        } else {
            route = try container.decodeIfPresent(MTAWireWhereRoute.self, forKey: .route)
            routeId = route?.id
            stops = try container.decodeIfPresent([MTAWireWhereStop].self, forKey: .stops) ?? []
            stopIds = stops.map(\.id)
            stopGroupings = try container.decodeIfPresent([MTAWireWhereStopGrouping].self, forKey: .stopGroupings) ?? []
            polylines = try container.decodeIfPresent([MTAWireWherePolyline].self, forKey: .polylines) ?? []
            references = nil
            isVersion1 = true
        }
    }
}
