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
    public enum Event: String, Hashable, Sendable, Codable { case arrival, departure }

    public var stopID: Stop.ID
    public var stopName: String?
    public var route: Route.ID
    /// Rider-facing route name when it differs from the id ("16d", "M86+").
    public var routeName: String?
    public var direction: Direction?
    /// Headsign: where the vehicle is going.
    public var destination: String?
    public var vehicleID: VehiclePosition.ID?
    public var event: Event
    /// Best estimate of the instant. Nil only when `source` is `.distanceOnly`.
    public var time: Date?
    /// The timetable instant, when the provider gives it. A cancelled trip keeps it.
    public var scheduledTime: Date?
    public var source: Source
    public var isDelayed: Bool
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

    public init(stopID: Stop.ID, stopName: String? = nil, route: Route.ID, routeName: String? = nil,
                direction: Direction? = nil, destination: String? = nil,
                vehicleID: VehiclePosition.ID? = nil, event: Event = .arrival, time: Date?,
                scheduledTime: Date? = nil, source: Source, isDelayed: Bool = false,
                isCancelled: Bool = false, distanceText: String? = nil, timeZone: TimeZone,
                distanceToStop: Double? = nil, stopsAway: Int? = nil, occupancy: Occupancy? = nil,
                vehicleFeatures: VehicleFeatures? = nil, pickup: BoardingRule? = nil, dropOff: BoardingRule? = nil,
                tripID: String? = nil, tripStart: Date? = nil)
    {
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
        case let (x?, y?) where x != y: return x < y
        case (nil, _?): return false
        case (_?, nil): return true
        default:
            if a.route != b.route { return a.route < b.route }
            return a.stopID < b.stopID
        }
    }
}
