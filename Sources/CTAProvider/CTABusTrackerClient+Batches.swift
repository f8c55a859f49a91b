import TransitKitCore

/// CTA takes at most 10 ids per call (stpid, vid, pid, rt for vehicles): lists are cut into
/// batches, which run ``CTABusTrackerClient/Configuration/maxConcurrentRequests`` at a time.
extension CTABusTrackerClient {
    static let maxIDsPerCall = 10

    /// `ids` (already trimmed and unique: `requiredIDs`) cut into lists of at most 10, in order.
    static func batches<ID: Sendable>(_ ids: [ID]) -> [[ID]] {
        stride(from: 0, to: ids.count, by: maxIDsPerCall).map { Array(ids[$0..<min($0 + maxIDsPerCall, ids.count)]) }
    }

    /// One `call` per batch, `name` carrying the batch's comma list; the first failing batch
    /// fails the whole call (answers that carry no notes: vehicles, alerts, stops, patterns).
    func fetchAll<Owner>(
        _ call: CTACall, _ name: String, _ ids: [Identifier<Owner>], _ extra: [(String, String)] = []
    )
        async throws(TransitError) -> [CTAAnswer]
    {
        let client = self
        return try await Self.batches(ids).concurrentMap(
            limit: configuration.maxConcurrentRequests,
            provider: providerID
        ) { (batch) throws(TransitError) in
            try await client.fetch(call, [(name, batch.map(\.rawValue).joined(separator: ","))] + extra)
        }
    }

    /// A prediction board for `ids` sent as `name` (`stpid` or `vid`): a batch whose call
    /// fails becomes a `.failed` note per id in it, a batch CTA answers only with "unknown"
    /// a `.notFound` note per id, and the call throws only when every batch failed
    /// (Docs/Behaviour.md, rules 5 and 6).
    func board<Owner>(
        _ name: String, _ ids: [Identifier<Owner>], subject: @escaping @Sendable (Identifier<Owner>) -> ProviderNote.Subject,
        extra: [(String, String)], filter: RouteFilter
    ) async throws(TransitError) -> PredictionBoard {
        let client = self
        let gathered = try await Self.batches(ids).gather(
            limit: configuration.maxConcurrentRequests, provider: providerID,
            subjects: { $0.map(subject) }
        ) { (batch) throws(TransitError) -> PredictionBoard in
            let answer = try await client.fetch(.getpredictions, [(name, batch.map(\.rawValue).joined(separator: ","))] + extra)
            let predictions = try CTAMapper.predictions(answer)
            if predictions.isEmpty, let unknown = answer.notes.first, answer.notes.allSatisfy({ $0.kind == .notFound }) {
                // Nothing but "unknown" for the whole batch: the batch fails as not found, so
                // one unknown stop asked alone is `.notFound`, and beside others a note.
                throw TransitError(
                    .notFound, request: answer.request, status: 200, providerMessage: unknown.message,
                    detail: "CTA knows none of \(name) \(batch.map(\.rawValue).joined(separator: ","))")
            }
            return PredictionBoard(predictions: predictions, notes: answer.notes, serverTime: CTAMapper.serverTime(answer))
        }
        return PredictionBoard(
            predictions: gathered.values.flatMap(\.predictions).filter { filter.matches($0.route) },
            notes: gathered.notes + gathered.values.flatMap(\.notes),
            serverTime: gathered.values.compactMap(\.serverTime).max(),
            receivedAt: configuration.now.date())
    }
}
