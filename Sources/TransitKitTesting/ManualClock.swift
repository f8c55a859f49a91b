import TransitKitCore

/// A clock that only moves when a test says so: `sleep` suspends until ``advance(by:)`` passes
/// the deadline. No real time passes in a test that uses it.
///
/// ```swift
/// let clock = ManualClock()
/// let task = Task { try await clock.sleep(for: .seconds(20)) }
/// await clock.waitForSleepers(1)
/// clock.advance(by: .seconds(20))   // the task resumes
/// ```
public final class ManualClock: Clock, Sendable {
    /// A point on a ``ManualClock``: how far the clock has been advanced since it started.
    public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
        /// The time since the clock's start.
        public var offset: Duration
        /// The instant `offset` after the start.
        public init(offset: Duration) { self.offset = offset }
        /// This instant moved by `duration`.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// How long from this instant to `other` (negative when `other` is earlier).
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        /// Whether `a` comes before `b`.
        public static func < (a: Instant, b: Instant) -> Bool { a.offset < b.offset }
        /// `t+<offset>`, e.g. `t+20.0 seconds`.
        public var description: String { "t+\(offset)" }
    }

    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var nextID = 0
        var cancelled: Set<Int> = []
        /// Every sleep requested, in order — what a test asserts waits against.
        var sleeps: [Duration] = []
    }

    private let state = Locked(State())

    /// A clock at offset zero with no sleepers.
    public init() {}

    /// The start plus everything ``advance(by:)`` and ``advanceToNextDeadline()`` added.
    public var now: Instant { state.withLock { $0.now } }
    /// Zero: a test advances by any duration it likes.
    public var minimumResolution: Duration { .zero }

    /// Every duration passed to `sleep` so far, in call order.
    public var sleepHistory: [Duration] { state.withLock { $0.sleeps } }

    /// How many tasks are suspended in `sleep` right now.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Suspends until a test advances the clock to `deadline` (returns at once when it is
    /// not later than ``now``); throws `CancellationError` when the task is cancelled, even
    /// while suspended.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id: Int = state.withLock { state in
            state.nextID += 1
            state.sleeps.append(state.now.duration(to: deadline))
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow: Result<Void, any Error>? = state.withLock { state in
                    if state.cancelled.remove(id) != nil { return .failure(CancellationError()) }
                    if deadline <= state.now { return .success(()) }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return nil
                }
                if let resumeNow { continuation.resume(with: resumeNow) }
            }
        } onCancel: {
            let sleeper: Sleeper? = state.withLock { state in
                if let index = state.sleepers.firstIndex(where: { $0.id == id }) {
                    return state.sleepers.remove(at: index)
                }
                state.cancelled.insert(id)
                return nil
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves time forward and wakes every sleeper whose deadline has come, earliest first.
    public func advance(by duration: Duration) {
        let due: [Sleeper] = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }.sorted { $0.deadline < $1.deadline }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Advances to the earliest pending deadline, if any, and returns how far it moved.
    @discardableResult
    public func advanceToNextDeadline() -> Duration? {
        let step: Duration? = state.withLock { state in
            state.sleepers.map(\.deadline).min().map { state.now.duration(to: $0) }
        }
        if let step { advance(by: step) }
        return step
    }

    /// Suspends until at least `count` tasks are sleeping on this clock, yielding in between;
    /// returns false if that does not happen within `maxYields` turns (a test bug, not a hang).
    @discardableResult
    public func waitForSleepers(_ count: Int = 1, maxYields: Int = 100_000) async -> Bool {
        for _ in 0..<maxYields {
            if sleeperCount >= count { return true }
            await Task.yield()
        }
        return sleeperCount >= count
    }
}
