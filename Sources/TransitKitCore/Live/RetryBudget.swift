/// One time budget for everything one operation does — a provider's own waits and the
/// ``RetryMiddleware``'s retries below it — so that the two never multiply.
///
/// Busbud's search polls and backs off on its own; an app may also wrap the transport in a
/// `RetryMiddleware`. Without a shared budget each layer would spend its full allowance on the
/// same failure (one search once made 378 requests). An operation sets the budget for the
/// task it runs in, and the middleware does not start a wait that would pass it.
///
/// ```swift
/// let end = clock.now.advanced(by: .seconds(60))
/// try await RetryBudget.$current.withValue(RetryBudget { clock.now.duration(to: end) }) {
///     try await search()
/// }
/// ```
public struct RetryBudget: Sendable {
    /// Time left; zero or less means none.
    public let remaining: @Sendable () -> Duration

    /// Creates a budget that reports the time left each time it is asked.
    public init(remaining: @escaping @Sendable () -> Duration) { self.remaining = remaining }

    /// The budget of the operation the current task belongs to, if any.
    @TaskLocal public static var current: RetryBudget?

    /// Whether a wait of `wait` fits in the current budget (always, when there is none).
    public static func allows(_ wait: Duration) -> Bool {
        guard let budget = current else { return true }
        return budget.remaining() >= wait
    }
}
