import Foundation

/// A provider's stop catalogue, kept in memory and refreshed when the app says: how a provider
/// without a "nearby" or "search" call (CTA, tramTRACKER) answers ``StopFinder``.
///
/// - **Built on first use.** The first question runs the provider's loader (many requests:
///   every route's stops) and builds an ``IndexedStops``; questions asked meanwhile wait for
///   that same build (single flight), so a cold start costs one catalogue, not one per caller.
/// - **Refreshed under the app's control.** ``refresh(using:)`` rebuilds now; with a
///   `maximumAge`, the first question after the index got that old rebuilds it first. A
///   refresh revalidates a ``CacheMiddleware`` below it instead of reading the day-old answers
///   the cache holds.
/// - **A failed refresh never takes the index away.** The old index keeps answering;
///   ``status`` says how old it is and why the refresh failed (``Status/lastRefreshFailure``),
///   and automatic refreshes pause for `retryAfterFailure` so a failing server is not asked for
///   a whole catalogue on every question. ``refresh(using:)`` itself throws the failure.
/// - **A failed first build throws** the loader's error — the call that failed (operation,
///   URL, status) — with "stop index build failed" in its detail; the next question tries again.
/// - A waiting caller whose task is cancelled ends at once with `.cancelled`; the build goes on
///   for the others, and stops when nobody waits for it any more.
///
/// Providers usually do not call it directly but adopt ``StopIndexBacked``.
///
/// ```swift
/// let index = StopIndex(provider: "cta", maximumAge: .seconds(86_400))
/// let stops = try await index.stops(using: { () async throws(TransitError) -> StopCatalogue in try await loadCatalogue() })
/// stops.near(try StopSearch.near(here, radius: 500, limit: 10))
/// ```
public final class StopIndex: Sendable, CustomStringConvertible {
    /// Loads the whole catalogue; may make many requests.
    public typealias Loader = @Sendable () async throws(TransitError) -> StopCatalogue

    /// How the index stands: what it holds, how old it is, and the last refresh failure.
    public struct Status: Sendable, CustomStringConvertible {
        /// Distinct stops in the index; 0 before the first successful build.
        public var stopCount: Int
        /// When the index in use was built (the injected ``Now``); nil before the first build.
        public var builtAt: Date?
        /// Requests the loader reported for the index in use.
        public var requests: Int?
        /// Notes the loader attached to the index in use (parts that failed to load).
        public var notes: [ProviderNote]
        /// Why the last build failed, when it failed after the index in use was built. Cleared by
        /// the next successful build.
        public var lastRefreshFailure: TransitError?
        /// When that failure happened.
        public var lastRefreshFailureAt: Date?
        /// True while a build is running.
        public var isBuilding: Bool
        /// Callers waiting for the running build.
        public var waiting: Int

        /// How old the index in use is at `now`; nil before the first build.
        public func age(at now: Date) -> Duration? {
            builtAt.map { .milliseconds(Int64((now.timeIntervalSince($0) * 1000).rounded())) }
        }

        /// "1873 stops, 512 requests, built 2024-05-01 10:00:00 +0000, last refresh failed: …".
        public var description: String {
            var parts = ["\(stopCount) stops"]
            if let requests { parts.append("\(requests) requests") }
            if let builtAt { parts.append("built \(builtAt)") }
            if !notes.isEmpty { parts.append("\(notes.count) notes") }
            if isBuilding { parts.append("building") }
            if let lastRefreshFailure { parts.append("last refresh failed: \(lastRefreshFailure)") }
            return parts.joined(separator: ", ")
        }
    }

    /// Whose stops these are; named by every error.
    public let provider: ProviderID
    /// Age after which the next question rebuilds the index first; nil: only ``refresh(using:)``.
    public let maximumAge: Duration?
    /// After a failed automatic refresh, how long the old index answers before another is tried.
    public let retryAfterFailure: Duration
    /// "Now", for ages.
    public let now: Now

    private let state = Locked(State())

    /// An empty index; nothing is loaded until the first question.
    public init(
        provider: ProviderID, maximumAge: Duration? = nil, retryAfterFailure: Duration = .seconds(300),
        now: Now = .system
    ) {
        self.provider = provider
        self.maximumAge = maximumAge
        self.retryAfterFailure = retryAfterFailure
        self.now = now
    }

    /// The index to answer from: the one in use, or — before the first build, or when it is
    /// older than `maximumAge` — a fresh one built with `load` (joining a build already
    /// running). When a refresh fails, the old index is returned; with no index, the failure
    /// is thrown.
    public func stops(using load: @escaping Loader) async throws(TransitError) -> IndexedStops {
        let ready: IndexedStops? = state.withLock { state in
            guard let index = state.index else { return nil }
            guard let maximumAge, let builtAt = state.builtAt,
                now.date().timeIntervalSince(builtAt) >= maximumAge.timeInterval
            else { return index }
            if let failedAt = state.failedAt, now.date().timeIntervalSince(failedAt) < retryAfterFailure.timeInterval {
                return index
            }
            return nil
        }
        if let ready { return ready }
        switch await join(load, refreshing: false) {
        case .success(let index):
            return index
        case .failure(let error):
            if error.kind != .cancelled, let index = current { return index }
            throw error
        }
    }

    /// Builds the index now with `load` (or joins the build already running) and returns it.
    /// Throws the failure — the old index, if any, stays in use.
    @discardableResult
    public func refresh(using load: @escaping Loader) async throws(TransitError) -> IndexedStops {
        try await join(load, refreshing: true).get()
    }

    /// The index in use, without building one.
    public var current: IndexedStops? { state.withLock { $0.index } }

    /// What the index holds, its age and its last failure.
    public var status: Status {
        state.withLock { state in
            Status(
                stopCount: state.index?.count ?? 0, builtAt: state.builtAt, requests: state.requests,
                notes: state.notes, lastRefreshFailure: state.failure, lastRefreshFailureAt: state.failedAt,
                isBuilding: state.build != nil, waiting: state.build?.waiters.count ?? 0)
        }
    }

    /// "StopIndex(cta: 1873 stops, …)".
    public var description: String { "StopIndex(\(provider): \(status))" }

    // MARK: - Single-flight builds

    private typealias Waiter = CheckedContinuation<Result<IndexedStops, TransitError>, Never>

    private struct Build {
        let id: Int
        var task: Task<Void, Never>?
        var waiters: [Int: Waiter] = [:]
    }

    private struct Built: Sendable {
        let index: IndexedStops
        let requests: Int
        let notes: [ProviderNote]
    }

    private struct State {
        var index: IndexedStops?
        var builtAt: Date?
        var requests: Int?
        var notes: [ProviderNote] = []
        var failure: TransitError?
        var failedAt: Date?
        var build: Build?
        var nextID = 0
        /// The build whose index is in use; an older build finishing late never replaces it.
        var installedBuild = 0
    }

    private enum Join {
        case cancelled
        case joined
        case start(build: Int, mode: CacheMiddleware.Mode)
    }

    /// Waits for the running build, starting one if none runs. The build runs in its own task,
    /// so one caller's cancellation does not fail the others.
    private func join(_ load: @escaping Loader, refreshing: Bool) async -> Result<IndexedStops, TransitError> {
        let waiter = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: Waiter) in
                let action: Join = state.withLock { state in
                    if Task.isCancelled { return .cancelled }
                    if state.build != nil {
                        state.build?.waiters[waiter] = continuation
                        return .joined
                    }
                    state.nextID += 1
                    state.build = Build(id: state.nextID, waiters: [waiter: continuation])
                    // A refresh must not be answered by the cache's copy of the last catalogue.
                    return .start(build: state.nextID, mode: refreshing || state.index != nil ? .revalidate : .normal)
                }
                switch action {
                case .cancelled:
                    continuation.resume(returning: .failure(cancellation()))
                case .joined:
                    break
                case .start(let id, let mode):
                    let task = Task.detached(priority: Task.currentPriority) { [self] in
                        let outcome = await CacheMiddleware.$mode.withValue(mode) { await self.run(load) }
                        self.finish(id, outcome)
                    }
                    let abandoned: Bool = state.withLock { state in
                        guard state.build?.id == id else { return true }
                        state.build?.task = task
                        return false
                    }
                    if abandoned { task.cancel() }
                }
            }
        } onCancel: {
            leave(waiter)
        }
    }

    private func run(_ load: Loader) async -> Result<Built, TransitError> {
        do throws(TransitError) {
            let catalogue = try await load()
            if Task.isCancelled { return .failure(cancellation()) }
            guard !catalogue.stops.isEmpty else {
                return .failure(
                    TransitError(
                        .notFound, provider: provider, operation: "stop catalogue",
                        detail: "stop index build failed: the catalogue listed no stops"))
            }
            return .success(Built(index: IndexedStops(catalogue.stops), requests: catalogue.requests, notes: catalogue.notes))
        } catch {
            guard error.kind != .cancelled else { return .failure(error) }
            var failure = error
            failure.provider = failure.provider ?? provider
            failure.operation = failure.operation ?? "stop catalogue"
            failure.detail = "stop index build failed" + (failure.detail.map { ": \($0)" } ?? "")
            return .failure(failure)
        }
    }

    private func finish(_ id: Int, _ outcome: Result<Built, TransitError>) {
        let date = now.date()
        let waiters: [Waiter] = state.withLock { state in
            var waiters: [Waiter] = []
            let current = state.build?.id == id
            if current, let build = state.build {
                waiters = Array(build.waiters.values)
                state.build = nil
            }
            switch outcome {
            case .success(let built) where id > state.installedBuild:
                // A build nobody waits for any more still brings a good index.
                state.index = built.index
                state.builtAt = date
                state.requests = built.requests
                state.notes = built.notes
                state.failure = nil
                state.failedAt = nil
                state.installedBuild = id
            case .failure(let error) where current && error.kind != .cancelled:
                state.failure = error
                state.failedAt = date
            default:
                break
            }
            return waiters
        }
        let answer = outcome.map(\.index)
        for waiter in waiters { waiter.resume(returning: answer) }
    }

    /// A cancelled caller stops waiting at once; the last one to leave stops the build.
    private func leave(_ waiter: Int) {
        let (continuation, task): (Waiter?, Task<Void, Never>?) = state.withLock { state in
            guard let continuation = state.build?.waiters.removeValue(forKey: waiter) else { return (nil, nil) }
            guard state.build?.waiters.isEmpty == true else { return (continuation, nil) }
            let task = state.build?.task
            state.build = nil
            return (continuation, task)
        }
        continuation?.resume(returning: .failure(cancellation()))
        task?.cancel()
    }

    private func cancellation() -> TransitError {
        TransitError(
            .cancelled, provider: provider, operation: "stop catalogue",
            detail: "cancelled while waiting for the stop index")
    }
}
