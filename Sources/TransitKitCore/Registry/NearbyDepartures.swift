import Foundation

/// The answer to "what leaves near here", across providers: every prediction at the stops near
/// the place, merged by time, each row saying which provider and stop it comes from, and a note
/// for each provider that could not answer.
///
/// ```swift
/// let board = try await registry.departures(near: here, radius: 400, limit: 20)
/// for row in board.rows {
///     print(row.provider, row.stop.name, Int(row.distance), "m", row.prediction.countdown(now: Date())?.text ?? "")
/// }
/// for note in board.notes { print(note.provider, note.note.message) }   // "mta: TransitError.transport …"
/// ```
///
/// It is `Codable`: `transit near --json` prints this model, with the keys an app decodes.
public struct NearbyDepartures: Hashable, Sendable, Codable {
    /// One upcoming arrival at one stop near the place.
    public struct Row: Hashable, Sendable, Codable {
        /// The provider that answered.
        public var provider: ProviderID
        /// The stop the prediction is for.
        public var stop: Stop
        /// Metres from the place asked about.
        public var distance: Double
        /// The upcoming arrival or departure.
        public var prediction: Prediction

        /// The server's clock when the provider answered (``PredictionBoard/serverTime``); nil
        /// when the answer carried none.
        public var serverTime: Date?
        /// When the provider's answer arrived (``PredictionBoard/receivedAt``).
        public var receivedAt: Date?

        /// Creates a row.
        public init(provider: ProviderID, stop: Stop, distance: Double, prediction: Prediction) {
            self.provider = provider
            self.stop = stop
            self.distance = distance
            self.prediction = prediction
        }

        /// Creates a row carrying its provider's server clock, so it counts down as
        /// ``PredictionBoard/serverNow(at:)`` does.
        public init(
            provider: ProviderID, stop: Stop, distance: Double, prediction: Prediction, serverTime: Date?, receivedAt: Date?
        ) {
            self.init(provider: provider, stop: stop, distance: distance, prediction: prediction)
            self.serverTime = serverTime
            self.receivedAt = receivedAt
        }

        /// "Now" on the clock of the provider that answered: its server time moved on by what
        /// passed since the answer arrived, or `now` when it sent none. Rows from different
        /// providers (or recordings of different days) each count down from their own.
        public func serverNow(at now: Date) -> Date {
            guard let serverTime, let receivedAt else { return now }
            return serverTime.addingTimeInterval(now.timeIntervalSince(receivedAt))
        }

        /// ``Prediction/byTime(_:_:)``, then the nearer stop, then the provider id.
        public static func byTime(_ a: Row, _ b: Row) -> Bool {
            if Prediction.byTime(a.prediction, b.prediction) { return true }
            if Prediction.byTime(b.prediction, a.prediction) { return false }
            if a.distance != b.distance { return a.distance < b.distance }
            return a.provider < b.provider
        }
    }

    /// A note from one provider: a whole provider that failed (subject `.request`, kind
    /// `.failed` or `.notFound`, the error's one-line description), or a note its board carried
    /// about one stop ("No service scheduled").
    public struct Note: Hashable, Sendable, Codable {
        /// The provider the note comes from.
        public var provider: ProviderID
        /// The note: a failure of this provider, or what its board said about one stop.
        public var note: ProviderNote

        /// Creates a note attributed to `provider`.
        public init(provider: ProviderID, note: ProviderNote) {
            self.provider = provider
            self.note = note
        }

        /// The note for a whole provider that failed: subject `.request`, kind `.notFound` or
        /// `.failed`, the error's one-line description.
        public init(provider: ProviderID, failure error: TransitError) {
            let kind: ProviderNote.Kind = error.kind == .notFound ? .notFound : .failed
            self.init(provider: provider, note: ProviderNote(subject: .request, kind: kind, message: error.description))
        }
    }

    /// Every prediction, soonest first (``Row/byTime(_:_:)``).
    public var rows: [Row]
    /// What went wrong or was said along the way; the rows from other providers are still there.
    public var notes: [Note]
    /// The providers that were asked (they cover the place and can answer), in registry order.
    public var providers: [ProviderID]

    /// Creates an answer; the rows are sorted soonest first.
    public init(rows: [Row], notes: [Note] = [], providers: [ProviderID] = []) {
        self.rows = rows.sorted(by: Row.byTime)
        self.notes = notes
        self.providers = providers
    }
}
