import TransitKitCore
import Foundation

// Codable mirrors of the OneBusAway "where" API as MTA (and other OBA servers) send it, in
// both the v2 shape (`entry`/`list` + `references`) and the v1 shape MTA answers by default
// (everything inline). Names are the API's own.

/// The part of every envelope read first: `code` ≠ 200 means `data` is null or field errors.
struct WhereStatus: Decodable, Sendable {
    var code: LenientValue<Int>
    var currentTime: LenientValue<Int64>?
    var text: String?
    var version: LenientValue<Int>?
}

/// `{"code":200,"currentTime":…,"text":"OK","version":2,"data":{…}}`.
struct WhereEnvelope<Payload: Decodable & Sendable>: Decodable, Sendable {
    var code: LenientValue<Int>
    var currentTime: LenientValue<Int64>?
    var text: String?
    var version: LenientValue<Int>?
    var data: Payload
}

struct WhereReferences: Decodable, Sendable {
    var agencies: [WhereAgency]?
    var routes: [WhereRoute]?
    var stops: [WhereStop]?
}

struct WhereAgency: Decodable, Sendable {
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

struct WhereRoute: Decodable, Sendable {
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
    var agency: WhereAgency?
}

struct WhereStop: Decodable, Sendable {
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
    var routes: [WhereRoute]?
}

/// `{length, levels:"", points}`; `length` is the number of points.
struct WherePolyline: Decodable, Sendable {
    var points: String
    var length: LenientValue<Int>?
    var levels: String?
}

struct WhereStopGrouping: Decodable, Sendable {
    var type: String?
    var ordered: LenientValue<Bool>?
    var stopGroups: [WhereStopGroup]?
}

struct WhereStopGroup: Decodable, Sendable {
    /// "0"/"1": the GTFS direction; may come "1" first.
    var id: LenientString
    var name: WhereStopGroupName?
    var stopIds: [String]?
    var polylines: [WherePolyline]?
    var subGroups: [WhereStopGroup]?
}

struct WhereStopGroupName: Decodable, Sendable {
    var name: String?
    var names: [String]?
    var type: String?
}

// MARK: - Per-method payloads (v1 and v2 shapes)

/// agencies-with-coverage: v2 `{list:[{agencyId,lat,lon,latSpan,lonSpan}], references}`;
/// v1 (MTA's default) a bare array of `{agency{…}, lat, lon, latSpan, lonSpan}`.
struct WhereAgenciesWithCoverage: Decodable, Sendable {
    struct Item: Decodable, Sendable {
        var agencyId: String?
        var agency: WhereAgency?
        var lat: LenientValue<Double>?
        var lon: LenientValue<Double>?
        var latSpan: LenientValue<Double>?
        var lonSpan: LenientValue<Double>?
    }

    var list: [Item]
    var references: WhereReferences?
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
        references = try container.decodeIfPresent(WhereReferences.self, forKey: .references)
        limitExceeded = try container.decodeIfPresent(LenientValue<Bool>.self, forKey: .limitExceeded)
    }
}

/// routes-for-agency (v2 only, whatever was asked).
struct WhereRouteList: Decodable, Sendable {
    var list: [WhereRoute]
    var references: WhereReferences?
    var limitExceeded: LenientValue<Bool>?
}

/// stops-for-location: v2 `{list, references, limitExceeded, outOfRange}`; v1 `{stops, limitExceeded}`.
struct WhereStopList: Decodable, Sendable {
    var list: [WhereStop]
    var references: WhereReferences?
    var limitExceeded: LenientValue<Bool>?
    var outOfRange: LenientValue<Bool>?

    private enum CodingKeys: String, CodingKey { case list, stops, references, limitExceeded, outOfRange }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.list) {
            list = try container.decode([WhereStop].self, forKey: .list)
        } else {
            list = try container.decode([WhereStop].self, forKey: .stops)
        }
        references = try container.decodeIfPresent(WhereReferences.self, forKey: .references)
        limitExceeded = try container.decodeIfPresent(LenientValue<Bool>.self, forKey: .limitExceeded)
        outOfRange = try container.decodeIfPresent(LenientValue<Bool>.self, forKey: .outOfRange)
    }
}

/// stop/{id}, route/{id}, shape/{id}: v2 `{entry, references}`; v1 the element itself.
struct WhereEntry<Element: Decodable & Sendable>: Decodable, Sendable {
    var entry: Element
    var references: WhereReferences?

    private enum CodingKeys: String, CodingKey { case entry, references }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.entry) {
            entry = try container.decode(Element.self, forKey: .entry)
            references = try container.decodeIfPresent(WhereReferences.self, forKey: .references)
        } else {
            entry = try Element(from: decoder)
            references = nil
        }
    }
}

/// stops-for-route, normalised: v2 `{entry{routeId, stopIds, stopGroupings, polylines},
/// references}`; v1 `{route{…}, stops[…], polylines[…], stopGroupings[…]}`.
struct WhereStopsForRoute: Decodable, Sendable {
    struct Entry: Decodable, Sendable {
        var routeId: String?
        var stopIds: [String]?
        var stopGroupings: [WhereStopGrouping]?
        var polylines: [WherePolyline]?
    }

    var routeId: String?
    var route: WhereRoute?
    var stopIds: [String]
    var stopGroupings: [WhereStopGrouping]
    var polylines: [WherePolyline]
    /// Every stop the payload carries, from `references.stops` (v2) or `stops` (v1).
    var stops: [WhereStop]
    var references: WhereReferences?
    /// Which shape arrived, for the coding path in error messages.
    var isVersion1: Bool

    private enum CodingKeys: String, CodingKey { case entry, references, route, stops, polylines, stopGroupings }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if container.contains(.entry) {
            let entry = try container.decode(Entry.self, forKey: .entry)
            let references = try container.decodeIfPresent(WhereReferences.self, forKey: .references)
            routeId = entry.routeId
            route = references?.routes?.first { $0.id == entry.routeId }
            stopIds = entry.stopIds ?? []
            stopGroupings = entry.stopGroupings ?? []
            polylines = entry.polylines ?? []
            stops = references?.stops ?? []
            self.references = references
            isVersion1 = false
        } else {
            route = try container.decodeIfPresent(WhereRoute.self, forKey: .route)
            routeId = route?.id
            stops = try container.decodeIfPresent([WhereStop].self, forKey: .stops) ?? []
            stopIds = stops.map(\.id)
            stopGroupings = try container.decodeIfPresent([WhereStopGrouping].self, forKey: .stopGroupings) ?? []
            polylines = try container.decodeIfPresent([WherePolyline].self, forKey: .polylines) ?? []
            references = nil
            isVersion1 = true
        }
    }
}
