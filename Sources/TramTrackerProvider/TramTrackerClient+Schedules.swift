import Foundation
import TransitKitCore

extension TramTrackerClient {
    /// GetSchedulesCollection: the next three timetabled passing times at `stop` from `date`
    /// (sent as Melbourne local time), every route or only `route`, low-floor trams only when
    /// asked — timetable rows (`.scheduled`), soonest first, each with the `tripID` that
    /// ``tripSchedule(_:at:)`` takes. Three rows, not a day: tramTRACKER is therefore not a
    /// `ScheduleSource` (Docs/TramTracker.md, coverage).
    ///
    /// ```swift
    /// let next = try await tram.scheduledDepartures(at: "1234", from: Date())
    /// let trip = try await tram.tripSchedule(next[0].tripID ?? "", at: next[0].scheduledTime ?? Date())
    /// ```
    public func scheduledDepartures(
        at stop: Stop.ID, route: Route.ID? = nil, lowFloor: Bool = false, from date: Date
    ) async throws(TransitError) -> [Prediction] {
        let operation = "GetSchedulesCollection"
        let id = try TramTrackerCall.pathID(stop.rawValue, field: "stop", operation: operation)
        let routeNo =
            try route.map { (route) throws(TransitError) in
                try TramTrackerCall.pathID(route.rawValue, field: "route", operation: operation)
            } ?? "0"
        let reply = try await perform(
            .schedules(stop: id, route: routeNo, lowFloor: lowFloor, from: date), as: TramTrackerWirePrediction.self)
        return TramTrackerMapper.schedules(reply, stop: Stop.ID(id), timeZone: Self.melbourne)
    }

    /// GetSchedulesForTrip: the timetabled stops of trip `trip` (digits, a `tripID` of
    /// ``scheduledDepartures(at:route:lowFloor:from:)``) on the day of `date`, in time order.
    public func tripSchedule(_ trip: String, at date: Date) async throws(TransitError) -> [TramScheduledStop] {
        let id = try TramTrackerCall.pathID(trip, field: "trip", operation: "GetSchedulesForTrip", digitsOnly: true)
        let reply = try await perform(.tripSchedule(trip: id, at: date), as: TramTrackerWireTripStop.self)
        return TramTrackerMapper.tripSchedule(reply, timeZone: Self.melbourne)
    }
}
