/// The answer to "what is coming to these stops": predictions sorted by time, plus the notes
/// the provider attached to single items ("No service scheduled" for one stop) that are not
/// failures of the whole request.
public struct PredictionBoard: Hashable, Sendable, Codable {
    public var predictions: [Prediction]
    public var notes: [ProviderNote]

    /// Sorts `predictions` with ``Prediction/byTime(_:_:)``.
    public init(predictions: [Prediction], notes: [ProviderNote] = []) {
        self.predictions = predictions.sorted(by: Prediction.byTime)
        self.notes = notes
    }
}

/// A message a provider attached to one item of a request, e.g. CTA's
/// `{"stpid":"1836","msg":"No service scheduled"}` beside data for other stops.
public struct ProviderNote: Hashable, Sendable, Codable {
    /// What the note is about.
    public enum Subject: Hashable, Sendable, Codable, CustomStringConvertible {
        case stop(Stop.ID)
        case route(Route.ID)
        case vehicle(VehiclePosition.ID)
        case request

        /// "stop 1836", "route 22", "vehicle 8146", "request".
        public var description: String {
            switch self {
            case .stop(let id): return "stop \(id)"
            case .route(let id): return "route \(id)"
            case .vehicle(let id): return "vehicle \(id)"
            case .request: return "request"
            }
        }
    }

    /// How to read the note.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// Nothing runs there now ("No service scheduled").
        case noService
        /// Nothing known right now ("No arrival times", "No data found for parameter").
        case noData
        /// Anything else the provider said about the item.
        case other
    }

    public var subject: Subject
    public var kind: Kind
    /// The provider's own words.
    public var message: String

    public init(subject: Subject, kind: Kind, message: String) {
        self.subject = subject
        self.kind = kind
        self.message = message
    }
}
