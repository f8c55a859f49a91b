import Foundation
import TransitKitCore

extension TramTrackerMapper {
    /// GetSchedulesCollection rows (the prediction element's fields, WWW::PIDS `PredictedTime`)
    /// as timetable predictions at `stop`: `.scheduled` whatever the fleet number says, the time
    /// also the scheduled time, soonest first, in `timeZone`.
    static func schedules(
        _ reply: TramTrackerWireReply<TramTrackerWirePrediction>, stop: Stop.ID, timeZone: TimeZone
    ) -> [Prediction] {
        let rows = reply.items.map { wire in
            var row = prediction(wire, stop: stop, timeZone: timeZone)
            row.source = .scheduled
            row.scheduledTime = row.time
            return row
        }
        return Prediction.inTimeOrder(rows)
    }

    /// GetSchedulesForTrip rows as the trip's timetabled stops, in time order (rows with the
    /// same time keep the server's order); a row without a stop id is dropped.
    static func tripSchedule(_ reply: TramTrackerWireReply<TramTrackerWireTripStop>, timeZone: TimeZone) -> [TramScheduledStop] {
        let stops = reply.items.compactMap { wire -> TramScheduledStop? in
            guard let id = text(wire.StopNo.value) else { return nil }
            return TramScheduledStop(stop: Stop.ID(id), scheduledArrival: wire.ScheduledArrivalDateTime.instant, timeZone: timeZone)
        }
        return stops.enumerated().sorted { a, b in
            a.element.scheduledArrival != b.element.scheduledArrival
                ? a.element.scheduledArrival < b.element.scheduledArrival : a.offset < b.offset
        }.map(\.element)
    }
}
