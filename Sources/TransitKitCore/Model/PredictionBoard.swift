import Foundation

/// The answer to "what is coming to these stops": predictions sorted by time, the notes the
/// provider attached to single items ("No service scheduled" for one stop, a stop whose request
/// failed) that are not failures of the whole request, the alerts that came with the answer,
/// and when the server made it.
///
/// Countdowns come from each prediction: `p.countdown(now:)`. To count from the server's clock
/// rather than the device's (a phone whose clock drifts), pass ``serverNow(at:)``:
///
/// ```swift
/// for p in board.predictions {
///     row.detail = p.countdown(now: board.serverNow(at: Date()))?.text   // "9:23 am (3 min)"
/// }
/// ```
public struct PredictionBoard: Hashable, Sendable, Codable {
    /// The predictions, soonest first (`Prediction/byTime(_:_:)`).
    public var predictions: [Prediction]
    /// What the provider said about single stops or routes that are not failures of the whole call:
    /// "No service scheduled" at one stop, a stop whose request failed while others succeeded.
    public var notes: [ProviderNote]
    /// Alerts the provider sent with these predictions (tramTRACKER disruption messages, SIRI
    /// situations of a stop-monitoring reply), merged by id, high priority first.
    public var alerts: [ServiceAlert]
    /// The server's clock when it answered (tramTRACKER `timeResponded`, SIRI
    /// `ResponseTimestamp`, CTA `tm`, else the latest prediction row's `tmstmp`); the latest one
    /// when several requests were made. Nil only when the answer carried no clock at all.
    public var serverTime: Date?
    /// The device's "now" (the client's injected ``Now``) when the answer arrived.
    public var receivedAt: Date?
    /// Until when the server says the answer holds (SIRI `ValidUntil`).
    public var validUntil: Date?

    /// Sorts `predictions` with ``Prediction/byTime(_:_:)`` and merges `alerts`.
    public init(
        predictions: [Prediction], notes: [ProviderNote] = [], alerts: [ServiceAlert] = [],
        serverTime: Date? = nil, receivedAt: Date? = nil, validUntil: Date? = nil
    ) {
        self.predictions = Prediction.inTimeOrder(predictions)
        self.notes = notes
        self.alerts = alerts.merged()
        self.serverTime = serverTime
        self.receivedAt = receivedAt
        self.validUntil = validUntil
    }

    /// The server's clock at device time `now`: ``serverTime`` moved on by what passed on the
    /// device since ``receivedAt``; `now` itself when the server sent no time.
    public func serverNow(at now: Date) -> Date {
        guard let serverTime, let receivedAt else { return now }
        return serverTime.addingTimeInterval(now.timeIntervalSince(receivedAt))
    }
}

/// A message a provider attached to one item of a request, e.g. CTA's
/// `{"stpid":"1836","msg":"No service scheduled"}` beside data for other stops.
public struct ProviderNote: Hashable, Sendable, Codable {
    /// What the note is about.
    public enum Subject: Hashable, Sendable, Codable, CustomStringConvertible {
        /// A stop of the request ("No service scheduled" at stop 1836).
        case stop(Stop.ID)
        /// A route of the request.
        case route(Route.ID)
        /// A vehicle of the request.
        case vehicle(VehiclePosition.ID)
        /// The request as a whole, when the provider names no item.
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
        /// The provider does not know the item (an unknown stop id among known ones).
        case notFound
        /// The item's request failed (server error, timeout…); the other items were answered.
        case failed
        /// Anything else the provider said about the item.
        case other
    }

    /// What the note is about: a stop, a route, a vehicle or the request itself.
    public var subject: Subject
    /// How to read the note; stable across providers, unlike `message`.
    public var kind: Kind
    /// The provider's own words.
    public var message: String

    /// Creates a note from the item it concerns, its kind and the provider's words.
    public init(subject: Subject, kind: Kind, message: String) {
        self.subject = subject
        self.kind = kind
        self.message = message
    }
}
