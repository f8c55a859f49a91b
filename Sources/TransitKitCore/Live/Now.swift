import Foundation

/// The current instant, injected: models and mappers never call `Date()` themselves, so
/// countdowns are testable and never go stale.
///
/// ```swift
/// let now = Now.fixed(Date(timeIntervalSince1970: 1_700_000_000))
/// prediction.countdown(now: now.date())
/// ```
public struct Now: Sendable {
    /// Returns the current instant; call it each time rather than keeping its result.
    public let date: @Sendable () -> Date

    /// Wraps any source of "now": a test passes one that returns a fixed or advancing date.
    public init(_ date: @escaping @Sendable () -> Date) { self.date = date }

    /// The system clock.
    public static let system = Now { Date() }

    /// Always `date`.
    public static func fixed(_ date: Date) -> Now { Now { date } }
}
