/// Any `Clock<Duration>` behind one concrete type, so provider clients can store the clock
/// they were given without becoming generic (`CTABusTrackerClient`, not
/// `CTABusTrackerClient<ContinuousClock>`). Tests pass `AnyClock(ManualClock())`.
///
/// Its instants are offsets from the moment the wrapper was made.
public struct AnyClock: Clock, Sendable {
    /// A point on the wrapped clock, as the time elapsed since the wrapper was made.
    public struct Instant: InstantProtocol, Hashable, Sendable {
        /// Time since the `AnyClock` was created.
        public var offset: Duration
        /// Creates the instant `offset` after the clock was created.
        public init(offset: Duration) { self.offset = offset }
        /// The instant `duration` later (earlier when negative).
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        /// Orders instants from earlier to later.
        public static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
    }

    private let elapsed: @Sendable () -> Duration
    private let sleeper: @Sendable (Duration) async throws -> Void
    /// The wrapped clock's resolution.
    public let minimumResolution: Duration

    /// Wraps `clock`; its "now" at this moment becomes offset zero.
    ///
    /// ```swift
    /// let test = ManualClock()
    /// let client = TramTrackerClient(configuration: .init(userAgent: agent, clock: AnyClock(test)))
    /// ```
    public init<C: Clock>(_ clock: C) where C.Duration == Duration {
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        sleeper = { try await clock.sleep(for: $0) }
        minimumResolution = clock.minimumResolution
    }

    /// The real monotonic clock.
    public static var continuous: AnyClock { AnyClock(ContinuousClock()) }

    /// The wrapped clock's current instant.
    public var now: Instant { Instant(offset: elapsed()) }

    /// Sleeps on the wrapped clock until `deadline`; throws `CancellationError` when the task is
    /// cancelled, also for a deadline already past, so loops that sleep still notice cancellation.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let wait = now.duration(to: deadline)
        if wait > .zero { try await sleeper(wait) } else { try Task.checkCancellation() }
    }
}
