import Foundation
import TransitKitCore

/// Wire rows → core model. Pure: times are parsed in the answer's zone (the BusTime profile's,
/// America/Chicago for CTA), nothing reads the clock.
enum CTAMapper {
    static let agency: Agency.ID = "CTA"

    static func route(_ wire: CTAWireRoute) -> Route {
        let designator = wire.rtdd.map(trim).flatMap { $0.isEmpty ? nil : $0 } ?? wire.rt
        let color = wire.rtclr.map(trim).map { $0.hasPrefix("#") ? String($0.dropFirst()) : $0 }
        return Route(
            id: Route.ID(wire.rt), shortName: designator, longName: trim(wire.rtnm), agencyID: agency,
            mode: .bus, color: color.flatMap { $0.isEmpty ? nil : $0.lowercased() })
    }

    static func direction(_ wire: CTAWireDirection) -> Direction {
        Direction(id: Direction.ID(wire.id), name: trim(wire.name))
    }

    /// A stop; the name is trimmed for display (CTA sends "Madison & Aberdeen "). v3's
    /// optional `ada` ("accessible stop") is `Stop.wheelchairBoarding`; absent is nil. v3's
    /// `dtradd`/`dtrrem` (detour ids adding or removing the stop) are `Stop.detourChanges`,
    /// nil when both are empty or absent.
    static func stop(_ wire: CTAWireStop, route: Route.ID? = nil, direction: Direction? = nil, zone: TimeZone) -> Stop {
        var stop = Stop(
            id: Stop.ID(wire.stpid), name: trim(wire.stpnm),
            coordinate: Coordinate(latitude: wire.lat.value, longitude: wire.lon.value),
            routeIDs: route.map { [$0] } ?? [], direction: direction, timeZone: zone,
            wheelchairBoarding: wire.ada.map { $0 ? .accessible : .inaccessible })
        stop.detourChanges = detourChanges(added: wire.dtradd, removed: wire.dtrrem)
        return stop
    }

    /// Detour ids as `DetourChanges`: trimmed, blanks dropped; nil when none is left.
    static func detourChanges(added: [String]?, removed: [String]?) -> DetourChanges? {
        func ids(_ list: [String]?) -> [Detour.ID] {
            (list ?? []).map(trim).filter { !$0.isEmpty }.map { Detour.ID($0) }
        }
        let changes = DetourChanges(addedBy: ids(added), removedBy: ids(removed))
        return changes.addedBy.isEmpty && changes.removedBy.isEmpty ? nil : changes
    }

    /// A prediction, or nil for rows CTA marks as invalidated (`dyn` 16, 17: "hide it").
    static func prediction(_ wire: CTAWirePrediction, index: Int, zone: TimeZone) throws(TransitError) -> Prediction? {
        let dyn = wire.dyn?.value ?? 0
        if dyn == 16 || dyn == 17 { return nil }
        let time = try CTATime.parse(wire.prdtm, in: zone, field: "bustime-response.prd[\(index)].prdtm")
        let countdown = wire.prdctdn.map(trim)?.uppercased()
        let cancelled = dyn == 1 || dyn == 18
        let delayed = wire.dly == true || countdown == "DLY" || dyn == 14 || dyn == 15
        let vehicle = wire.vid.map(trim).flatMap { $0.isEmpty ? nil : VehiclePosition.ID($0) }
        let designator = wire.rtdd.map(trim).flatMap { $0.isEmpty || $0 == wire.rt ? nil : $0 }
        let rules = boarding(dyn: dyn, flagstop: wire.flagstop?.value)
        return Prediction(
            stopID: Stop.ID(wire.stpid), stopName: wire.stpnm.map(trim), route: Route.ID(wire.rt),
            routeName: designator, direction: wire.rtdir.map { Direction(id: Direction.ID($0), name: trim($0)) },
            destination: wire.des.map(trim), vehicleID: vehicle,
            event: wire.typ.map(trim)?.uppercased() == "D" ? .departure : .arrival,
            time: time, scheduledTime: cancelled ? time : nil,
            source: vehicle == nil ? .scheduled : .realtime, isDelayed: delayed, isCancelled: cancelled,
            timeZone: zone, distanceToStop: distance(feet: wire.dstp), occupancy: occupancy(wire.psgld),
            pickup: rules.pickup, dropOff: rules.dropOff,
            tripID: tripID(tatripid: wire.tatripid, origtatripno: wire.origtatripno),
            tripStart: tripStart(stsd: wire.stsd, stst: wire.stst, zone: zone))
    }

    static func vehicle(_ wire: CTAWireVehicle, index: Int, zone: TimeZone) throws(TransitError) -> VehiclePosition {
        let recorded = try wire.tmstmp.map { (text) throws(TransitError) in
            try CTATime.parse(text, in: zone, field: "bustime-response.vehicle[\(index)].tmstmp")
        }
        // Vehicle positions arrive as text, and "NaN" or "1e9" read as numbers: refuse them
        // here, like "north", rather than hand maps (and JSON encoders) a non-finite point.
        let coordinate: Coordinate
        do {
            coordinate = try Coordinate.validated(
                latitude: wire.lat.value, longitude: wire.lon.value,
                field: "bustime-response.vehicle[\(index)].lat/lon")
        } catch {
            throw TransitError(.decoding, detail: error.detail)
        }
        return VehiclePosition(
            id: VehiclePosition.ID(wire.vid), route: Route.ID(wire.rt),
            direction: wire.rtdir.map { Direction(id: Direction.ID($0), name: trim($0)) },
            destination: wire.des.map(trim),
            coordinate: coordinate,
            heading: wire.hdg?.value, recordedAt: recorded, isDelayed: wire.dly ?? false,
            tripID: tripID(tatripid: wire.tatripid, origtatripno: wire.origtatripno),
            occupancy: occupancy(wire.psgld), tripStart: tripStart(stsd: wire.stsd, stst: wire.stst, zone: zone))
    }

    /// A bulletin as a ``ServiceAlert``; see ``severity(_:)`` and ``effect(of:)`` for the
    /// choices. The all-empty `srvc` entry CTA sends is ignored; a bulletin that names no
    /// route and no stop (`srvc` empty) applies system-wide, so it stays without routes and
    /// stops — ``ServiceAlert/isNetworkWide`` — and affects every route.
    static func alert(_ wire: CTAWireBulletin, index: Int, zone: TimeZone) throws(TransitError) -> ServiceAlert {
        let services = (wire.srvc ?? []).filter { !$0.isEmpty }
        var routes: [Route.ID] = []
        var stops: [Stop.ID] = []
        for service in services {
            if let rt = service.rt.map(trim), !rt.isEmpty, !routes.contains(Route.ID(rt)) { routes.append(Route.ID(rt)) }
            if let id = service.stpid.map(trim), !id.isEmpty, !stops.contains(Stop.ID(id)) { stops.append(Stop.ID(id)) }
        }
        let published = try wire.mod.flatMap { $0.isEmpty ? nil : $0 }.map { (text) throws(TransitError) in
            try CTATime.parse(text, in: zone, field: "bustime-response.sb[\(index)].mod")
        }
        let title = PlainText.clean(wire.sbj ?? "")
        let detail = PlainText.clean(wire.dtl ?? "")
        return ServiceAlert(
            id: ServiceAlert.ID(wire.nm), title: title.isEmpty ? PlainText.clean(wire.nm) : title,
            description: detail.isEmpty ? PlainText.clean(wire.brf ?? "") : detail,
            severity: severity(wire.prty), effect: effect(of: wire), affectedRoutes: routes, affectedStops: stops,
            publishedAt: published, url: wire.url.flatMap { URL(string: trim($0)) })
    }

    /// "High" / "Medium" / "Low" in any case; anything else (or nothing) is medium.
    static func severity(_ priority: String?) -> ServiceAlert.Severity {
        switch priority.map(trim)?.lowercased() {
        case "high": return .high
        case "low": return .low
        default: return .medium
        }
    }

    /// CTA bulletins carry no effect code (`efct` exists only on other BusTime agencies), so
    /// the effect is read from `efct` when present, else from the subject and name — never from
    /// the long text, which mentions "delays" in passing ("allow extra travel time"). Priority
    /// alone never makes a route red: only a disruptive effect does (``ServiceStatus``).
    static func effect(of wire: CTAWireBulletin) -> ServiceAlert.Effect {
        let text = [wire.efct, wire.sbj, wire.nm].compactMap { $0 }.joined(separator: " ").lowercased()
        func has(_ words: String...) -> Bool { words.contains { text.contains($0) } }
        if has("no service", "suspend", "not running", "not in service", "cancel") { return .noService }
        if has("reduced service", "reduced frequency") { return .reducedService }
        if has("delay") { return .significantDelays }
        if has("reroute", "re-route", "detour") { return .detour }
        if has("stop relocation", "relocat", "stop elimination", "stop restoration", "temporary stop", "stop closure", "stop closed") {
            return .stopMoved
        }
        if has("additional service", "extra service") { return .additionalService }
        return .other
    }

    /// One branch per pattern (short-turns included): its direction, its stops in `seq`
    /// order and its full path. A pattern a detour created (v3 `dtrid`) names the detour, and
    /// its pre-detour points (`dtrpt`) are the branch's `pathBeforeDetour`.
    static func shape(route: Route.ID, patterns: [CTAWirePattern], zone: TimeZone = CTATime.zone) -> RouteShape {
        let branches = patterns.map { pattern in
            let points = pattern.pt.sorted { $0.seq.value < $1.seq.value }
            let direction = Direction(id: Direction.ID(pattern.rtdir), name: trim(pattern.rtdir))
            let stops = points.compactMap { point -> Stop? in
                guard point.typ.uppercased() == "S", let id = point.stpid.map(trim), !id.isEmpty else { return nil }
                return Stop(
                    id: Stop.ID(id), name: trim(point.stpnm ?? id),
                    coordinate: Coordinate(latitude: point.lat.value, longitude: point.lon.value),
                    routeIDs: [route], direction: direction, timeZone: zone)
            }
            let path = points.map { Coordinate(latitude: $0.lat.value, longitude: $0.lon.value) }
            let before = pattern.dtrpt.map { original in
                original.sorted { $0.seq.value < $1.seq.value }.map { Coordinate(latitude: $0.lat.value, longitude: $0.lon.value) }
            }
            let detour = pattern.dtrid.map(trim).flatMap { $0.isEmpty ? nil : Detour.ID($0) }
            var branch = RouteShape.Branch(direction: direction, stops: stops, paths: [path])
            branch.detour = detour
            branch.pathBeforeDetour = before.flatMap { $0.isEmpty ? nil : $0 }
            return branch
        }
        return RouteShape(route: route, paths: branches.flatMap(\.paths), branches: branches)
    }

    /// `stops` (alphabetical, as getstops sends them) in travel order: the order of the
    /// pattern in `direction` with the most stops (the full route, not a short-turn), then
    /// any stop no pattern lists, in the order given.
    static func ordered(_ stops: [Stop], by patterns: [CTAWirePattern], direction: Direction.ID) -> [Stop] {
        let candidates = patterns.filter { $0.rtdir.caseInsensitiveCompare(direction.rawValue) == .orderedSame }
        let stopCount = { (pattern: CTAWirePattern) in pattern.pt.filter { $0.typ.uppercased() == "S" }.count }
        guard let main = candidates.max(by: { stopCount($0) < stopCount($1) }) else { return stops }
        var rank: [Stop.ID: Int] = [:]
        for point in main.pt.sorted(by: { $0.seq.value < $1.seq.value }) {
            guard let id = point.stpid.map(trim), !id.isEmpty, rank[Stop.ID(id)] == nil else { continue }
            rank[Stop.ID(id)] = rank.count
        }
        let indexed = stops.enumerated().map { (offset: $0.offset, stop: $0.element) }
        return indexed.sorted { a, b in
            switch (rank[a.stop.id], rank[b.stop.id]) {
            case (let x?, let y?): return x < y
            case (_?, nil): return true
            case (nil, _?): return false
            case (nil, nil): return a.offset < b.offset
            }
        }.map(\.stop)
    }

    /// A CTA text field without surrounding whitespace or newlines (the core's `trimmed`,
    /// which skips Foundation when there is nothing to trim).
    static func trim(_ text: String) -> String {
        text.trimmed(.whitespacesAndNewlines)
    }
}
