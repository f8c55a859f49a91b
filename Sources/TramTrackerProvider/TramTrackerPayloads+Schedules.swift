import Foundation
import TransitKitCore

extension TramTrackerPayloads {
    /// A GetSchedulesCollection body at `stop`: timetable rows, soonest first.
    public static func schedules(_ data: Data, stop: Stop.ID) throws(TransitError) -> [Prediction] {
        // The date is only a path segment of a request never sent; errors name the method.
        let call = TramTrackerCall.schedules(stop: stop.rawValue, route: "0", lowFloor: false, from: Date(timeIntervalSince1970: 0))
        return TramTrackerMapper.schedules(try reply(data, call), stop: stop, timeZone: TramTrackerClient.melbourne)
    }

    /// A GetSchedulesForTrip body: the trip's timetabled stops in time order.
    public static func tripSchedule(_ data: Data) throws(TransitError) -> [TramScheduledStop] {
        let call = TramTrackerCall.tripSchedule(trip: "0", at: Date(timeIntervalSince1970: 0))
        return TramTrackerMapper.tripSchedule(try reply(data, call), timeZone: TramTrackerClient.melbourne)
    }
}
