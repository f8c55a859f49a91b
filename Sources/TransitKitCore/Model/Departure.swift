import Foundation

/// One bookable trip from an origin to a destination (an intercity coach search result).
///
/// Departure and arrival each carry their own zone: a coach from New York to Montréal leaves
/// in America/New_York and arrives in America/Toronto.
public struct Departure: Hashable, Sendable, Codable, Identifiable {
    /// The provider's identifier for one bookable trip, kept as sent.
    public typealias ID = Identifier<Departure>

    /// The provider's identifier; departures are de-duplicated by it across search rounds.
    public var id: ID
    /// Where the rider boards: a station or stop with its own name, address and zone.
    public var origin: Stop
    /// Where the rider gets off.
    public var destination: Stop
    /// The instant the coach leaves `origin`; show it in `departureTimeZone`.
    public var departureTime: Date
    /// The origin's zone, which can differ from the destination's and from the device's.
    public var departureTimeZone: TimeZone
    /// The instant the coach reaches `destination`; show it in `arrivalTimeZone`.
    public var arrivalTime: Date
    /// The destination's zone.
    public var arrivalTimeZone: TimeZone
    /// The company that runs the trip, with its name and logo, when the provider says.
    public var `operator`: Operator?
    /// The total the rider pays, as the provider states it.
    public var price: Money?
    /// Seats left for sale, when the provider says; nil is "unknown", not "none".
    public var availableSeats: Int?
    /// Fare class as the provider names it ("Economy").
    public var fareClass: String?
    /// Amenity names ("wifi", "toilet", "power_outlets").
    public var amenities: [String]
    /// Where the rider can buy this departure, when the provider gives a link.
    public var bookingURL: URL?
    /// Changes of vehicle on the way (Busbud `num_transfers`, or `details.num_transfers` in
    /// 2017–2019 data where the top-level one is null; 0 when `has_transfers` is false); nil
    /// when the provider does not say.
    public var transferCount: Int?
    /// The stops between origin and destination, in order (Busbud `trip_stops`).
    public var stopovers: [Stopover]
    /// Ticket types on sale for this departure, as the provider names them (Busbud: "eticket",
    /// "print", "claim").
    public var ticketTypes: [String]

    /// One intermediate stop of a departure (hafas calls them stopovers).
    public struct Stopover: Hashable, Sendable, Codable {
        /// The intermediate stop.
        public var stop: Stop
        /// When the vehicle arrives here; nil when the provider gives no time or no zone for the stop.
        public var arrivalTime: Date?
        /// When the vehicle leaves here; nil when the provider gives no time or no zone for the stop.
        public var departureTime: Date?
        /// The zone the stop's times are shown in. Busbud gives intermediate stops no zone of
        /// their own: a stop whose zone cannot be known has no times, a nil `stop.timeZone`, and
        /// the departure's zone here as a label (Docs/Busbud.md).
        public var timeZone: TimeZone
        /// True when riders change vehicle here.
        public var isTransfer: Bool

        /// Creates a stopover; `isTransfer` defaults to staying on the same vehicle.
        public init(stop: Stop, arrivalTime: Date?, departureTime: Date?, timeZone: TimeZone, isTransfer: Bool = false) {
            self.stop = stop
            self.arrivalTime = arrivalTime
            self.departureTime = departureTime
            self.timeZone = timeZone
            self.isTransfer = isTransfer
        }
    }

    /// Creates a departure; everything after the two times and zones is optional because
    /// providers state different subsets of it.
    public init(
        id: ID, origin: Stop, destination: Stop, departureTime: Date,
        departureTimeZone: TimeZone, arrivalTime: Date, arrivalTimeZone: TimeZone,
        operator: Operator? = nil, price: Money? = nil, availableSeats: Int? = nil,
        fareClass: String? = nil, amenities: [String] = [], bookingURL: URL? = nil,
        transferCount: Int? = nil, stopovers: [Stopover] = [], ticketTypes: [String] = []
    ) {
        self.id = id
        self.origin = origin
        self.destination = destination
        self.departureTime = departureTime
        self.departureTimeZone = departureTimeZone
        self.arrivalTime = arrivalTime
        self.arrivalTimeZone = arrivalTimeZone
        self.operator = `operator`
        self.price = price
        self.availableSeats = availableSeats
        self.fareClass = fareClass
        self.amenities = amenities
        self.bookingURL = bookingURL
        self.transferCount = transferCount
        self.stopovers = stopovers
        self.ticketTypes = ticketTypes
    }

    /// Time on board from departure to arrival; exact across zones because both are instants.
    public var duration: Duration { .seconds(arrivalTime.timeIntervalSince(departureTime)) }

    /// Absolute departure instant, then price (cheapest first, unknown last), then id.
    public static func byDepartureThenPrice(_ a: Departure, _ b: Departure) -> Bool {
        if a.departureTime != b.departureTime { return a.departureTime < b.departureTime }
        switch (a.price?.minorUnits, b.price?.minorUnits) {
        case (let x?, let y?) where x != y: return x < y
        case (nil, _?): return false
        case (_?, nil): return true
        default: return a.id < b.id
        }
    }
}
