import Foundation

/// The timetable of a stop: what is scheduled to leave, not what is tracked.
public protocol ScheduleSource: TransitProvider {
    /// The scheduled departures at `stop` on the service day `day` of the agency's zone
    /// (``ProviderDescriptor/timeZone``), as predictions whose ``Prediction/source`` is
    /// `.scheduled`, soonest first. A trip of that service day that runs past midnight is on
    /// the next calendar day, not dropped or moved to the morning. `routes` narrows to those
    /// routes; nil means all.
    func schedule(at stop: Stop.ID, on day: CalendarDate, routes: [Route.ID]?) async throws(TransitError) -> PredictionBoard
}

extension ScheduleSource {
    /// The scheduled departures at `stop` inside `window`: every service day the window touches
    /// is asked for (``TimeWindow/serviceDays(in:limit:)``, the day before included for trips
    /// past midnight), and only the rows inside the window are kept. A window without both ends
    /// asks for today's service day and yesterday's. `.invalidArgument` before any request for
    /// a window that ends before it starts or spans more than a week.
    ///
    /// ```swift
    /// let evening = try await mta.schedule(at: "MTA_308209", within: TimeWindow(from: six, until: nine))
    /// ```
    public func schedule(
        at stop: Stop.ID, routes: [Route.ID]? = nil, within window: TimeWindow, now: Date = Date()
    ) async throws(TransitError) -> PredictionBoard {
        let operation = "schedule"
        try window.validate(provider: descriptor.id, operation: operation)
        let window = window.resolved(at: now)
        let zone = descriptor.timeZone
        let days: [CalendarDate]
        if let listed = window.serviceDays(in: zone, limit: 9) {
            guard listed.count <= 8 else {
                throw TransitError(
                    .invalidArgument, provider: descriptor.id, operation: operation,
                    detail: "the window \(window) spans more than a week of service days")
            }
            days = listed
        } else {
            let anchor = window.start ?? window.end ?? now
            days = TimeWindow(from: anchor, until: anchor).serviceDays(in: zone) ?? [CalendarDate(anchor, in: zone)]
        }
        var predictions: [Prediction] = []
        var notes: [ProviderNote] = []
        var last: PredictionBoard?
        for day in days {
            let board = try await schedule(at: stop, on: day, routes: routes)
            predictions += board.predictions
            notes += board.notes
            last = board
        }
        var seen = Set<Prediction>()
        predictions = predictions.filter { seen.insert($0).inserted }.sorted(by: Prediction.byTime)
        return PredictionBoard(
            predictions: predictions, notes: notes, serverTime: last?.serverTime, receivedAt: last?.receivedAt
        ).within(window)
    }
}
