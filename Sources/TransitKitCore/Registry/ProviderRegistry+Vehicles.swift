extension ProviderRegistry {
    /// The vehicles inside `area` from every provider that covers it and can answer
    /// (``AreaVehicleSource``), asked concurrently, each with the cheapest calls its API allows.
    ///
    /// One provider failing is a note and the others answer; when every provider asked fails,
    /// the first one's error is thrown. No provider covering the area: `.notFound`; some
    /// covering it but none able to answer: `.unsupported`. An invalid box is
    /// `.invalidArgument` before any request.
    ///
    /// ```swift
    /// let manhattan = CoverageArea.Box(south: 40.70, west: -74.02, north: 40.80, east: -73.93)
    /// let answer = try await registry.vehicles(in: manhattan)
    /// ```
    public func vehicles(in area: CoverageArea.Box) async throws(TransitError) -> VehiclesInArea {
        let operation = "vehicles(in:)"
        guard area.isValid, area.south <= area.north else {
            throw TransitError(
                .invalidArgument, operation: operation, detail: "the area \(area) is not a box (edges must be finite, south ≤ north)")
        }
        var covering: [any TransitProvider] = []
        for provider in providers {
            // The descriptor's own coverage: asking a CoverageSource costs a request per
            // provider, and a box is not a point a fetched coverage could place better.
            guard let coverage = provider.descriptor.coverage else {
                covering.append(provider)
                continue
            }
            if coverage.intersects(area) { covering.append(provider) }
        }
        guard !covering.isEmpty else {
            throw TransitError(.notFound, operation: operation, detail: "no configured provider covers \(area)")
        }
        let answering = covering.compactMap { $0 as? any AreaVehicleSource }
        guard !answering.isEmpty else {
            let names = covering.map(\.descriptor.id.rawValue).joined(separator: ", ")
            throw TransitError(
                .unsupported, operation: operation, detail: "the providers covering \(area) (\(names)) cannot list vehicles in an area")
        }
        let outcomes = try await answering.concurrentMap(limit: answering.count) {
            (provider) async throws(TransitError) -> Result<AreaVehicles, TransitError> in
            do {
                return .success(try await provider.vehicles(in: area))
            } catch {
                let error = Self.typed(error, provider: provider.descriptor.id, operation: operation)
                if error.kind == .cancelled || Task.isCancelled { throw error }
                return .failure(error)
            }
        }
        if Task.isCancelled { throw TransitError(.cancelled, operation: operation) }
        var rows: [VehiclesInArea.Row] = []
        var notes: [NearbyDepartures.Note] = []
        var firstError: TransitError?
        for (provider, outcome) in zip(answering, outcomes) {
            let id = provider.descriptor.id
            switch outcome {
            case .success(let answer):
                rows += answer.vehicles.map { VehiclesInArea.Row(provider: id, vehicle: $0) }
                notes += answer.notes.map { NearbyDepartures.Note(provider: id, note: $0) }
            case .failure(let error):
                firstError = firstError ?? error
                notes.append(NearbyDepartures.Note(provider: id, failure: error))
            }
        }
        if let firstError, outcomes.allSatisfy({ if case .failure = $0 { true } else { false } }) { throw firstError }
        return VehiclesInArea(rows: rows, notes: notes, providers: answering.map(\.descriptor.id))
    }
}
