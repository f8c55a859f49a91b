import TransitKitCore

/// A GetSchedulesForTrip row: one timetabled stop of a trip. The SOAP answer's rows (`Table`)
/// carry `ScheduledArrivalDateTime`, `StopNo` and `Time` (WWW::PIDS `TripSchedule`); the
/// RestService answer is assumed to hold the same rows in `responseObject`, its date in the
/// .NET form every RestService date has. `Time` (not typed by any client) is kept as text.
struct TramTrackerWireTripStop: Decodable, Sendable, Equatable {
    var ScheduledArrivalDateTime: DotNetDate
    var StopNo: LenientString
    var Time: Tolerant<LenientString>?
}
