import Foundation
import TransitKitCore

/// OneBusAway "where" → agencies, routes, stops and shapes (stops in the zone of the agencies
/// the answer names; New York, MTA's, when it names none).
extension MTAMapper {
    static func agency(_ wire: MTAWireWhereAgency) -> Agency {
        Agency(
            id: Agency.ID(wire.id), name: wire.name, url: url(wire.url), phone: nonEmpty(wire.phone),
            timeZone: wire.timezone.flatMap { TimeZone(identifier: $0) })
    }

    static func coverage(_ payload: MTAWireWhereAgenciesWithCoverage) -> [MTAAgencyCoverage] {
        let referenced = Dictionary((payload.references?.agencies ?? []).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        return payload.list.compactMap { item in
            guard let id = item.agency?.id ?? item.agencyId else { return nil }
            let agency = (item.agency ?? referenced[id]).map(agency) ?? Agency(id: Agency.ID(id), name: id)
            let lat = item.lat?.value ?? 0
            let lon = item.lon?.value ?? 0
            let center = lat == 0 && lon == 0 ? nil : Coordinate(latitude: lat, longitude: lon)
            return MTAAgencyCoverage(
                agency: agency, center: center, latitudeSpan: item.latSpan?.value ?? 0,
                longitudeSpan: item.lonSpan?.value ?? 0)
        }
    }

    static func route(_ wire: MTAWireWhereRoute) -> Route {
        let agencyID = wire.agencyId ?? wire.agency?.id ?? MTAIdentifier.split(wire.id)?.agency
        let shortName = nonEmpty(wire.shortName) ?? MTAIdentifier.split(wire.id)?.local ?? wire.id
        return Route(
            id: Route.ID(wire.id), shortName: shortName,
            longName: nonEmpty(wire.longName) ?? nonEmpty(wire.description),
            agencyID: agencyID.map { Agency.ID($0) }, mode: mode(wire.type?.value),
            color: nonEmpty(wire.color), textColor: nonEmpty(wire.textColor), url: url(wire.url))
    }

    /// routes-for-location's list with its two flags.
    static func nearbyRoutes(_ payload: MTAWireWhereRouteList) -> MTANearbyRoutes {
        MTANearbyRoutes(
            routes: payload.list.map(route), limitExceeded: payload.limitExceeded?.value ?? false,
            outOfRange: payload.outOfRange?.value ?? false)
    }

    /// stops-for-location's list with its two flags.
    static func nearbyStops(_ payload: MTAWireWhereStopList) -> MTANearbyStops {
        MTANearbyStops(
            stops: payload.list.map { stop($0, zone: zone(payload.references, for: $0.id, fallback: MTABusTimeClient.newYork)) },
            limitExceeded: payload.limitExceeded?.value ?? false,
            outOfRange: payload.outOfRange?.value ?? false)
    }

    /// current-time's clock: `entry.time` (epoch ms), else the envelope's `currentTime`; an
    /// answer with neither is `.decoding` naming both.
    static func serverTime(
        _ answer: MTAWhereClocked<MTAWireWhereEntry<MTAWireWhereCurrentTime>>, request: HTTPRequest
    ) throws(TransitError) -> Date {
        if let milliseconds = answer.payload.entry.time?.value {
            return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
        }
        if let envelope = answer.serverTime { return envelope }
        throw TransitError(.decoding, request: request, detail: "data.entry.time and currentTime: both missing")
    }

    /// GTFS `route_type`, basic and extended.
    static func mode(_ type: Int?) -> Route.Mode {
        guard let type else { return .bus }
        switch type {
        case 3, 700...716: return .bus
        case 0, 900...906: return .tram
        case 1, 400...405: return .subway
        case 2, 100...117: return .rail
        case 4, 1000, 1200: return .ferry
        case 200...209: return .coach
        default: return .other
        }
    }

    /// A "where" stop, shown in `zone` (MTA's New York unless the caller knows the answer's own).
    static func stop(_ wire: MTAWireWhereStop, direction: Direction? = nil, zone: TimeZone = MTABusTimeClient.newYork) -> Stop {
        let routes = wire.routeIds ?? wire.routes?.map(\.id) ?? []
        return Stop(
            id: Stop.ID(wire.id), name: wire.name,
            coordinate: Coordinate(latitude: wire.lat.value, longitude: wire.lon.value),
            code: nonEmpty(wire.code), routeIDs: routes.map { Route.ID($0) }, direction: direction,
            timeZone: zone, wheelchairBoarding: wheelchair(wire.wheelchairBoarding))
    }

    /// The stops a stops-for-route answer lists, each with its direction when exactly one stop
    /// group holds it (a stop served both ways keeps none, as ``IndexedStops`` merges them), for
    /// the stop index. Ids a group names without a stop entry are left out: the index searches
    /// names, and those have none.
    static func catalogueStops(_ payload: MTAWireWhereStopsForRoute) -> [Stop] {
        var directions: [String: Direction?] = [:]
        for grouping in payload.stopGroupings {
            for group in grouping.stopGroups ?? [] {
                let direction = Direction(id: Direction.ID(group.id.value), name: groupName(group))
                for id in group.stopIds ?? [] {
                    if let known = directions[id] {
                        if known != direction { directions[id] = .some(nil) }
                    } else {
                        directions[id] = direction
                    }
                }
            }
        }
        return payload.stops.map {
            stop($0, direction: directions[$0.id] ?? nil, zone: zone(payload.references, for: $0.id, fallback: MTABusTimeClient.newYork))
        }
    }

    /// The boxes of an agencies-with-coverage answer; agencies without a centre (MTA's umbrella
    /// `MTA`, all zeros) add none, and neither do boxes of no extent.
    static func coverageArea(_ agencies: [MTAAgencyCoverage]) -> CoverageArea {
        CoverageArea(
            agencies.compactMap { agency in
                agency.center.map {
                    CoverageArea.Box(center: $0, latitudeSpan: agency.latitudeSpan, longitudeSpan: agency.longitudeSpan)
                }
            })
    }

    /// Entry and per-direction polylines decoded (precision 5, point count checked against
    /// `length`), and each direction's stop ids resolved to stops. Directions come sorted by
    /// id ("0" before "1") whatever order the server used.
    static func shape(
        _ payload: MTAWireWhereStopsForRoute, route: Route.ID,
        request: HTTPRequest
    ) throws(TransitError) -> RouteShape {
        let base = payload.isVersion1 ? "data" : "data.entry"
        var paths: [[Coordinate]] = []
        for (index, polyline) in payload.polylines.enumerated() {
            paths.append(try decode(polyline, path: "\(base).polylines[\(index)]", request: request))
        }
        let stopsByID = Dictionary(payload.stops.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var branches: [(key: String, branch: RouteShape.Branch)] = []
        for (g, grouping) in payload.stopGroupings.enumerated() {
            for (i, group) in (grouping.stopGroups ?? []).enumerated() {
                let here = "\(base).stopGroupings[\(g)].stopGroups[\(i)]"
                let direction = Direction(id: Direction.ID(group.id.value), name: groupName(group))
                let stops = (group.stopIds ?? []).map { id in
                    let zone = zone(payload.references, for: id, fallback: MTABusTimeClient.newYork)
                    return stopsByID[id].map { stop($0, direction: direction, zone: zone) }
                        ?? Stop(id: Stop.ID(id), name: id, direction: direction, timeZone: zone)
                }
                var groupPaths: [[Coordinate]] = []
                for (p, polyline) in (group.polylines ?? []).enumerated() {
                    groupPaths.append(try decode(polyline, path: "\(here).polylines[\(p)]", request: request))
                }
                branches.append((group.id.value, RouteShape.Branch(direction: direction, stops: stops, paths: groupPaths)))
            }
        }
        let sorted = branches.enumerated().sorted { a, b in
            a.element.key == b.element.key ? a.offset < b.offset : directionOrder(a.element.key, b.element.key)
        }.map(\.element.branch)
        if paths.isEmpty { paths = sorted.flatMap(\.paths) }
        return RouteShape(route: Route.ID(payload.routeId ?? route.rawValue), paths: paths, branches: sorted)
    }

    /// Numeric ids numerically ("0" < "1" < "10"), others as text.
    static func directionOrder(_ a: String, _ b: String) -> Bool {
        switch (Int(a), Int(b)) {
        case (let x?, let y?): return x < y
        case (_?, nil): return true
        case (nil, _?): return false
        default: return a < b
        }
    }

    static func groupName(_ group: MTAWireWhereStopGroup) -> String {
        nonEmpty(group.name?.name) ?? group.name?.names?.first { !$0.isEmpty } ?? group.id.value
    }

    /// Decodes one polyline and checks it has `length` points.
    static func decode(_ polyline: MTAWireWherePolyline, path: String, request: HTTPRequest) throws(TransitError) -> [Coordinate] {
        let points: [Coordinate]
        do {
            points = try EncodedPolyline.decode(polyline.points, precision: 5)
        } catch {
            throw TransitError(.decoding, request: request, detail: "\(path).points: \(error.detail ?? "invalid polyline")")
        }
        if let length = polyline.length?.value, length != points.count {
            throw TransitError(
                .decoding, request: request,
                detail: "\(path): length says \(length) points, the polyline holds \(points.count)")
        }
        return points
    }
}
