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
    public let interval: Duration
    public let clock: C
    public let backoff: Backoff
    public let maxConsecutiveFailures: Int
    public let randomness: Randomness
    public let fetch: @Sendable () async throws -> Element

    public init(every interval: Duration, clock: C, backoff: Backoff = Backoff(initial: .seconds(2), maximum: .seconds(60)),
                maxConsecutiveFailures: Int = 5, randomness: Randomness = .system,
                _ fetch: @escaping @Sendable () async throws -> Element)
    {
        self.interval = interval
        self.clock = clock
        self.backoff = backoff
        self.maxConsecutiveFailures = Swift.max(1, maxConsecutiveFailures)
        self.randomness = randomness
        self.fetch = fetch
    }

    public func makeAsyncIterator() -> Iterator { Iterator(polling: self) }

    public struct Iterator: AsyncIteratorProtocol {
        let polling: Polling
        var started = false

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
