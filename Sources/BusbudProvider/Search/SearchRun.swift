import Foundation
import TransitKitCore

/// One search: init, then polls while `complete` is false. Every wait goes through the
/// configured clock; the budget and the search's `ttl` are measured on it.
struct SearchRun: Sendable {
    let client: BusbudClient
    let query: ValidatedQuery

    private var configuration: BusbudClient.Configuration { client.configuration }

    /// Calls `yield` after every successful round trip. Returns after the final update, or
    /// quietly when the task is cancelled; throws only when nothing was received yet.
    func run(_ yield: (BusbudSearchUpdate) -> AsyncThrowingStream<BusbudSearchUpdate, any Error>.Continuation.YieldResult) async throws {
        let clock = configuration.clock
        let polling = configuration.polling
        let budgetEnd = clock.now.advanced(by: polling.budget)
        var ttlEnd: AnyClock.Instant?
        var state = SearchState()
        var received = false
        var requests = 0
        var failures = 0

        func update(_ departures: [Departure], stop: DepartureSnapshot.StopReason?, error: TransitError? = nil) -> BusbudSearchUpdate {
            BusbudSearchUpdate(
                snapshot: DepartureSnapshot(departures: departures, isComplete: state.isFinished,
                                            stopReason: state.isFinished ? nil : stop,
                                            isRouteServed: state.isRouteServed, requestCount: requests),
                originCityName: state.originCityName, destinationCityName: state.destinationCityName,
                receivedCount: state.receivedCount, stopError: error)
        }

        /// Why waiting `wait` from now would end the search, if it would.
        func limit(after wait: Duration) -> DepartureSnapshot.StopReason? {
            let next = clock.now.advanced(by: wait)
            if let ttlEnd, next > ttlEnd { return .expired }
            if next > budgetEnd { return .budgetExhausted }
            return nil
        }

        var departures: [Departure] = []
        while !Task.isCancelled {
            let request = try received
                ? XDeparturesRequest.poll(query, index: state.receivedCount, configuration: configuration)
                : XDeparturesRequest.initial(query, configuration: configuration)
            requests += 1
            let wait: Duration
            do {
                let response = try await client.http.send(request)
                let wire = try BusbudDecoding.response(response, for: request, now: configuration.now.date())
                var next = state
                next.apply(wire, operation: request.operation ?? "")
                do {
                    departures = try next.mapped(requestedCurrency: query.currency, logoSize: configuration.logoSize)
                } catch {
                    throw TransitError(.decoding, request: request, status: response.status, detail: error.detail)
                }
                state = next
                received = true
                failures = 0
                if let ttl = wire.ttl, ttl >= 0 { ttlEnd = clock.now.advanced(by: .seconds(ttl)) }
                if state.isFinished {
                    _ = yield(update(departures, stop: nil))
                    return
                }
                wait = serverInterval(wire.metadata)
                if let reason = limit(after: wait) {
                    _ = yield(update(departures, stop: reason))
                    return
                }
                if case .terminated = yield(update(departures, stop: nil)) { return }
            } catch let error as TransitError {
                if error.kind == .cancelled || Task.isCancelled { return }
                guard error.isRetryable else {
                    guard received else { throw error }
                    // The search cannot go on (expired on the server, refused, unreadable):
                    // keep what arrived.
                    _ = yield(update(departures, stop: .failed, error: error))
                    return
                }
                let backoff = error.retryAfter
                    ?? polling.backoff.delay(attempt: failures, random: configuration.randomness.next())
                failures += 1
                if let reason = limit(after: backoff) {
                    guard received else { throw error }
                    _ = yield(update(departures, stop: reason, error: error))
                    return
                }
                wait = backoff
            }
            do { try await clock.sleep(for: wait) } catch { return }
        }
    }

    /// `metadata.interval` (milliseconds) when the server sends one, within the configured
    /// bounds; otherwise the configured interval.
    private func serverInterval(_ metadata: WireMetadata?) -> Duration {
        let polling = configuration.polling
        guard let ms = metadata?.interval, ms > 0 else { return polling.interval }
        let suggested = Duration.milliseconds(ms)
        return min(max(suggested, polling.intervalRange.lowerBound), polling.intervalRange.upperBound)
    }
}
