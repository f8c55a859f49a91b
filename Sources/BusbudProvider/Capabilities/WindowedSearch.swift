import Foundation
import TransitKitCore

extension BusbudClient {
    /// The departures leaving inside `window`: "what leaves between two times".
    ///
    /// Busbud searches one calendar day of the origin city per request, so every day the window
    /// touches in `originZone` becomes one search (a window across midnight asks both days), the
    /// final snapshots are merged by departure id and the core's
    /// `DepartureSnapshot.within(_:now:)` keeps what leaves inside the window. `query.date` is
    /// used only when the window has no start. A reversed window, or one touching more than
    /// ``maximumWindowDays`` days, fails with `.invalidArgument` before any request.
    ///
    /// ```swift
    /// let evening = TimeWindow(from: sixPM, until: oneAM)
    /// let late = try await busbud.searchDepartures(query, within: evening,
    ///                                              originZone: TimeZone(identifier: "America/New_York")!)
    /// ```
    ///
    /// `originZone` is the caller's: Busbud states a zone only on each departure, and the days
    /// must be known before the first request.
    public func searchDepartures(
        _ query: DepartureQuery, within window: TimeWindow, originZone: TimeZone
    ) async throws -> DepartureSnapshot {
        let now = configuration.now.date()
        let days = try Self.searchDays(query, within: window, originZone: originZone, now: now)
        var merged: DepartureSnapshot?
        for day in days {
            var dayQuery = query
            dayQuery.date = day
            let snapshot = try await searchDepartures(dayQuery)
            guard var total = merged else {
                merged = snapshot
                continue
            }
            let seen = Set(total.departures.map(\.id))
            total.departures += snapshot.departures.filter { !seen.contains($0.id) }
            total.isComplete = total.isComplete && snapshot.isComplete
            total.stopReason = total.stopReason ?? snapshot.stopReason
            total.isRouteServed = total.isRouteServed || snapshot.isRouteServed
            total.requestCount += snapshot.requestCount
            merged = total
        }
        let result = merged ?? DepartureSnapshot(departures: [], isComplete: true, isRouteServed: false, requestCount: 0)
        return result.within(window, now: now)
    }

    /// The most calendar days one windowed search may ask (one search each).
    public static let maximumWindowDays = 8

    /// The origin-calendar days `window` touches, in order; checked before any request.
    static func searchDays(
        _ query: DepartureQuery, within window: TimeWindow, originZone: TimeZone, now: Date
    ) throws(TransitError) -> [CalendarDate] {
        let operation = BusbudEndpoint.initOperation
        try window.validate(provider: providerID, operation: operation)
        let window = window.resolved(at: now)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = originZone
        guard let start = window.start else {
            guard let end = window.end, CalendarDate(end, in: originZone) < query.date else { return [query.date] }
            throw TransitError(
                .invalidArgument, provider: providerID, operation: operation,
                detail: "the window ends (\(window)) before the query's day \(query.date) starts in \(originZone.identifier)")
        }
        let last = CalendarDate(window.end ?? start, in: originZone)
        var days = [CalendarDate(start, in: originZone)]
        var cursor = calendar.startOfDay(for: start)
        while let current = days.last, current < last {
            guard days.count < maximumWindowDays else {
                throw TransitError(
                    .invalidArgument, provider: providerID, operation: operation,
                    detail:
                        "the window \(window) touches more than \(maximumWindowDays) days in \(originZone.identifier); one search per day is the most this asks"
                )
            }
            guard let next = calendar.date(byAdding: .day, value: 1, to: cursor) else { break }
            cursor = next
            let day = CalendarDate(cursor, in: originZone)
            if day > current { days.append(day) }
        }
        return days
    }
}
