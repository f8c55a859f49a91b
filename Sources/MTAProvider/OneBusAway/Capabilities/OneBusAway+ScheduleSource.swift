import Foundation
import TransitKitCore

extension OneBusAwayClient: ScheduleSource {
    /// The scheduled departures at `stop` on the service day `day` (schedule-for-stop with
    /// `date`), soonest first, each `.scheduled`, in the zone the answer's agencies name (a
    /// Seattle stop in Los Angeles time, whatever the region states). `routes` is matched on
    /// the answer. A blank stop id is `.invalidArgument` before any request; a stop the server
    /// does not know is `.notFound`.
    public func schedule(at stop: Stop.ID, on day: CalendarDate, routes: [Route.ID]?) async throws(TransitError) -> PredictionBoard {
        let region = configuration.region
        let stop = try StopSearch.id(stop, provider: region.id, operation: "schedule-for-stop")
        let answer = try await perform(
            .scheduleForStop(stop, date: day), as: MTAWhereClocked<MTAWireWhereEntry<MTAWireWhereStopSchedule>>.self)
        return MTAMapper.schedule(
            answer.payload, filter: RouteFilter(routes), serverTime: answer.serverTime, receivedAt: configuration.now.date(),
            zone: MTAMapper.zone(answer.payload.references, for: answer.payload.entry.stopId, fallback: region.timeZone))
    }

    /// One stop by its server id (stop/{id}: `1_75414`), in the zone of the agencies the answer
    /// names. An id the server does not know is `.notFound`.
    public func stop(_ id: Stop.ID) async throws(TransitError) -> Stop {
        let region = configuration.region
        let id = try StopSearch.id(id, provider: region.id, operation: "stop")
        let answer = try await perform(.stop(id), as: MTAWireWhereEntry<MTAWireWhereStop>.self)
        return MTAMapper.stop(answer.entry, zone: MTAMapper.zone(answer.references, for: answer.entry.id, fallback: region.timeZone))
    }
}
