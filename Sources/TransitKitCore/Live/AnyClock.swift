/// Any `Clock<Duration>` behind one concrete type, so provider clients can store the clock
/// they were given without becoming generic (`CTABusTrackerClient`, not
/// `CTABusTrackerClient<ContinuousClock>`). Tests pass `AnyClock(ManualClock())`.
///
/// Its instants are offsets from the moment the wrapper was made.
public struct AnyClock: Clock, Sendable {
    public struct Instant: InstantProtocol, Hashable, Sendable {
        public var offset: Duration
        public init(offset: Duration) { self.offset = offset }
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
    }

    private let elapsed: @Sendable () -> Duration
    private let sleeper: @Sendable (Duration) async throws -> Void
    public let minimumResolution: Duration

    public init<C: Clock>(_ clock: C) where C.Duration == Duration {
        let start = clock.now
        elapsed = { start.duration(to: clock.now) }
        sleeper = { try await clock.sleep(for: $0) }
        minimumResolution = clock.minimumResolution
    }

    /// The real monotonic clock.
    public static var continuous: AnyClock { AnyClock(ContinuousClock()) }

    public var now: Instant { Instant(offset: elapsed()) }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let wait = now.duration(to: deadline)
        if wait > .zero { try await sleeper(wait) } else { try Task.checkCancellation() }
    }
}
