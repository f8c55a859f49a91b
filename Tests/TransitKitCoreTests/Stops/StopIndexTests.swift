import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// How the stop index is built, shared, refreshed and kept when refreshing fails — over the
/// recorded CTA catalogue (`ChicagoCatalogue`), a MockTransport and a hand-moved now.
@Suite struct StopIndexTests {
    static let union = Coordinate(latitude: 41.8789, longitude: -87.6359)

    @Test func builtOnFirstUseWithTheRequestsItTook() async throws {
        let mock = MockTransport()
        ChicagoCatalogue.serve(mock)
        let chicago = ChicagoStops(transport: mock)
        #expect(chicago.stopIndex.current == nil)
        #expect(mock.requests.isEmpty)
        let stop = try await chicago.stop("4727")
        #expect(stop.name == "1633 W Madison")
        #expect(mock.requests.count == ChicagoCatalogue.requestsPerBuild)
        let status = chicago.stopIndex.status
        #expect(status.stopCount == 260)
        #expect(status.requests == ChicagoCatalogue.requestsPerBuild)
        #expect(status.notes.isEmpty && status.lastRefreshFailure == nil && !status.isBuilding)
        // Warm: no more requests.
        _ = try await chicago.stops(near: Self.union, radius: 3_000, limit: 5)
        _ = try await chicago.stops(matching: "madison", limit: 5)
        #expect(mock.requests.count == ChicagoCatalogue.requestsPerBuild)
    }

    /// Five callers asking during one cold build share it: one catalogue's requests, five answers.
    @Test(.timeLimit(.minutes(1))) func concurrentQuestionsShareOneBuild() async throws {
        let clock = ManualClock()
        let loads = Locked(0)
        let catalogue = try StopFixtures.chicago()
        let index = StopIndex(provider: "cta-test")
        let load: StopIndex.Loader = { () async throws(TransitError) -> StopCatalogue in
            loads.withLock { $0 += 1 }
            do { try await clock.sleep(for: .seconds(2)) } catch { throw TransitError(.cancelled) }
            return StopCatalogue(stops: catalogue, requests: 10)
        }
        let callers = (0..<5).map { _ in Task { try await index.stops(using: load).count } }
        #expect(await clock.waitForSleepers(1))
        for _ in 0..<10_000 where index.status.waiting < 5 { await Task.yield() }
        #expect(index.status.waiting == 5)
        clock.advance(by: .seconds(2))
        for caller in callers { #expect(try await caller.value == 260) }
        #expect(loads.withLock { $0 } == 1)
    }

    @Test func aFailedFirstBuildThrowsTheFailingCallAndTheNextQuestionTriesAgain() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getroutes"), times: 1, .status(500, body: "Internal error key=\(ChicagoCatalogue.key.revealed)"))
        ChicagoCatalogue.serve(mock)
        let chicago = ChicagoStops(transport: mock)
        let error = await transitError { _ = try await chicago.stops(near: Self.union, radius: 500, limit: nil) }
        #expect(error?.kind == .httpStatus)
        #expect(error?.status == 500)
        #expect(error?.operation == "getroutes")
        #expect(error?.provider == "cta-test")
        #expect(error?.detail?.hasPrefix("stop index build failed") == true)
        #expect(error.map { !"\($0)".contains(ChicagoCatalogue.key.revealed) } == true)
        #expect(chicago.stopIndex.current == nil)
        #expect(!(try await chicago.stops(near: Self.union, radius: 500, limit: nil)).isEmpty)
        #expect(mock.requests.count == 1 + ChicagoCatalogue.requestsPerBuild)
    }

    @Test func aRouteThatFailsToLoadIsANoteAndTheRestIsIndexed() async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getstops").and(.query("rt", "74")), .status(503, body: "busy"))
        ChicagoCatalogue.serve(mock)
        let chicago = ChicagoStops(transport: mock)
        #expect(try await chicago.stop("4727").name == "1633 W Madison")
        let status = chicago.stopIndex.status
        #expect(status.stopCount == 68 + 124)
        #expect(status.notes.map(\.subject) == [.route("74"), .route("74")])
        #expect(status.notes.allSatisfy { $0.kind == .failed })
    }

    @Test func anEmptyCatalogueIsNotAnIndex() async throws {
        let index = StopIndex(provider: "cta-test")
        let error = await transitError {
            _ = try await index.stops(using: { () async throws(TransitError) -> StopCatalogue in StopCatalogue(stops: [], requests: 3) })
        }
        #expect(error?.kind == .notFound)
        #expect(error?.detail?.contains("listed no stops") == true)
        #expect(index.current == nil)
    }

    @Test func aFailedRefreshKeepsTheOldIndexAndSaysWhy() async throws {
        let now = TestNow()
        let mock = MockTransport()
        ChicagoCatalogue.serve(mock)
        let failing = MockTransport()
        failing.on(.path(suffix: "/getroutes"), .status(502, body: "Bad gateway"))
        let healthy = ChicagoStops(transport: mock, now: now.now)
        _ = try await healthy.indexedStops()
        let built = try #require(healthy.stopIndex.status.builtAt)

        // The same index, refreshed through a server that fails.
        let broken = ChicagoStops(transport: failing, now: now.now)
        let index = healthy.stopIndex
        now.advance(seconds: 3_600)
        let error = await transitError {
            try await index.refresh(using: { () async throws(TransitError) -> StopCatalogue in try await broken.stopCatalogue() })
        }
        #expect(error?.kind == .httpStatus)
        #expect(error?.operation == "getroutes")
        let status = index.status
        #expect(status.stopCount == 260)
        #expect(status.builtAt == built)
        #expect(status.age(at: now.current) == .seconds(3_600))
        #expect(status.lastRefreshFailure?.operation == "getroutes")
        #expect(status.lastRefreshFailureAt == now.current)
        #expect(try await healthy.stop("4727").name == "1633 W Madison")
        // A later success clears the failure.
        try await healthy.refreshStops()
        #expect(index.status.lastRefreshFailure == nil)
        #expect(index.status.builtAt == now.current)
    }

    /// With a maximum age, the first question after it rebuilds; a failing rebuild answers from
    /// the old index and is not tried again until `retryAfterFailure` has passed.
    @Test func maximumAgeRebuildsAndAFailingServerIsNotAskedOnEveryQuestion() async throws {
        let now = TestNow()
        let mock = MockTransport()
        let broken = Locked(false)
        mock.on(RequestMatcher("while broken") { _ in broken.withLock { $0 } }, .status(500, body: "down"))
        ChicagoCatalogue.serve(mock)
        let chicago = ChicagoStops(transport: mock, maximumAge: .seconds(86_400), now: now.now)
        _ = try await chicago.stop("4727")
        #expect(mock.requests.count == 10)

        now.advance(seconds: 86_399)
        _ = try await chicago.stop("4727")
        #expect(mock.requests.count == 10) // not yet a day old

        now.advance(seconds: 1)
        _ = try await chicago.stop("4727")
        #expect(mock.requests.count == 20) // a day old: rebuilt first
        #expect(chicago.stopIndex.status.builtAt == now.current)

        now.advance(seconds: 86_400)
        broken.withLock { $0 = true }
        #expect(try await chicago.stop("4727").name == "1633 W Madison") // answered from the old index
        #expect(mock.requests.count == 21)
        #expect(chicago.stopIndex.status.lastRefreshFailure?.status == 500)
        _ = try await chicago.stops(matching: "madison", limit: 1)
        now.advance(seconds: 299)
        _ = try await chicago.stops(near: Self.union, radius: 500, limit: 1)
        #expect(mock.requests.count == 21) // within retryAfterFailure: not asked again

        now.advance(seconds: 1)
        broken.withLock { $0 = false }
        _ = try await chicago.stop("4727")
        #expect(mock.requests.count == 31) // tried again, and rebuilt
        #expect(chicago.stopIndex.status.lastRefreshFailure == nil)
    }

    /// A caller whose task is cancelled ends at once; the build goes on for the others; when
    /// nobody waits any more the build is stopped, and the next question starts a new one.
    @Test(.timeLimit(.minutes(1))) func cancelledCallersLeaveAndAnAbandonedBuildStops() async throws {
        let clock = ManualClock()
        let loads = Locked(0)
        let cancelledLoads = Locked(0)
        let catalogue = try StopFixtures.chicago()
        let index = StopIndex(provider: "cta-test")
        let load: StopIndex.Loader = { () async throws(TransitError) -> StopCatalogue in
            loads.withLock { $0 += 1 }
            do { try await clock.sleep(for: .seconds(5)) } catch {
                cancelledLoads.withLock { $0 += 1 }
                throw TransitError(.cancelled)
            }
            return StopCatalogue(stops: catalogue, requests: 10)
        }
        let leaving = Task { try await index.stops(using: load) }
        let staying = Task { try await index.stops(using: load) }
        #expect(await clock.waitForSleepers(1))
        for _ in 0..<10_000 where index.status.waiting < 2 { await Task.yield() }
        leaving.cancel()
        let error = await transitError { _ = try await leaving.value }
        #expect(error?.kind == .cancelled)
        #expect(index.status.isBuilding)
        clock.advance(by: .seconds(5))
        #expect(try await staying.value.count == 260)
        #expect(loads.withLock { $0 } == 1)

        // Alone, then cancelled: the build itself is stopped.
        let fresh = StopIndex(provider: "cta-test")
        let alone = Task { try await fresh.stops(using: load) }
        #expect(await clock.waitForSleepers(1))
        alone.cancel()
        #expect(await transitError { _ = try await alone.value }?.kind == .cancelled)
        for _ in 0..<10_000 where cancelledLoads.withLock({ $0 }) == 0 { await Task.yield() }
        #expect(cancelledLoads.withLock { $0 } == 1)
        #expect(!fresh.status.isBuilding)
        #expect(fresh.current == nil)
        let again = Task { try await fresh.stops(using: load).count }
        #expect(await clock.waitForSleepers(1))
        clock.advance(by: .seconds(5))
        #expect(try await again.value == 260)
        #expect(loads.withLock { $0 } == 3)
    }

    /// A refresh through a cache revalidates (ETag → 304) instead of reading the cache's
    /// day-old copy; a first build reads the cache.
    @Test func aRefreshRevalidatesTheCacheAndAFirstBuildReadsIt() async throws {
        let mock = MockTransport()
        ChicagoCatalogue.serve(mock, etag: true)
        let cache = CacheMiddleware()
        let transport = MiddlewareTransport(mock, [cache])
        let first = ChicagoStops(transport: transport)
        _ = try await first.indexedStops()
        #expect(cache.statistics.misses == 10 && cache.statistics.stores == 10)

        let second = ChicagoStops(transport: transport) // another index, same cache: no network
        _ = try await second.indexedStops()
        #expect(cache.statistics.hits == 10)
        #expect(mock.requests.count == 10)

        try await second.refreshStops() // conditional requests, all 304
        #expect(mock.requests.count == 20)
        #expect(mock.requests.suffix(10).allSatisfy { $0.headers["If-None-Match"] != nil })
        #expect(cache.statistics.revalidations == 10)
        #expect(second.stopIndex.status.stopCount == 260)
    }
}
