import Foundation
import TransitKitCore

/// Next trams at one or more stops, with what TramTracker attached to them.
///
/// ```swift
/// let trams = try await client.nextTrams(at: ["1234", "2234"], routes: ["78"])
/// for p in trams.board.predictions {
///     row.detail = trams.countdown(for: p, now: Date())?.text   // "9:23 am (3 min)"
/// }
/// ```
public struct TramBoard: Hashable, Sendable {
    /// Predictions of every stop, sorted by time (the API groups them by route).
    public var board: PredictionBoard
    /// Disruption and special-event messages found on the predictions, high severity first.
    public var alerts: [ServiceAlert]
    /// The server's `timeResponded` (the latest, when several stops were asked).
    public var serverTime: Date?
    /// The injected now at the moment the answer arrived.
    public var receivedAt: Date
    /// What ``countdown(for:now:)`` measures from unless told otherwise.
    public var reference: CountdownReference

    /// A board as ``TramTrackerClient/nextTrams(at:routes:lowFloorOnly:)`` builds it; public so
    /// apps and tests can make one from saved data.
    public init(board: PredictionBoard, alerts: [ServiceAlert] = [], serverTime: Date? = nil, receivedAt: Date,
                reference: CountdownReference = .device)
    {
        self.board = board
        self.alerts = alerts
        self.serverTime = serverTime
        self.receivedAt = receivedAt
        self.reference = reference
    }

    /// The board's predictions, soonest first.
    public var predictions: [Prediction] { board.predictions }

    /// The instant countdowns count from: `now` itself, or the server's clock moved on by the
    /// time that passed on the device since the answer arrived (`now` when the server sent no
    /// time).
    public func referenceDate(_ reference: CountdownReference, now: Date) -> Date {
        switch reference {
        case .device: return now
        case .server:
            guard let serverTime else { return now }
            return serverTime.addingTimeInterval(now.timeIntervalSince(receivedAt))
        }
    }

    /// "9:23 am (3 min)" / "Due" for `prediction`, in Melbourne time.
    public func countdown(for prediction: Prediction, now: Date, reference: CountdownReference? = nil) -> Countdown? {
        prediction.countdown(now: referenceDate(reference ?? self.reference, now: now))
    }
}
