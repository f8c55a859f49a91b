import TransitKitCore

/// A clock whose `sleep` returns at once after moving `now` forward by the requested time:
/// code that waits (polls, retries, refreshes) runs at full speed, and `now` still reads as
/// if the waits happened. Use ``ManualClock`` when a test must control each step.
public final class ImmediateClock: Clock, Sendable {
    /// The same instants as ``ManualClock``: an offset from the clock's start.
    public typealias Instant = ManualClock.Instant

    private let state = Locked((now: Instant(offset: .zero), sleeps: [Duration]()))

    /// A clock at offset zero that has never slept.
    public init() {}

    /// The start plus every sleep so far.
    public var now: Instant { state.withLock { $0.now } }
    /// Zero: any duration can be slept, exactly.
    public var minimumResolution: Duration { .zero }

    /// Every duration slept so far, in order.
    public var sleepHistory: [Duration] { state.withLock { $0.sleeps } }

    /// Moves ``now`` to `deadline` (when it is later) and returns at once; throws
    /// `CancellationError` when the task is cancelled, as a real clock's sleep does.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        state.withLock { state in
            state.sleeps.append(state.now.duration(to: deadline))
            if deadline > state.now { state.now = deadline }
        }
        await Task.yield()
    }
}
