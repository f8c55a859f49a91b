import Foundation

/// One bookable trip from an origin to a destination (an intercity coach search result).
///
/// Departure and arrival each carry their own zone: a coach from New York to Montréal leaves
/// in America/New_York and arrives in America/Toronto.
public struct Departure: Hashable, Sendable, Codable, Identifiable {
    public typealias ID = Identifier<Departure>

    public var id: ID
    public var origin: Stop
    public var destination: Stop
    public var departureTime: Date
    public var departureTimeZone: TimeZone
    public var arrivalTime: Date
    public var arrivalTimeZone: TimeZone
    public var `operator`: Operator?
    /// The total the rider pays, as the provider states it.
    public var price: Money?
    public var availableSeats: Int?
    /// Fare class as the provider names it ("Economy").
    public var fareClass: String?
    /// Amenity names ("wifi", "toilet", "power_outlets").
    public var amenities: [String]
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
        public var stop: Stop
        public var arrivalTime: Date?
        public var departureTime: Date?
        /// The zone the stop's times are shown in. Busbud gives intermediate stops no zone of
        /// their own: a stop whose zone cannot be known has no times, a nil `stop.timeZone`, and
        /// the departure's zone here as a label (Docs/Busbud.md).
        public var timeZone: TimeZone
        /// True when riders change vehicle here.
        public var isTransfer: Bool

        public init(stop: Stop, arrivalTime: Date?, departureTime: Date?, timeZone: TimeZone, isTransfer: Bool = false) {
            self.stop = stop
            self.arrivalTime = arrivalTime
            self.departureTime = departureTime
            self.timeZone = timeZone
            self.isTransfer = isTransfer
        }
    }

    public init(id: ID, origin: Stop, destination: Stop, departureTime: Date,
                departureTimeZone: TimeZone, arrivalTime: Date, arrivalTimeZone: TimeZone,
                operator: Operator? = nil, price: Money? = nil, availableSeats: Int? = nil,
                fareClass: String? = nil, amenities: [String] = [], bookingURL: URL? = nil,
                transferCount: Int? = nil, stopovers: [Stopover] = [], ticketTypes: [String] = [])
    {
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

    public var duration: Duration { .seconds(arrivalTime.timeIntervalSince(departureTime)) }

    /// Absolute departure instant, then price (cheapest first, unknown last), then id.
    public static func byDepartureThenPrice(_ a: Departure, _ b: Departure) -> Bool {
        if a.departureTime != b.departureTime { return a.departureTime < b.departureTime }
        switch (a.price?.minorUnits, b.price?.minorUnits) {
        case let (x?, y?) where x != y: return x < y
        case (nil, _?): return false
        case (_?, nil): return true
        default: return a.id < b.id
        }
    }
}
