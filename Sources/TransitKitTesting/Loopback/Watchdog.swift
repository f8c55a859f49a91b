import Foundation
import TransitKitCore

/// Ends the test process with `message` if not disarmed within `limit`: a hang becomes a
/// failure CI reports instead of a job that never ends.
///
/// It runs on a Dispatch queue, not in Swift concurrency, so it fires even when every thread
/// of the cooperative pool is blocked (a test's own time limit could not run then).
///
/// ```swift
/// let watchdog = Watchdog(after: .seconds(120), "a cancelled call never ended")
/// defer { watchdog.disarm() }
/// ```
public final class Watchdog: Sendable {
    private let armed = Locked(true)

    /// Arms the watchdog: unless ``disarm()`` is called within `limit`, the process ends
    /// with `message` on standard error.
    public init(after limit: Duration, _ message: String) {
        DispatchQueue.global().asyncAfter(deadline: .now() + limit.timeInterval) { [armed] in
            guard armed.withLock({ $0 }) else { return }
            FileHandle.standardError.write(Data("\nWATCHDOG: \(message) after \(limit)\n".utf8))
            exit(70)
        }
    }

    /// The watched work ended: the watchdog will not fire.
    public func disarm() { armed.withLock { $0 = false } }
}
