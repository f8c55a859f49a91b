import Foundation
import TransitKitCore

/// One search: init, then polls while `complete` is false, each call through
/// ``HTTPClient/perform(_:)`` with a ``BusbudEndpoint``. Every wait goes through the
/// configured clock; the budget and the search's `ttl` are measured on it.
///
/// The budget is one allowance for the whole search: it is set as the task's
/// ``TransitKitCore/RetryBudget`` for every request, so a `RetryMiddleware` in the transport
/// retries only within what is left of it, and this loop's own backoff checks the same end.
/// Only failures that can succeed on a retry (`TransitError.isRetryable`: transport errors,
/// 429, 5xx) are retried; a refused token, an unknown city pair or a redirect loop end the
/// search at once.
struct SearchRun: Sendable {
    let client: BusbudClient
    let query: ValidatedQuery

    private var configuration: BusbudClient.Configuration { client.configuration }

    /// Calls `yield` after every successful round trip; `yield` returns false when nobody
    /// listens any more. Returns after the final update, or quietly when the task is
    /// cancelled; throws only when nothing was received yet.
    func run(_ yield: @Sendable (BusbudSearchUpdate) -> Bool) async throws(TransitError) {
        let clock = configuration.clock
        let budgetEnd = clock.now.advanced(by: configuration.polling.budget)
        let budget = RetryBudget { clock.now.duration(to: budgetEnd) }
        let failure: TransitError? = await RetryBudget.$current.withValue(budget) {
            do throws(TransitError) {
                try await loop(until: budgetEnd, yield)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    private func loop(until budgetEnd: AnyClock.Instant, _ yield: @Sendable (BusbudSearchUpdate) -> Bool) async throws(TransitError) {
        let clock = configuration.clock
        let polling = configuration.polling
        var ttlEnd: AnyClock.Instant?
        var state = SearchState()
        var received = false
        var requests = 0
        var failures = 0
        var mapped = BusbudMapper.Mapped(departures: [], notes: [])

        func update(stop: DepartureSnapshot.StopReason?, error: TransitError? = nil) -> BusbudSearchUpdate {
            var update = BusbudSearchUpdate(
                snapshot: DepartureSnapshot(
                    departures: mapped.departures, isComplete: state.isFinished,
                    stopReason: state.isFinished ? nil : stop,
                    isRouteServed: state.isRouteServed, requestCount: requests),
                originCityName: state.originCityName, destinationCityName: state.destinationCityName,
                receivedCount: state.receivedCount, stopError: error, notes: mapped.notes)
            update.originCity = state.originCity(imageSize: configuration.cityImageSize)
            update.destinationCity = state.destinationCity(imageSize: configuration.cityImageSize)
            return update
        }

        /// Why waiting `wait` from now would end the search, if it would.
        func limit(after wait: Duration) -> DepartureSnapshot.StopReason? {
            let next = clock.now.advanced(by: wait)
            if let ttlEnd, next > ttlEnd { return .expired }
            if next > budgetEnd { return .budgetExhausted }
            return nil
        }

        while !Task.isCancelled {
            let endpoint = BusbudEndpoint(
                call: received ? .poll(index: state.receivedCount) : .initial,
                query: query, configuration: configuration)
            requests += 1
            let wait: Duration
            do throws(TransitError) {
                let wire = try await client.http.perform(endpoint)
                var next = state
                next.apply(wire, operation: endpoint.operation)
                do {
                    mapped = try BusbudMapper.departures(
                        of: next, requestedCurrency: query.currency,
                        logoSize: configuration.logoSize)
                } catch {
                    throw endpoint.mappingError(error)
                }
                state = next
                received = true
                failures = 0
                if let ttl = wire.ttl, ttl >= 0 { ttlEnd = clock.now.advanced(by: .seconds(ttl)) }
                if state.isFinished {
                    _ = yield(update(stop: nil))
                    return
                }
                wait = serverInterval(wire.metadata)
                if let reason = limit(after: wait) {
                    _ = yield(update(stop: reason))
                    return
                }
                guard yield(update(stop: nil)) else { return }
            } catch {
                if error.kind == .cancelled || Task.isCancelled { return }
                guard error.isRetryable else {
                    guard received else { throw error }
                    // The search cannot go on (expired on the server, refused, unreadable):
                    // keep what arrived.
                    _ = yield(update(stop: .failed, error: error))
                    return
                }
                let backoff =
                    error.retryAfter
                    ?? polling.backoff.delay(attempt: failures, random: configuration.randomness.next())
                failures += 1
                if let reason = limit(after: backoff) {
                    guard received else { throw error }
                    _ = yield(update(stop: reason, error: error))
                    return
                }
                wait = backoff
            }
            do { try await clock.sleep(for: wait) } catch { return }
        }
    }

    /// `metadata.interval` (milliseconds) when the server sends one, within the configured
    /// bounds; otherwise the configured interval.
    private func serverInterval(_ metadata: BusbudWireMetadata?) -> Duration {
        let polling = configuration.polling
        guard let ms = metadata?.interval, ms > 0 else { return polling.interval }
        let suggested = Duration.milliseconds(ms)
        return min(max(suggested, polling.intervalRange.lowerBound), polling.intervalRange.upperBound)
    }
}
