/// What `Array.gather(limit:provider:subjects:_:)` brings back: the answers of the
/// items that succeeded, in input order, and a note for each item that failed.
public struct Gathered<Value: Sendable>: Sendable {
    /// The answers of the items that succeeded, in input order.
    public var values: [Value]
    /// One `.notFound` or `.failed` note per item that failed.
    public var notes: [ProviderNote]

    /// Creates a result.
    public init(values: [Value], notes: [ProviderNote]) {
        self.values = values
        self.notes = notes
    }
}

extension Array where Element: Sendable {
    /// Fetches every element (a stop, a batch of ten stops, a line) with at most `limit` at a
    /// time, and keeps going when some fail: a failed element becomes one ``ProviderNote`` per
    /// subject it stands for (`.notFound` when the provider does not know it, `.failed`
    /// otherwise) and the others are answered. It throws only when *every* element failed (the
    /// first element's error), or at once when the task is cancelled — so one bad stop never
    /// blanks a board of a hundred, and a board is never empty without saying why.
    ///
    /// This is the rule "one failing item among many" of Docs/Behaviour.md, shared by every
    /// provider's boards.
    ///
    /// ```swift
    /// let gathered = try await batches.gather(limit: 4, provider: "cta",
    ///                                         subjects: { $0.stops.map(ProviderNote.Subject.stop) }) { batch in
    ///     try await fetch(batch)
    /// }
    /// let board = PredictionBoard(predictions: gathered.values.flatMap(\.predictions),
    ///                             notes: gathered.notes + gathered.values.flatMap(\.notes))
    /// ```
    public func gather<Value: Sendable>(
        limit: Int, provider: ProviderID? = nil,
        subjects: @escaping @Sendable (Element) -> [ProviderNote.Subject],
        _ fetch: @escaping @Sendable (Element) async throws(TransitError) -> Value
    ) async throws(TransitError) -> Gathered<Value> {
        let outcomes = try await concurrentMap(limit: limit, provider: provider) {
            (element) async throws(TransitError) -> Result<Value, TransitError> in
            do throws(TransitError) {
                return .success(try await fetch(element))
            } catch {
                if error.kind == .cancelled || Task.isCancelled { throw error }
                return .failure(error)
            }
        }
        var values: [Value] = []
        var notes: [ProviderNote] = []
        var firstError: TransitError?
        for (element, outcome) in zip(self, outcomes) {
            switch outcome {
            case .success(let value):
                values.append(value)
            case .failure(let error):
                firstError = firstError ?? error
                let kind: ProviderNote.Kind = error.kind == .notFound ? .notFound : .failed
                let message = error.providerMessage ?? error.detail ?? error.kind.description
                notes += subjects(element).map { ProviderNote(subject: $0, kind: kind, message: message) }
            }
        }
        if values.isEmpty, let firstError, !isEmpty { throw firstError }
        return Gathered(values: values, notes: notes)
    }
}
