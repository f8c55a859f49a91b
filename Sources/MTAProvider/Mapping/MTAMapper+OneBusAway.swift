import Foundation
import TransitKitCore

/// OneBusAway real-time "where" answers (arrivals, trip details, trips for a place or route) →
/// boards, trips and vehicles, in the zone the answer names. No clock is read here.
extension MTAMapper {
    /// The zone of an answer: the `timezone` of the agency `id`'s prefix names (OneBusAway ids
    /// are `<agency>_<local>`), else of the first agency with a zone the system knows, else
    /// `fallback` (the region's stated zone).
    static func zone(_ references: MTAWireWhereReferences?, for id: String?, fallback: TimeZone) -> TimeZone {
        let agencies = references?.agencies ?? []
        if let agency = id.flatMap(MTAIdentifier.split)?.agency,
            let zone = agencies.first(where: { $0.id == agency })?.timezone.flatMap(TimeZone.init(identifier:))
        {
            return zone
        }
        return agencies.lazy.compactMap { $0.timezone.flatMap(TimeZone.init(identifier:)) }.first ?? fallback
    }

    /// arrivals-and-departures-for-stop → a board: one row per arrival `filter` keeps (by route id
    /// or the number on the bus), soonest
    /// first, a `.noData` note when none is left, the envelope's `currentTime` as `serverTime`.
    /// A row is `.realtime` only where the region serves "where" real time and the server
    /// predicted it (`predicted`, a non-zero predicted time).
    static func arrivals(
        _ payload: MTAWireWhereEntry<MTAWireWhereStopWithArrivals>, asked stop: Stop.ID?, filter: RouteFilter,
        realTime: Bool, fallbackZone: TimeZone
    ) -> (predictions: [Prediction], notes: [ProviderNote]) {
        let references = payload.references
        let stopID = payload.entry.stopId ?? stop?.rawValue
        let zone = zone(references, for: stopID, fallback: fallbackZone)
        let stops = Dictionary((references?.stops ?? []).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let trips = Dictionary((references?.trips ?? []).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let rows = (payload.entry.arrivalsAndDepartures ?? []).map { row in
            prediction(
                row, stopName: stops[row.stopId].flatMap { nonEmpty($0.name) }, trip: row.tripId.flatMap { trips[$0] },
                realTime: realTime, zone: zone)
        }.filter { keeps(filter, $0) }
        var notes: [ProviderNote] = []
        if rows.isEmpty, let stop {
            notes.append(ProviderNote(subject: .stop(stop), kind: .noData, message: "No arrivals in the window asked"))
        }
        return (rows, notes)
    }

    /// Whether `filter` keeps `row`: its route id (any case, with or without the agency) or the
    /// number on the bus (`routeShortName`: "75" keeps route `1_100269`'s rows).
    static func keeps(_ filter: RouteFilter, _ row: Prediction) -> Bool {
        filter.matches(row.route)
            || row.routeName.map { name in filter.routes.contains { $0.rawValue.caseInsensitiveCompare(name) == .orderedSame } }
                ?? false
    }

    /// One arrival-and-departure row. Its time is the departure where riders can board (the
    /// arrival where the trip ends here, marked no pickup), predicted when there is a
    /// prediction, else scheduled. A cancelled trip (`status` `CANCELED`, on the row or its trip
    /// status) keeps its scheduled time as its time, `.scheduled`: the server still sends the
    /// vehicle's predicted time for it (HART's recording), which no bus will keep.
    static func prediction(
        _ row: MTAWireWhereArrivalAndDeparture, stopName: String?, trip: MTAWireWhereTrip?, realTime: Bool, zone: TimeZone
    ) -> Prediction {
        let boards = row.departureEnabled?.value ?? true
        let alights = row.arrivalEnabled?.value ?? true
        let scheduled =
            boards ? (row.scheduledDepartureTime ?? row.scheduledArrivalTime) : (row.scheduledArrivalTime ?? row.scheduledDepartureTime)
        let predictedRaw =
            boards ? (row.predictedDepartureTime ?? row.predictedArrivalTime) : (row.predictedArrivalTime ?? row.predictedDepartureTime)
        let words: [String] = [row.status, row.tripStatus?.status].compactMap { $0?.uppercased() }
        let isCancelled = words.contains("CANCELED") || words.contains("CANCELLED")
        let predicted =
            realTime && !isCancelled && (row.predicted?.value ?? true) ? predictedRaw.flatMap { $0.value > 0 ? $0.value : nil } : nil
        let scheduledTime = scheduled.flatMap { $0.value > 0 ? instant($0.value) : nil }
        let deviation = row.tripStatus?.scheduleDeviation?.value
        return Prediction(
            stopID: Stop.ID(row.stopId), stopName: stopName, route: Route.ID(row.routeId),
            routeName: nonEmpty(row.routeShortName) ?? nonEmpty(row.routeLongName),
            direction: trip?.directionId.map { Direction(id: Direction.ID($0.value), name: nonEmpty(trip?.tripHeadsign) ?? $0.value) },
            destination: nonEmpty(row.tripHeadsign) ?? nonEmpty(trip?.tripHeadsign),
            vehicleID: nonEmpty(row.vehicleId).map { VehiclePosition.ID($0) }, event: boards ? .departure : .arrival,
            time: predicted.map(instant) ?? scheduledTime, scheduledTime: scheduledTime,
            source: predicted == nil ? .scheduled : .realtime,
            isDelayed: predicted != nil && (deviation ?? 0) >= 300,
            isCancelled: isCancelled, timeZone: zone,
            distanceToStop: row.distanceFromStop.flatMap { $0.value.isFinite && $0.value >= 0 ? $0.value : nil },
            stopsAway: row.numberOfStopsAway.flatMap { $0.value >= 0 ? $0.value : nil },
            pickup: boards ? nil : BoardingRule.none, dropOff: alights ? nil : BoardingRule.none,
            tripID: nonEmpty(row.tripId))
    }

    /// A trip's status → where its vehicle is; nil without a vehicle or a position. OneBusAway's
    /// orientation (counter-clockwise from east) becomes a compass heading.
    static func vehicle(
        _ status: MTAWireWhereTripStatus, trip: MTAWireWhereTrip?, routes: [String: MTAWireWhereRoute], realTime: Bool,
        route asked: Route.ID? = nil
    ) -> VehiclePosition? {
        guard let id = nonEmpty(status.vehicleId), let place = status.position ?? status.lastKnownLocation else { return nil }
        let coordinate = Coordinate(latitude: place.lat.value, longitude: place.lon.value)
        guard coordinate.isValid, !(coordinate.latitude == 0 && coordinate.longitude == 0) else { return nil }
        // A server that leaves `references.trips` out still answered for the route asked.
        let routeID = trip?.routeId ?? asked?.rawValue ?? ""
        let orientation = (status.orientation ?? status.lastKnownOrientation)?.value
        let heading = orientation.flatMap {
            $0.isFinite ? ((90 - $0).truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360) : nil
        }
        // `lastLocationUpdateTime` is 0 on servers that only stamp the status (MTS, HART).
        let recorded = [status.lastLocationUpdateTime, status.lastUpdateTime].lazy.compactMap { $0?.value }.first { $0 > 0 }
            .map(instant)
        let isRealtime = realTime && (status.predicted?.value ?? false)
        return VehiclePosition(
            id: VehiclePosition.ID(id), route: Route.ID(routeID), routeName: routes[routeID].flatMap { nonEmpty($0.shortName) },
            direction: trip?.directionId.map { Direction(id: Direction.ID($0.value), name: nonEmpty(trip?.tripHeadsign) ?? $0.value) },
            destination: nonEmpty(trip?.tripHeadsign), coordinate: coordinate, heading: heading, recordedAt: recorded,
            isDelayed: isRealtime && (status.scheduleDeviation?.value ?? 0) >= 300, nextStop: nonEmpty(status.nextStop).map { Stop.ID($0) },
            tripID: nonEmpty(status.activeTripId), statusText: nonEmpty(status.phase), isRealtime: isRealtime)
    }

    /// trips-for-location / trips-for-route → the vehicles serving their trips (a trip without
    /// a vehicle or a position adds none; a vehicle listed twice is kept once). `route`: the
    /// route a trips-for-route call asked, for trips `references.trips` does not name.
    static func vehicles(_ payload: MTAWireWhereTripDetailsList, realTime: Bool, route: Route.ID? = nil) -> [VehiclePosition] {
        let trips = Dictionary((payload.references?.trips ?? []).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let routes = Dictionary((payload.references?.routes ?? []).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var seen = Set<VehiclePosition.ID>()
        return payload.list.compactMap { details in
            guard let status = details.status else { return nil }
            let trip = trips[nonEmpty(status.activeTripId) ?? details.tripId]
            guard let vehicle = vehicle(status, trip: trip, routes: routes, realTime: realTime, route: route),
                seen.insert(vehicle.id).inserted
            else { return nil }
            return vehicle
        }
    }

    /// vehicles-for-agency → every vehicle with a position; the trip status fills in what the
    /// element leaves out (vehicle id, place, update time).
    static func vehicles(_ payload: MTAWireWhereVehicleStatusList, realTime: Bool) -> [VehiclePosition] {
        let trips = Dictionary((payload.references?.trips ?? []).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let routes = Dictionary((payload.references?.routes ?? []).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        return payload.list.compactMap { element in
            var status = element.tripStatus ?? MTAWireWhereTripStatus()
            status.vehicleId = nonEmpty(status.vehicleId) ?? element.vehicleId
            status.position = status.position ?? element.location
            status.lastUpdateTime = status.lastUpdateTime ?? element.lastUpdateTime
            let tripID = nonEmpty(status.activeTripId) ?? nonEmpty(element.tripId)
            status.activeTripId = tripID
            return vehicle(status, trip: tripID.flatMap { trips[$0] }, routes: routes, realTime: realTime)
        }
    }

    /// trip-details / trip-for-vehicle → the trip's run: its stops from the next one on (all of
    /// them when the status names none), each at its scheduled time plus the status's
    /// deviation when the trip is predicted, in the schedule's zone (else the agencies').
    static func trip(
        _ payload: MTAWireWhereEntry<MTAWireWhereTripDetails>, serverTime: Date?, realTime: Bool, fallbackZone: TimeZone
    ) -> VehicleTrip {
        let details = payload.entry
        let references = payload.references
        let trip = references?.trips?.first { $0.id == details.tripId }
        let routes = Dictionary((references?.routes ?? []).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let stops = Dictionary((references?.stops ?? []).map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let zone =
            details.schedule?.timeZone.flatMap { nonEmpty($0) }.flatMap(TimeZone.init(identifier:))
            ?? zone(references, for: trip?.routeId ?? details.tripId, fallback: fallbackZone)
        let status = details.status
        let position = status.flatMap { vehicle($0, trip: trip, routes: routes, realTime: realTime) }
        let predicted = realTime && (status?.predicted?.value ?? false)
        let deviation = predicted ? (status?.scheduleDeviation?.value ?? 0) : 0
        let serviceDate = (details.serviceDate ?? status?.serviceDate).map { instant($0.value) }
        var stopTimes = details.schedule?.stopTimes ?? []
        if let next = nonEmpty(status?.nextStop), let index = stopTimes.firstIndex(where: { $0.stopId == next }) {
            stopTimes.removeFirst(index)
        }
        let routeID = Route.ID(trip?.routeId ?? "")
        let routeName = trip?.routeId.flatMap { routes[$0] }.flatMap { nonEmpty($0.shortName) }
        let direction = trip?.directionId.map { Direction(id: Direction.ID($0.value), name: nonEmpty(trip?.tripHeadsign) ?? $0.value) }
        let calls = stopTimes.compactMap { time -> Prediction? in
            guard let serviceDate, let seconds = (time.departureTime ?? time.arrivalTime)?.value else { return nil }
            let scheduled = serviceDate.addingTimeInterval(Double(seconds))
            return Prediction(
                stopID: Stop.ID(time.stopId), stopName: stops[time.stopId].flatMap { nonEmpty($0.name) }, route: routeID,
                routeName: routeName, direction: direction, destination: nonEmpty(time.stopHeadsign) ?? nonEmpty(trip?.tripHeadsign),
                vehicleID: position?.id, event: .departure, time: scheduled.addingTimeInterval(deviation), scheduledTime: scheduled,
                source: predicted ? .realtime : .scheduled, isDelayed: deviation >= 300, timeZone: zone,
                tripID: details.tripId)
        }
        return VehicleTrip(
            vehicle: position?.id ?? VehiclePosition.ID(nonEmpty(status?.vehicleId) ?? ""), route: trip?.routeId.map { Route.ID($0) },
            routeName: routeName, direction: direction, destination: nonEmpty(trip?.tripHeadsign), tripID: details.tripId,
            position: position, calls: calls, serverTime: serverTime)
    }

    /// Epoch milliseconds → an instant.
    static func instant(_ milliseconds: Int64) -> Date {
        Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
}
