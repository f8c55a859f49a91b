import Foundation

/// Retries idempotent requests (GET, HEAD…) after retryable failures: transport errors and
/// HTTP 429, 502, 503, 504. Waits follow ``Backoff`` with jitter, or the server's
/// `Retry-After` when it sends one. Stops after `maxAttempts` or when the next wait would go
/// past `budget`, and then returns the last response (or rethrows the last error), so the
/// provider still maps it to its own error. A wait never passes the ``RetryBudget`` of the
/// operation the request belongs to, so a provider's own backoff and this middleware share
/// one allowance.
///
/// ```swift
/// RetryMiddleware(maxAttempts: 4, budget: .seconds(20), clock: ContinuousClock())
/// ```
public struct RetryMiddleware<C: Clock>: Middleware where C.Duration == Duration {
    /// Attempts in all, the first one included (at least 1).
    public var maxAttempts: Int
    /// The most time all attempts and waits together may take; a wait that would pass it is not started.
    public var budget: Duration
    /// The waits between attempts when the server sends no `Retry-After`.
    public var backoff: Backoff
    /// HTTP statuses worth retrying; other statuses are returned at once.
    public var retryableStatuses: Set<Int>
    /// The clock the waits run on.
    public let clock: C
    /// The jitter source for `backoff`.
    public let randomness: Randomness
    /// The current date, to read `Retry-After` given as an HTTP date.
    public let now: Now

    /// Creates a retry policy on `clock`; tests pass a manual or immediate clock so retries take no real time.
    public init(
        maxAttempts: Int = 3, budget: Duration = .seconds(30), backoff: Backoff = Backoff(),
        retryableStatuses: Set<Int> = [429, 502, 503, 504], clock: C,
        randomness: Randomness = .system, now: Now = .system
    ) {
        self.maxAttempts = max(1, maxAttempts)
        self.budget = budget
        self.backoff = backoff
        self.retryableStatuses = retryableStatuses
        self.clock = clock
        self.randomness = randomness
        self.now = now
    }

    /// Sends `request`, retrying it while the failure is retryable and time allows; non-idempotent
    /// requests (POST) are sent once.
    public func intercept(
        _ request: HTTPRequest,
        next: @Sendable (HTTPRequest) async throws -> HTTPResponse
    ) async throws -> HTTPResponse {
        guard request.method.isIdempotent else { return try await next(request) }
        let start = clock.now
        var attempt = 0
        while true {
            let wait: Duration
            do {
                let response = try await next(request)
                guard retryableStatuses.contains(response.status) else { return response }
                wait = response.retryAfter(now: now.date()) ?? backoff.delay(attempt: attempt, random: randomness.next())
                guard canRetry(after: attempt, waiting: wait, since: start) else { return response }
            } catch let error as TransitError where error.kind == .transport {
                wait = backoff.delay(attempt: attempt, random: randomness.next())
                guard canRetry(after: attempt, waiting: wait, since: start) else { throw error }
            }
            do {
                try await clock.sleep(for: wait)
            } catch {
                throw TransitError(.cancelled, request: request, detail: "cancelled while waiting to retry")
            }
            attempt += 1
        }
    }

    private func canRetry(after attempt: Int, waiting wait: Duration, since start: C.Instant) -> Bool {
        attempt + 1 < maxAttempts && start.duration(to: clock.now) + wait <= budget && RetryBudget.allows(wait)
    }
}

extension RetryMiddleware where C == ContinuousClock {
    /// Retry on the real clock.
    public init(
        maxAttempts: Int = 3, budget: Duration = .seconds(30), backoff: Backoff = Backoff(),
        retryableStatuses: Set<Int> = [429, 502, 503, 504]
    ) {
        self.init(
            maxAttempts: maxAttempts, budget: budget, backoff: backoff,
            retryableStatuses: retryableStatuses, clock: ContinuousClock())
    }
}
