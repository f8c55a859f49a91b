import TransitKitCore

/// Hands out the device token: read from the store or fetched with GetDeviceToken only when
/// first needed, then kept in memory.
///
/// Single flight: while one fetch is under way every other caller awaits that same fetch, so
/// ten concurrent prediction calls make exactly one GetDeviceToken request. The check and
/// the start of a fetch happen with no suspension in between, which is what the actor's
/// serial execution guarantees.
actor DeviceTokenProvider {
    typealias Fetch = @Sendable () async throws -> String

    private let store: any TokenStore
    private let fetch: Fetch
    private var cached: String?
    /// False until the store has been consulted once (or a token was rejected, after which
    /// the store must not hand the same token back).
    private var storeConsulted = false
    private var clearStoreFirst = false
    private var inFlight: Task<String, any Error>?
    private var generation = 0
    /// Callers currently awaiting another caller's fetch (what tests observe).
    private(set) var waitingForFetch = 0

    init(store: any TokenStore, fetch: @escaping Fetch) {
        self.store = store
        self.fetch = fetch
    }

    /// The current token, fetching one if there is none.
    func token() async throws -> String {
        if let cached { return cached }
        if let inFlight {
            waitingForFetch += 1
            defer { waitingForFetch -= 1 }
            return try await inFlight.value
        }
        generation += 1
        let generation = generation
        let task = Task { [store, fetch, storeConsulted, clearStoreFirst] () async throws -> String in
            do {
                if clearStoreFirst { await store.clear() }
                var token: String
                if !storeConsulted, let stored = await store.get(), !stored.isEmpty {
                    token = stored
                } else {
                    token = try await fetch()
                    await store.set(token)
                }
                // The task runs on this actor, so this is recorded before anyone can read the
                // task's value: a caller given this token that has it refused always finds it
                // in `cached` (see `reject`).
                self.finished(generation, token: token)
                return token
            } catch {
                self.finished(generation, token: nil)
                throw error
            }
        }
        inFlight = task
        clearStoreFirst = false
        storeConsulted = true
        return try await task.value
    }

    private func finished(_ generation: Int, token: String?) {
        guard generation == self.generation else { return }
        cached = token
        inFlight = nil
    }

    /// Forgets `token` after the server rejected it, so the next ``token()`` fetches a new
    /// one. A rejection of a token that has already been replaced is ignored, so many calls
    /// failing with the same old token cause one refresh, not many.
    func reject(_ token: String) {
        guard cached == token else { return }
        cached = nil
        clearStoreFirst = true
    }
}

extension DeviceTokenProvider: CustomReflectable {
    /// `dump(client)` reaches this cache: name the store's type (an app's own store may hold
    /// the token in a plain property), never the token.
    nonisolated var customMirror: Mirror {
        Mirror(self, children: ["store": "\(type(of: store)) (contents REDACTED)", "cached": "REDACTED"],
               displayStyle: .class)
    }
}
