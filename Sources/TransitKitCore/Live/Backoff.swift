/// Exponential backoff with jitter: attempt n waits about `initial × 2ⁿ`, capped at `maximum`,
/// then scaled by a random factor in `1 - jitter ... 1` so that many clients retrying the same
/// outage spread out.
///
/// ```swift
/// let backoff = Backoff(initial: .milliseconds(500), maximum: .seconds(30), jitter: 0.5)
/// backoff.delay(attempt: 3, random: 0.0)   // 4 s × 0.5 = 2 s
/// ```
public struct Backoff: Hashable, Sendable {
    /// The wait before the first retry, doubled for each later one.
    public var initial: Duration
    /// The longest wait, however many attempts failed.
    public var maximum: Duration
    /// 0 = no jitter, 1 = "full jitter" (anything from 0 to the exponential delay).
    public var jitter: Double

    /// Creates a backoff; `jitter` is clamped to 0…1.
    public init(initial: Duration = .milliseconds(500), maximum: Duration = .seconds(30), jitter: Double = 0.5) {
        self.initial = initial
        self.maximum = maximum
        self.jitter = min(max(jitter, 0), 1)
    }

    /// The wait before retry number `attempt` (0-based), with `random` in 0..<1.
    public func delay(attempt: Int, random: Double) -> Duration {
        let exponent = min(max(attempt, 0), 30)
        var base = initial * (1 << exponent)
        if base > maximum || base < .zero { base = maximum }
        let factor = 1 - jitter * min(max(random, 0), 1)
        return base * factor
    }
}
