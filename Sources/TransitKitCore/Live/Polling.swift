/// Turns a one-shot fetch into a live sequence: the first value at once, then one every
/// `interval` on the injected clock. A failure is retried after a backoff (with jitter) instead
/// of ending the sequence; after `maxConsecutiveFailures` in a row it is thrown. Nothing runs in
/// the background: each value is fetched when the consumer asks for it, so the work stops the
/// moment the consumer stops iterating or its task is cancelled.
///
/// ```swift
/// for try await vehicles in Polling(every: .seconds(20), clock: ContinuousClock(), {
///     try await mta.vehicles(on: ["MTA NYCT_B63"])
/// }) { redraw(vehicles) }
/// ```
public struct Polling<Element: Sendable, C: Clock>: AsyncSequence, Sendable where C.Duration == Duration {
    /// The time between one value and the next fetch.
    public let interval: Duration
    /// The clock the waits run on; a test clock makes polling instant and deterministic.
    public let clock: C
    /// The waits between retries after a failed fetch.
    public let backoff: Backoff
    /// How many failed fetches in a row end the sequence by throwing the last error (at least 1).
    public let maxConsecutiveFailures: Int
    /// The jitter source for `backoff`.
    public let randomness: Randomness
    /// The one-shot call each value comes from.
    public let fetch: @Sendable () async throws -> Element

    /// Creates a live sequence over `fetch`. Nothing is fetched until the first `next()`.
    public init(
        every interval: Duration, clock: C, backoff: Backoff = Backoff(initial: .seconds(2), maximum: .seconds(60)),
        maxConsecutiveFailures: Int = 5, randomness: Randomness = .system,
        _ fetch: @escaping @Sendable () async throws -> Element
    ) {
        self.interval = interval
        self.clock = clock
        self.backoff = backoff
        self.maxConsecutiveFailures = Swift.max(1, maxConsecutiveFailures)
        self.randomness = randomness
        self.fetch = fetch
    }

    /// Starts a new iteration: its first value is fetched at once.
    public func makeAsyncIterator() -> Iterator { Iterator(polling: self) }

    /// Fetches one value per `next()`, waiting `interval` between values and backing off after failures.
    public struct Iterator: AsyncIteratorProtocol {
        let polling: Polling
        var started = false

        /// The next value; nil once the task is cancelled. Throws after `maxConsecutiveFailures` failures in a row.
        public mutating func next() async throws -> Element? {
            if Task.isCancelled { return nil }
            if started {
                do { try await polling.clock.sleep(for: polling.interval) } catch { return nil }
            }
            started = true
            var failures = 0
            while true {
                do {
                    return try await polling.fetch()
                } catch let error as TransitError where error.kind == .cancelled {
                    return nil
                } catch is CancellationError {
                    return nil
                } catch {
                    failures += 1
                    if failures >= polling.maxConsecutiveFailures { throw error }
                    let wait = polling.backoff.delay(attempt: failures - 1, random: polling.randomness.next())
                    do { try await polling.clock.sleep(for: wait) } catch { return nil }
                }
            }
        }
    }
}
