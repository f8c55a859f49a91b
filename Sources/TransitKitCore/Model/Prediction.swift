import Foundation

/// An upcoming arrival or departure of one vehicle at one stop.
///
/// `time` is the best estimate the provider gave, and ``source-swift.property`` says how good it is.
/// Countdowns are derived from an injected now (``countdown(now:)``), never stored, so they
/// cannot go stale.
///
/// ```swift
/// for p in board.predictions {
///     cell.text = p.countdown(now: now.date())?.text   // "9:23 am (3 min)", from the injected now
/// }
/// ```
public struct Prediction: Hashable, Sendable, Codable {
    /// Where `time` came from.
    public enum Source: String, Hashable, Sendable, Codable {
        /// A live estimate from a tracked vehicle.
        case realtime
        /// The timetable; no vehicle is tracked yet.
        case scheduled
        /// Only a distance ("approaching", "2 stops away") is known; `time` may be nil.
        case distanceOnly
    }

    /// Whether the vehicle arrives at or departs from the stop at `time`.
    public enum Event: String, Hashable, Sendable, Codable {
        /// The vehicle reaches the stop at \`time\`.
        case arrival
        /// The vehicle leaves the stop at \`time\` (a first stop, a coach departure).
        case departure
    }

    /// The stop the prediction is for, as the provider identifies it.
    public var stopID: Stop.ID
    /// The stop's name as the provider sent it with the prediction; nil when it did not, so an app
    /// need not look the stop up again just to label a row.
    public var stopName: String?
    /// The route the vehicle serves, as the provider identifies it (compare with `RouteFilter`,
    /// not `==`, when matching what a rider typed).
    public var route: Route.ID
    /// Rider-facing route name when it differs from the id ("16d", "M86+").
    public var routeName: String?
    /// The direction of travel, when the provider says ("Northbound", "To City").
    public var direction: Direction?
    /// Headsign: where the vehicle is going.
    public var destination: String?
    /// The tracked vehicle, when there is one; use it with `VehicleSource` or `TripSource` to follow it.
    public var vehicleID: VehiclePosition.ID?
    /// Whether `time` is when the vehicle arrives at or when it leaves the stop.
    public var event: Event
    /// Best estimate of the instant. Nil only when `source` is `.distanceOnly`.
    public var time: Date?
    /// The timetable instant, when the provider gives it. A cancelled trip keeps it.
    public var scheduledTime: Date?
    /// How `time` was obtained: a live estimate, the timetable, or only a distance.
    public var source: Source
    /// True when the provider flags the vehicle as running late; the delay itself is `time` minus
    /// `scheduledTime` when both are known.
    public var isDelayed: Bool
    /// True when the trip will not run; the prediction is kept (with `scheduledTime`) so an app can
    /// say so instead of silently dropping the row.
    public var isCancelled: Bool
    /// Provider's distance wording ("approaching", "1.2 miles away"), when it gives one.
    public var distanceText: String?
    /// The zone to show `time` in: the agency's, not the device's.
    public var timeZone: TimeZone
    /// How far the vehicle still has to go to the stop, in metres (CTA `dstp` feet converted,
    /// SIRI `DistanceFromStop`).
    public var distanceToStop: Double?
    /// Stops between the vehicle and this stop (SIRI `NumberOfStopsAway`).
    public var stopsAway: Int?
    /// How full the vehicle is.
    public var occupancy: Occupancy?
    /// What the vehicle offers (low floor, wheelchair, air conditioning).
    public var vehicleFeatures: VehicleFeatures?
    /// Whether riders may board here on this trip (nil: the provider does not say, i.e. regular).
    public var pickup: BoardingRule?
    /// Whether riders may alight here on this trip.
    public var dropOff: BoardingRule?
    /// The provider's trip id (CTA `tatripid`, tramTRACKER `TripID`, SIRI `DatedVehicleJourneyRef`).
    public var tripID: String?
    /// When the trip starts by timetable (CTA `stsd` + `stst`; GTFS-Realtime `start_date`/`start_time`).
    public var tripStart: Date?

    /// Creates a prediction; providers build these from their wire formats, and tests build them
    /// directly. Only the stop, the route, the time and its source are required.
    public init(
        stopID: Stop.ID, stopName: String? = nil, route: Route.ID, routeName: String? = nil,
        direction: Direction? = nil, destination: String? = nil,
        vehicleID: VehiclePosition.ID? = nil, event: Event = .arrival, time: Date?,
        scheduledTime: Date? = nil, source: Source, isDelayed: Bool = false,
        isCancelled: Bool = false, distanceText: String? = nil, timeZone: TimeZone,
        distanceToStop: Double? = nil, stopsAway: Int? = nil, occupancy: Occupancy? = nil,
        vehicleFeatures: VehicleFeatures? = nil, pickup: BoardingRule? = nil, dropOff: BoardingRule? = nil,
        tripID: String? = nil, tripStart: Date? = nil
    ) {
        self.stopID = stopID
        self.stopName = stopName
        self.route = route
        self.routeName = routeName
        self.direction = direction
        self.destination = destination
        self.vehicleID = vehicleID
        self.event = event
        self.time = time
        self.scheduledTime = scheduledTime
        self.source = source
        self.isDelayed = isDelayed
        self.isCancelled = isCancelled
        self.distanceText = distanceText
        self.timeZone = timeZone
        self.distanceToStop = distanceToStop
        self.stopsAway = stopsAway
        self.occupancy = occupancy
        self.vehicleFeatures = vehicleFeatures
        self.pickup = pickup
        self.dropOff = dropOff
        self.tripID = tripID
        self.tripStart = tripStart
    }

    /// True when riders cannot board here on this trip (CTA "drop-off only").
    public var isDropOffOnly: Bool { pickup == BoardingRule.none }

    /// `time`, or for a cancelled trip without one, its scheduled time.
    public var displayTime: Date? { time ?? scheduledTime }

    /// "9:23 am (3 min)" / "Due" from `now`, in the prediction's own zone.
    public func countdown(now: Date) -> Countdown? {
        displayTime.map { Countdown(target: $0, now: now, timeZone: timeZone) }
    }

    /// Orders by time (unknown times last), then route, then stop, so lists never depend on
    /// the order a server happened to send.
    public static func byTime(_ a: Prediction, _ b: Prediction) -> Bool {
        switch (a.displayTime, b.displayTime) {
        case (let x?, let y?) where x != y: return x < y
        case (nil, _?): return false
        case (_?, nil): return true
        default:
            if a.route != b.route { return a.route < b.route }
            return a.stopID < b.stopID
        }
    }

    /// `predictions` sorted with ``byTime(_:_:)``, as the stable `sorted(by:)` sorts them —
    /// without the sort when they already are in that order (a stop's rows usually arrive so,
    /// and a board sorts what a provider's mapper sorted already): then no row sorts before
    /// the one ahead of it, and the sort would hand them back unchanged.
    ///
    /// ```swift
    /// let board = Prediction.inTimeOrder(rows)    // soonest first, ties by route, then stop
    /// ```
    public static func inTimeOrder(_ predictions: [Prediction]) -> [Prediction] {
        for index in predictions.indices.dropFirst() where byTime(predictions[index], predictions[index - 1]) {
            return predictions.sorted(by: byTime)
        }
        return predictions
    }
}
