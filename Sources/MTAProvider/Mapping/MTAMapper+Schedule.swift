import Foundation
import TransitKitCore

/// OneBusAway schedule-for-stop → a board of timetable rows (`.scheduled`, New York time).
extension MTAMapper {
    /// Every stop time of every route and direction `filter` keeps, soonest first. A row is the
    /// trip's departure; where riders cannot board (`departureEnabled` false: the trip ends
    /// here) it is the arrival, marked no pickup, and where they cannot alight
    /// (`arrivalEnabled` false: the trip starts here), no drop-off. A row with neither time is
    /// left out: a timetable row without a time says nothing.
    static func schedule(
        _ payload: MTAWireWhereEntry<MTAWireWhereStopSchedule>, filter: RouteFilter, serverTime: Date?,
        receivedAt: Date?, zone: TimeZone = MTABusTimeClient.newYork
    ) -> PredictionBoard {
        let schedule = payload.entry
        let routes = Dictionary(
            (payload.references?.routes ?? []).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let stopName = payload.references?.stops?.first { $0.id == schedule.stopId }.flatMap { nonEmpty($0.name) }
        var rows: [Prediction] = []
        for routeSchedule in schedule.stopRouteSchedules ?? [] {
            let route = Route.ID(routeSchedule.routeId)
            guard filter.matches(route) else { continue }
            let routeName = routes[routeSchedule.routeId].flatMap { nonEmpty($0.shortName) }
            for direction in routeSchedule.stopRouteDirectionSchedules ?? [] {
                for time in direction.scheduleStopTimes ?? [] {
                    let boards = time.departureEnabled?.value ?? true
                    let alights = time.arrivalEnabled?.value ?? true
                    let milliseconds = boards ? (time.departureTime ?? time.arrivalTime) : (time.arrivalTime ?? time.departureTime)
                    guard let milliseconds else { continue }
                    let instant = Date(timeIntervalSince1970: Double(milliseconds.value) / 1000)
                    rows.append(
                        Prediction(
                            stopID: Stop.ID(schedule.stopId), stopName: stopName, route: route, routeName: routeName,
                            destination: nonEmpty(time.stopHeadsign) ?? nonEmpty(direction.tripHeadsign),
                            event: boards ? .departure : .arrival, time: instant, scheduledTime: instant,
                            source: .scheduled, timeZone: zone,
                            pickup: boards ? nil : BoardingRule.none, dropOff: alights ? nil : BoardingRule.none,
                            tripID: nonEmpty(time.tripId)))
                }
            }
        }
        return PredictionBoard(predictions: rows, serverTime: serverTime, receivedAt: receivedAt)
    }
}
