import TransitKitCore

/// Hands out the device token: read from the store or fetched with GetDeviceToken only when
/// first needed, then kept in memory.
///
/// Single flight: while one fetch is under way every other caller waits for that same fetch,
/// so ten concurrent prediction calls make exactly one GetDeviceToken request. The fetch runs
/// in a task of its own, so one caller giving up does not fail the others; a caller whose task
/// is cancelled stops waiting at once (`.cancelled`), and when every waiter has gone the fetch
/// itself is cancelled, so a hanging GetDeviceToken never outlives the calls that wanted it.
///
/// All state, the token included, sits behind one `Locked`, which reflects as empty: `dump`
/// of a client never reaches the token or an app's store.
final class DeviceTokenProvider: Sendable {
    typealias Fetch = @Sendable () async throws(TransitError) -> Secret
    typealias Waiter = CheckedContinuation<Result<Secret, TransitError>, Never>

    /// What one fetch does; kept so an abandoned fetch can be undone.
    private struct Plan: Sendable {
        var consultStore: Bool
        var clearStore: Bool
    }

    private struct State {
        let store: any TokenStore
        let fetch: Fetch
        var cached: Secret?
        /// False until the store has been read once; after a rejection the store must not hand
        /// the same token back, so it is cleared first (`clearStoreFirst`).
        var storeConsulted = false
        var clearStoreFirst = false
        var fetching: (task: Task<Void, Never>, plan: Plan)?
        /// Bumped for every fetch started or abandoned: a late answer of an abandoned fetch is
        /// ignored.
        var generation = 0
        var waiters: [Int: Waiter] = [:]
        /// Waiters that found a fetch already under way (what tests observe).
        var joined: Set<Int> = []
        var nextWaiter = 0
    }

    private let state: Locked<State>

    init(store: any TokenStore, fetch: @escaping Fetch) {
        state = Locked(State(store: store, fetch: fetch))
    }

    /// Callers currently waiting for a fetch another caller started.
    var waitingForFetch: Int { state.withLock { $0.joined.count } }

    /// The current token, fetching one if there is none.
    func token() async throws(TransitError) -> Secret {
        if let cached = state.withLock({ $0.cached }) { return cached }
        let id = state.withLock { state -> Int in
            state.nextWaiter += 1
            return state.nextWaiter
        }
        let result = await withTaskCancellationHandler {
            await withCheckedContinuation { (waiter: Waiter) in self.wait(id, waiter) }
        } onCancel: {
            self.leave(id)
        }
        return try result.get()
    }

    /// Forgets `token` after the server rejected it, so the next ``token()`` fetches a new
    /// one. A rejection of a token that has already been replaced is ignored, so many calls
    /// failing with the same old token cause one refresh, not many.
    func reject(_ token: Secret) {
        state.withLock { state in
            guard state.cached == token else { return }
            state.cached = nil
            state.clearStoreFirst = true
        }
    }

    private static var cancelled: TransitError {
        TransitError(
            .cancelled, provider: TramTrackerClient.providerID, operation: "GetDeviceToken",
            detail: "task was cancelled while waiting for the device token")
    }

    /// Registers `waiter`, starting a fetch when none is under way — or answers it at once
    /// (a token arrived meanwhile, or the task is already cancelled). Checked and registered
    /// under one lock, so a cancellation either is seen here or finds the waiter in ``leave(_:)``.
    private func wait(_ id: Int, _ waiter: Waiter) {
        let answer: Result<Secret, TransitError>? = state.withLock { state in
            if let cached = state.cached { return .success(cached) }
            if Task.isCancelled { return .failure(Self.cancelled) }
            state.waiters[id] = waiter
            if state.fetching != nil {
                state.joined.insert(id)
                return nil
            }
            state.generation += 1
            let plan = Plan(consultStore: !state.storeConsulted, clearStore: state.clearStoreFirst)
            state.storeConsulted = true
            state.clearStoreFirst = false
            let generation = state.generation
            let store = state.store
            let fetch = state.fetch
            let task = Task { await self.run(plan, generation: generation, store: store, fetch: fetch) }
            state.fetching = (task, plan)
            return nil
        }
        if let answer { waiter.resume(returning: answer) }
    }

    /// A cancelled caller stops waiting; the last one to leave abandons the fetch.
    private func leave(_ id: Int) {
        let (waiter, abandoned): (Waiter?, Task<Void, Never>?) = state.withLock { state in
            guard let waiter = state.waiters.removeValue(forKey: id) else { return (nil, nil) }
            state.joined.remove(id)
            guard state.waiters.isEmpty, let fetching = state.fetching else { return (waiter, nil) }
            state.fetching = nil
            state.generation += 1
            if fetching.plan.consultStore { state.storeConsulted = false }
            if fetching.plan.clearStore { state.clearStoreFirst = true }
            return (waiter, fetching.task)
        }
        waiter?.resume(returning: .failure(Self.cancelled))
        abandoned?.cancel()
    }

    private func run(_ plan: Plan, generation: Int, store: any TokenStore, fetch: Fetch) async {
        let result: Result<Secret, TransitError>
        do throws(TransitError) {
            if plan.clearStore { await store.clear() }
            if plan.consultStore, let stored = await store.get().map({ Secret($0, name: "device token") }), !stored.isEmpty {
                result = .success(stored)
            } else {
                let token = try await fetch()
                await store.set(token.revealed)
                result = .success(token)
            }
        } catch {
            result = .failure(error)
        }
        let waiters: [Waiter] = state.withLock { state in
            guard state.generation == generation, state.fetching != nil else { return [] }
            state.fetching = nil
            if case .success(let token) = result { state.cached = token }
            let waiters = Array(state.waiters.values)
            state.waiters = [:]
            state.joined = []
            return waiters
        }
        for waiter in waiters { waiter.resume(returning: result) }
    }
}
