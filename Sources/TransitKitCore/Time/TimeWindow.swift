import Foundation

/// "What leaves between these two times": the one rule every list of predictions or departures
/// follows when a window is asked for. A provider whose API takes a time range (a service day,
/// a date) is asked for it; the core then keeps only the rows inside, so the answer is the same
/// whether the API could narrow it or not.
///
/// ```swift
/// let soon = try await cta.predictions(at: ["1836"], within: .next(.seconds(15 * 60)))
/// let evening = TimeWindow(from: sixPM, until: ninePM)
/// ```
///
/// A window counted from now (``next(_:)``) is counted from the answer's own clock — the
/// server's time when the board carries it (``PredictionBoard/serverTime``), as countdowns are —
/// so "the next 15 minutes" means the same on a device whose clock drifts, and on a recording.
///
/// Both ends are included; a missing end is open. A row is placed by its
/// ``Prediction/displayTime`` (the estimate, else the timetable); a row without any time cannot
/// be placed and is left out of a bounded window.
public struct TimeWindow: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The earliest time kept; nil means no lower bound.
    public var start: Date?
    /// The latest time kept; nil means no upper bound.
    public var end: Date?
    /// For a window counted from now (``next(_:)``): how long after the answer's clock it
    /// ends. ``start`` and ``end`` are then nil until ``resolved(at:)``.
    public var fromNow: Duration?

    /// A window between `start` and `end`, either of them open.
    public init(from start: Date? = nil, until end: Date? = nil) {
        self.start = start
        self.end = end
    }

    /// `duration` from `start` on.
    public init(from start: Date, for duration: Duration) {
        self.init(from: start, until: start.addingTimeInterval(duration.timeInterval))
    }

    /// The next `duration` from `now`: "leaving in the next 20 minutes".
    public static func next(_ duration: Duration, from now: Date) -> TimeWindow {
        TimeWindow(from: now, for: duration)
    }

    /// The next `duration` from the answer's clock (the server's time when the answer carries
    /// it, else when it arrived).
    public static func next(_ duration: Duration) -> TimeWindow {
        var window = TimeWindow()
        window.fromNow = duration
        return window
    }

    /// The window with a ``fromNow`` made into dates from `now`; other windows unchanged.
    public func resolved(at now: Date) -> TimeWindow {
        guard let fromNow else { return self }
        return TimeWindow(from: now, for: fromNow)
    }

    /// No bound at all: everything the API answers.
    public static let unbounded = TimeWindow()

    /// True when neither end is set and the window is not counted from now.
    public var isUnbounded: Bool { start == nil && end == nil && fromNow == nil }

    /// Whether `date` lies inside, both ends included.
    /// A window counted from now (``fromNow``) must be ``resolved(at:)`` first.
    public func contains(_ date: Date) -> Bool {
        if let start, date < start { return false }
        if let end, date > end { return false }
        return true
    }

    /// Whether a row at `date` is kept: always in an unbounded window; never without a time in a
    /// bounded one.
    public func keeps(_ date: Date?) -> Bool {
        guard !isUnbounded else { return true }
        guard let date else { return false }
        return contains(date)
    }

    /// The service days the window touches in `zone`, oldest first — what an API that takes a
    /// date is asked for. The day before the start is included: a trip of that service day can
    /// run past midnight (a "25:10" departure) into the window. Nil when the window has no start
    /// or no end (the days cannot be listed); at most `limit` days.
    public func serviceDays(in zone: TimeZone, limit: Int = 8) -> [CalendarDate]? {
        guard let start, let end, start <= end else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let first = CalendarDate(start.addingTimeInterval(-86_400), in: zone)
        let last = CalendarDate(end, in: zone)
        var days = [first]
        var cursor = start.addingTimeInterval(-86_400)
        while let current = days.last, current < last, days.count < limit {
            guard let next = calendar.date(byAdding: .day, value: 1, to: cursor) else { break }
            cursor = next
            let day = CalendarDate(cursor, in: zone)
            if day > current { days.append(day) }
        }
        return days
    }

    /// Throws `.invalidArgument` when the end comes before the start; called before any
    /// request.
    public func validate(provider: ProviderID? = nil, operation: String) throws(TransitError) {
        if let fromNow, fromNow < .zero {
            throw TransitError(
                .invalidArgument, provider: provider, operation: operation, detail: "the window from now has a negative length (\(fromNow))"
            )
        }
        if let start, let end, end < start {
            throw TransitError(
                .invalidArgument, provider: provider, operation: operation,
                detail: "the window ends (\(Self.text(end))) before it starts (\(Self.text(start)))")
        }
    }

    /// "2026-11-28T17:00:00Z…2026-11-28T17:20:00Z", an open end as "…"; "next 1200 seconds".
    public var description: String {
        if let fromNow { return "next \(fromNow)" }
        return "\(start.map(Self.text) ?? "")…\(end.map(Self.text) ?? "")"
    }

    private static func text(_ date: Date) -> String { date.formatted(.iso8601) }
}

extension PredictionBoard {
    /// The board with only the predictions ``TimeWindow/keeps(_:)`` keeps; notes, alerts and
    /// clocks unchanged. A window counted from now is counted from the board's server time,
    /// else from when it arrived, else from `now`.
    public func within(_ window: TimeWindow, now: Date = Date()) -> PredictionBoard {
        guard !window.isUnbounded else { return self }
        let window = window.resolved(at: serverTime ?? receivedAt ?? now)
        var board = self
        board.predictions = predictions.filter { window.keeps($0.displayTime) }
        return board
    }
}

extension DepartureSnapshot {
    /// The snapshot with only the departures leaving inside `window` (one counted from now is
    /// counted from `now`).
    public func within(_ window: TimeWindow, now: Date = Date()) -> DepartureSnapshot {
        guard !window.isUnbounded else { return self }
        let window = window.resolved(at: now)
        var snapshot = self
        snapshot.departures = departures.filter { window.keeps($0.departureTime) }
        return snapshot
    }
}
