import Foundation

/// The provider clients an app configured, asked as one: which of them serve a place, and what
/// leaves near it, whoever runs it. It works through the public capability protocols only
/// (``StopFinder``, ``PredictionSource``, ``CoverageSource``), so a provider written outside
/// this package takes part the same way.
///
/// ```swift
/// let registry = ProviderRegistry([cta, tram, mta, busbud])
/// let here = Coordinate(latitude: 41.8789, longitude: -87.6359)
/// let serving = try await registry.providers(covering: here).map(\.descriptor.id)   // ["cta"]
/// let board = try await registry.departures(near: here, radius: 400, limit: 20)
/// ```
///
/// A provider takes part where its coverage is known: ``ProviderDescriptor/coverage`` from its
/// facts, or its ``CoverageSource`` answer (asked once, kept for the registry's life; a failure
/// is asked again next time). A provider with neither is never asked about a place.
public struct ProviderRegistry: Sendable {
    /// The clients, in the order given, one per provider id (a later client with an id already
    /// listed is dropped).
    public let providers: [any TransitProvider]
    private let learnt = Locked([ProviderID: CoverageArea]())

    /// Creates a registry over `providers`, in the order given (answers list them in it).
    public init(_ providers: [any TransitProvider]) {
        var seen = Set<ProviderID>()
        self.providers = providers.filter { seen.insert($0.descriptor.id).inserted }
    }

    /// The client for `id`.
    public func provider(_ id: ProviderID) -> (any TransitProvider)? {
        providers.first { $0.descriptor.id == id }
    }

    /// Where `provider` has service: its descriptor's coverage, else its ``CoverageSource``
    /// answer (kept after the first success), else nil (unknown).
    public func coverage(of provider: any TransitProvider) async throws(TransitError) -> CoverageArea? {
        let descriptor = provider.descriptor
        if let coverage = descriptor.coverage { return coverage }
        if let known = learnt.withLock({ $0[descriptor.id] }) { return known }
        guard let source = provider as? any CoverageSource else { return nil }
        do {
            let area = try await source.coverageArea()
            learnt.withLock { $0[descriptor.id] = area }
            return area
        } catch {
            throw Self.typed(error, provider: descriptor.id, operation: "coverage")
        }
    }

    /// The providers whose coverage holds `coordinate`, in registry order. Providers whose
    /// coverage is unknown, or could not be learnt, are left out. `.invalidArgument` for a
    /// coordinate out of range or NaN.
    public func providers(covering coordinate: Coordinate) async throws(TransitError) -> [any TransitProvider] {
        let coordinate = try StopSearch.coordinate(coordinate, operation: "providers(covering:)")
        return await allCoverage().compactMap { entry in
            guard case .success(let area?) = entry.coverage, area.contains(coordinate) else { return nil }
            return entry.provider
        }
    }

    /// What leaves soonest from the stops within `radius` metres of `coordinate`, from every
    /// provider that covers the circle and can answer (``StopFinder`` and ``PredictionSource``):
    /// each one's `stopsPerProvider` nearest stops, their predictions, merged by time, at most
    /// `limit` rows.
    ///
    /// One provider failing (its coverage, stops or predictions) is a ``NearbyDepartures/Note``
    /// and the others answer; a predictions call for several stops refused as a whole with
    /// `.notFound` is asked again stop by stop, each stop that fails a note; when every provider asked fails, the first one's error is thrown.
    /// When no provider covers the place: `.notFound`; when some cover it but none can answer:
    /// `.unsupported`. Input is checked first (``StopSearch``): `.invalidArgument` before any
    /// request.
    ///
    /// With a `window`, only the predictions inside it are kept (``TimeWindow``), each provider
    /// asked for it where its API takes one.
    public func departures(
        near coordinate: Coordinate, radius: Double, limit: Int, stopsPerProvider: Int = 10,
        within window: TimeWindow = .unbounded
    )
        async throws(TransitError) -> NearbyDepartures
    {
        let operation = "departures(near:)"
        let query = try StopSearch.near(coordinate, radius: radius, limit: stopsPerProvider, operation: operation)
        try StopSearch.checkLimit(limit, provider: nil, operation: operation)
        try window.validate(operation: operation)

        var covering: [(provider: any TransitProvider, coverage: Result<CoverageArea?, TransitError>)] = []
        var unknown: [ProviderID] = []
        for entry in await allCoverage() {
            switch entry.coverage {
            case .success(let area?) where area.contains(query.coordinate, margin: query.radius): covering.append(entry)
            case .success(nil): unknown.append(entry.provider.descriptor.id)
            case .failure: covering.append(entry) // it may cover the place: its failure is a note
            default: break
            }
        }
        guard !covering.isEmpty else {
            let hint = unknown.isEmpty ? "" : " (coverage unknown: \(unknown.map(\.rawValue).joined(separator: ", ")))"
            throw TransitError(
                .notFound, operation: operation,
                detail: "no configured provider covers \(query.coordinate) within \(Int(query.radius)) m\(hint)")
        }
        let answering = covering.filter { $0.provider is any StopFinder && $0.provider is any PredictionSource }
        guard !answering.isEmpty else {
            let names = covering.map(\.provider.descriptor.id.rawValue).joined(separator: ", ")
            throw TransitError(
                .unsupported, operation: operation,
                detail: "the providers covering \(query.coordinate) (\(names)) cannot find stops and their predictions")
        }

        let outcomes = try await answering.map { ($0.provider, $0.coverage) }.concurrentMap(limit: answering.count) {
            (provider, coverage) async throws(TransitError) -> Result<Answer, TransitError> in
            do throws(TransitError) {
                _ = try coverage.get()
                return .success(try await Self.answer(from: provider, query: query, window: window))
            } catch {
                if error.kind == .cancelled || Task.isCancelled { throw error }
                return .failure(error)
            }
        }
        if Task.isCancelled { throw TransitError(.cancelled, operation: operation) }

        var rows: [NearbyDepartures.Row] = []
        var notes: [NearbyDepartures.Note] = []
        var firstError: TransitError?
        for (entry, outcome) in zip(answering, outcomes) {
            let id = entry.provider.descriptor.id
            switch outcome {
            case .success(let answer):
                rows += answer.rows
                notes += answer.notes.map { NearbyDepartures.Note(provider: id, note: $0) }
            case .failure(let error):
                firstError = firstError ?? error
                notes.append(NearbyDepartures.Note(provider: id, failure: error))
            }
        }
        if let firstError, outcomes.allSatisfy({ if case .failure = $0 { true } else { false } }) { throw firstError }
        rows.sort(by: NearbyDepartures.Row.byTime)
        if rows.count > limit { rows.removeSubrange(limit...) }
        return NearbyDepartures(rows: rows, notes: notes, providers: answering.map(\.provider.descriptor.id))
    }

    // MARK: - Steps

    private struct Answer: Sendable {
        var rows: [NearbyDepartures.Row]
        var notes: [ProviderNote]
    }

    /// One provider's part: its nearest stops, then one predictions call for all of them (stop
    /// by stop when that call is refused as a whole with `.notFound`).
    private static func answer(
        from provider: any TransitProvider, query: StopSearch.Near, window: TimeWindow
    ) async throws(TransitError) -> Answer {
        let id = provider.descriptor.id
        let finder = try provider.require((any StopFinder).self, for: "stops(near:)")
        let source = try provider.require((any PredictionSource).self, for: "predictions")
        let nearby: [NearbyStop]
        do {
            nearby = try await finder.stops(near: query.coordinate, radius: query.radius, limit: query.limit)
        } catch {
            throw typed(error, provider: id, operation: "stops(near:)")
        }
        guard !nearby.isEmpty else { return Answer(rows: [], notes: []) }
        let board: PredictionBoard
        do {
            board = try await source.predictions(at: nearby.map(\.stop.id), routes: nil, within: window)
        } catch {
            let error = typed(error, provider: id, operation: "predictions")
            // One call for several stops refused as a whole (`.notFound`: a stop the server, or
            // a replay of it, does not know can sink the batch) is asked again stop by stop:
            // each stop that still fails is a note and the others answer.
            guard error.kind == .notFound, nearby.count > 1 else { throw error }
            board = try await Self.stopByStop(nearby.map(\.stop.id), from: source, provider: id, window: window)
        }
        var rows: [NearbyDepartures.Row] = []
        for prediction in board.predictions {
            // Ids as the provider sent them; a short or qualified form of an asked id is the same stop.
            guard
                let stop = nearby.first(where: { $0.stop.id == prediction.stopID })
                    ?? nearby.first(where: { RouteFilter.same(Route.ID($0.stop.id.rawValue), Route.ID(prediction.stopID.rawValue)) })
            else { continue }
            rows.append(
                NearbyDepartures.Row(
                    provider: id, stop: stop.stop, distance: stop.distance, prediction: prediction,
                    serverTime: board.serverTime, receivedAt: board.receivedAt))
        }
        return Answer(rows: rows, notes: board.notes)
    }

    /// Predictions for `stops` one call per stop, a failed stop a note; throws the first error
    /// when every stop failed.
    private static func stopByStop(
        _ stops: [Stop.ID], from source: any PredictionSource, provider: ProviderID, window: TimeWindow
    ) async throws(TransitError) -> PredictionBoard {
        let boards = try await stops.gather(limit: 4, provider: provider, subjects: { [.stop($0)] }) {
            (stop) async throws(TransitError) -> PredictionBoard in
            do {
                return try await source.predictions(at: [stop], routes: nil, within: window)
            } catch {
                throw typed(error, provider: provider, operation: "predictions")
            }
        }
        return PredictionBoard(
            predictions: boards.values.flatMap(\.predictions),
            notes: boards.notes + boards.values.flatMap(\.notes),
            alerts: boards.values.flatMap(\.alerts),
            serverTime: boards.values.first?.serverTime, receivedAt: boards.values.first?.receivedAt)
    }

    /// Each provider's coverage, asked concurrently (``CoverageSource`` may make a request).
    private func allCoverage() async -> [(provider: any TransitProvider, coverage: Result<CoverageArea?, TransitError>)] {
        let answers =
            (try? await providers.concurrentMap(limit: max(1, providers.count)) {
                (provider) async throws(TransitError) -> Result<CoverageArea?, TransitError> in
                do throws(TransitError) { return .success(try await self.coverage(of: provider)) } catch { return .failure(error) }
            }) ?? providers.map { _ in .failure(TransitError(.cancelled, operation: "coverage")) }
        return Array(zip(providers, answers)).map { (provider: $0.0, coverage: $0.1) }
    }

    /// Whatever a capability call threw, as a `TransitError` naming the provider.
    static func typed(_ error: any Error, provider: ProviderID, operation: String) -> TransitError {
        switch error {
        case var error as TransitError:
            error.provider = error.provider ?? provider
            error.operation = error.operation ?? operation
            return error
        case is CancellationError:
            return TransitError(.cancelled, provider: provider, operation: operation)
        default:
            return TransitError(
                .transport, provider: provider, operation: operation, detail: String(describing: error),
                underlying: error)
        }
    }
}
