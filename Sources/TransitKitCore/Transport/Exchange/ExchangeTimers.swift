/// An exchange's two timers: the deadline for the whole exchange and the idle timeout,
/// restarted by every byte. Whoever owns the exchange's time — the curl loop, the `URLSession`
/// exchange's queue — asks ``expired(at:)``; the byte callbacks call ``touch(at:)``.
struct ExchangeTimers: Sendable {
    let timeout: Duration
    let deadline: Duration
    /// When the exchange must have ended.
    let ends: ContinuousClock.Instant
    /// The last byte (or the start of the current hop): the idle timeout runs from here.
    private(set) var lastActivity: ContinuousClock.Instant

    init(timeout: Duration, deadline: Duration, startedAt start: ContinuousClock.Instant) {
        self.timeout = timeout
        self.deadline = deadline
        self.ends = start.advanced(by: deadline)
        self.lastActivity = start
    }

    /// The same deadline, with the idle timer restarted at `now`: a redirect's next hop, or a
    /// request that waited for a connection and starts now.
    func restarted(at now: ContinuousClock.Instant) -> ExchangeTimers {
        var timers = self
        timers.lastActivity = now
        return timers
    }

    /// A byte arrived, or a hop started, at `now`.
    mutating func touch(at now: ContinuousClock.Instant) {
        lastActivity = now
    }

    /// The failure due at `now`, if either timer has run out (the deadline first).
    func expired(at now: ContinuousClock.Instant) -> TransportFailure? {
        if now >= ends { return .deadline(deadline) }
        if now >= lastActivity.advanced(by: timeout) { return .idle(timeout) }
        return nil
    }

    /// When the nearer timer runs out.
    var nextExpiry: ContinuousClock.Instant { min(ends, lastActivity.advanced(by: timeout)) }
}
