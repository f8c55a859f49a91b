import Foundation
import TransitKitCore

/// A stop's timetable: schedule-for-stop, one request per service day.
///
/// ```swift
/// let day = try CalendarDate("2024-01-02")
/// let board = try await mta.schedule(at: "308215", on: day, routes: ["B63"])
/// for row in board.predictions { print(row.countdown(now: now)?.text ?? "", row.destination ?? "") }
/// ```
extension MTABusTimeClient: ScheduleSource {
    /// The scheduled departures at `stop` (`MTA_308215`, or the bare code `308215`) on the
    /// service day `day`, soonest first, each `.scheduled` in New York time; a trip of that day
    /// after midnight is on the next calendar day, as the server's instants put it. `routes` is
    /// matched on the answer (any case, `B63` or `MTA NYCT_B63`): the call has no route
    /// parameter. An empty stop id is `.invalidArgument` before any request; a stop the server
    /// does not know is `.notFound`; a day without service is an empty board. The board's
    /// `serverTime` is the answer's `currentTime`.
    public func schedule(at stop: Stop.ID, on day: CalendarDate, routes: [Route.ID]?) async throws(TransitError) -> PredictionBoard {
        let stop = try StopSearch.id(stop, provider: Self.providerID, operation: "schedule-for-stop")
        let endpoint = MTAEndpoint(
            .scheduleForStop(qualifiedStop(stop), date: day), configuration: configuration,
            as: MTAWhereClocked<MTAWireWhereEntry<MTAWireWhereStopSchedule>>.self)
        let answer = try await http.perform(endpoint)
        return MTAMapper.schedule(
            answer.payload, filter: RouteFilter(routes), serverTime: answer.serverTime, receivedAt: configuration.now.date(),
            zone: MTAMapper.zone(answer.payload.references, for: answer.payload.entry.stopId, fallback: Self.newYork))
    }
}
