import Foundation
import TransitKitCore

/// One timetabled stop of a tram trip (GetSchedulesForTrip): the stop and when the timetable
/// has the tram there, shown in Melbourne's zone.
public struct TramScheduledStop: Hashable, Sendable, Codable {
    /// The tramTRACKER stop id.
    public var stop: Stop.ID
    /// The timetabled arrival.
    public var scheduledArrival: Date
    /// Australia/Melbourne.
    public var timeZone: TimeZone

    /// Creates a stop of a trip's timetable.
    public init(stop: Stop.ID, scheduledArrival: Date, timeZone: TimeZone) {
        self.stop = stop
        self.scheduledArrival = scheduledArrival
        self.timeZone = timeZone
    }
}
