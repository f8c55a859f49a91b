/// What a departure search knows so far. Searches that fill in over time (Busbud polls) send
/// one snapshot per round trip; the last one says whether the search completed.
public struct DepartureSnapshot: Hashable, Sendable, Codable {
    /// Why a search ended before the provider said it was complete.
    public enum StopReason: String, Hashable, Sendable, Codable {
        /// The caller's total time budget ran out.
        case budgetExhausted
        /// The provider's own time-to-live for the search ran out.
        case expired
        /// A later request failed in a way retrying cannot fix; what arrived before is kept.
        case failed
    }

    /// Departures so far, de-duplicated and sorted by ``Departure/byDepartureThenPrice(_:_:)``.
    public var departures: [Departure]
    /// The provider said it has nothing more to add.
    public var isComplete: Bool
    /// Set on a final snapshot that is not complete.
    public var stopReason: StopReason?
    /// False when the provider says nobody serves this city pair at all — distinct from
    /// "no departures that day", which is `isRouteServed == true` with no departures.
    public var isRouteServed: Bool
    /// Provider round trips made so far (the first request included).
    public var requestCount: Int

    /// Creates a snapshot; providers build one per round trip of a search.
    public init(
        departures: [Departure], isComplete: Bool, stopReason: StopReason? = nil,
        isRouteServed: Bool = true, requestCount: Int = 1
    ) {
        self.departures = departures
        self.isComplete = isComplete
        self.stopReason = stopReason
        self.isRouteServed = isRouteServed
        self.requestCount = requestCount
    }

    /// True for the last snapshot of a search: complete, or stopped for a reason.
    public var isFinal: Bool { isComplete || stopReason != nil }

    /// The days the departures leave on (each in its own zone) other than `asked`, in order,
    /// each once: a cache (Busbud's) or a recording can answer a search with another day's
    /// departures, and a rider should be told.
    ///
    /// ```swift
    /// snapshot.daysOtherThan(try CalendarDate("2016-07-29"))   // [2017-09-10]
    /// ```
    public func daysOtherThan(_ asked: CalendarDate) -> [CalendarDate] {
        departures.map { CalendarDate($0.departureTime, in: $0.departureTimeZone) }.filter { $0 != asked }
            .reduce(into: []) { if !$0.contains($1) { $0.append($1) } }
    }
}
