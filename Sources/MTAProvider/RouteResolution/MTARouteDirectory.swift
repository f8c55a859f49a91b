import TransitKitCore

/// The routes of the configured agencies, loaded once per client the first time a short route
/// id (`B63`) has to be turned into the qualified one SIRI's `LineRef` takes (`MTA NYCT_B63`),
/// then kept: routes change with the schedule, not between two calls.
///
/// Single flight: callers that need the routes while a load is under way await that load, so a
/// `RouteMonitor` asking alerts and vehicles of a short id at once costs one load, not two. A
/// caller whose task is cancelled stops waiting at once (`.cancelled`); the others carry on,
/// loading again if the cancelled caller's load was the one they shared. A failed load is not
/// kept: the next call tries again.
actor MTARouteDirectory {
    typealias Load = @Sendable () async throws(TransitError) -> [Route]

    private var catalogue: [Route]?
    private var pending: (id: Int, task: Task<Result<[Route], TransitError>, Never>)?
    private var loads = 0

    /// The routes, loaded with `load` if they are not known yet.
    func routes(_ load: @escaping Load) async throws(TransitError) -> [Route] {
        while true {
            if let catalogue { return catalogue }
            let task = pending?.task ?? start(load)
            let result = await withTaskCancellationHandler {
                await task.value
            } onCancel: {
                task.cancel()
            }
            switch result {
            case .success(let routes):
                return routes
            case .failure(let error):
                // Another caller's cancellation ended the shared load: this caller was not
                // cancelled, so it loads again (a load that fails as `.cancelled` on its own is
                // not retried).
                if error.kind == .cancelled, task.isCancelled, !Task.isCancelled { continue }
                throw error
            }
        }
    }

    /// Keeps `routes` (what ``MTABusTimeClient/routes()`` just fetched) for later lookups.
    func keep(_ routes: [Route]) {
        catalogue = routes
    }

    /// How many loads were started, for tests.
    var loadCount: Int { loads }

    private func start(_ load: @escaping Load) -> Task<Result<[Route], TransitError>, Never> {
        loads += 1
        let id = loads
        let task = Task { () async -> Result<[Route], TransitError> in
            let result: Result<[Route], TransitError>
            do throws(TransitError) {
                result = .success(try await load())
            } catch {
                result = .failure(error)
            }
            self.finish(id, result)
            return result
        }
        pending = (id, task)
        return task
    }

    private func finish(_ id: Int, _ result: Result<[Route], TransitError>) {
        guard pending?.id == id else { return }
        pending = nil
        if case .success(let routes) = result { catalogue = routes }
    }
}

extension MTARouteDirectory: CustomReflectable {
    /// Nothing: `dump(client)` must not read actor state from outside (and a catalogue of
    /// hundreds of routes is no use in a dump).
    nonisolated var customMirror: Mirror { Mirror(self, children: [], displayStyle: .class) }
}
