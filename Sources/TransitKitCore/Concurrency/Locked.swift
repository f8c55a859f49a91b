import Foundation

/// A value guarded by a lock: the one type in TransitKit that is `@unchecked Sendable`.
///
/// It does what `Synchronization.Mutex` does, on every platform TransitKit supports (`Mutex`
/// needs macOS 15 / iOS 18). The state is only ever reached inside ``withLock(_:)``, which holds
/// an `NSLock` for exactly the closure's run, and `sending` keeps non-Sendable state from
/// escaping it — the same contract `Mutex` has, which is why the conformance is sound.
///
/// ```swift
/// let hits = Locked(0)
/// hits.withLock { $0 += 1 }
/// let now = hits.withLock { $0 }   // 1
/// ```
///
/// Never `await` inside the closure (it cannot: the closure is synchronous), and keep it
/// short: it runs with the lock held.
///
/// It reflects as empty: `dump`, `Mirror` and debuggers never read the guarded state, which
/// may hold a token (tramTRACKER's token store keeps one behind a lock).
public final class Locked<State>: @unchecked Sendable, CustomReflectable, CustomStringConvertible {
    private let lock = NSLock()
    private var state: State

    /// A lock around `state`.
    public init(_ state: sending State) {
        self.state = state
    }

    /// Runs `body` with exclusive access to the state and returns what it returns.
    public func withLock<Result, Failure: Error>(
        _ body: (inout sending State) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&state)
    }

    /// No children: reading the state without the lock would race, and it may be secret.
    public var customMirror: Mirror { Mirror(self, children: [], displayStyle: .class) }

    /// "Locked<…>", without the state.
    public var description: String { "Locked<\(State.self)>" }
}
