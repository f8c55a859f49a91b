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

    public init(id: ID, origin: Stop, destination: Stop, departureTime: Date,
                departureTimeZone: TimeZone, arrivalTime: Date, arrivalTimeZone: TimeZone,
                operator: Operator? = nil, price: Money? = nil, availableSeats: Int? = nil,
                fareClass: String? = nil, amenities: [String] = [], bookingURL: URL? = nil)
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
