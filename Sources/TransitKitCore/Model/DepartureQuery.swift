/// What a departure search asks: from, to, on which local calendar day, for whom.
///
/// ```swift
/// let query = try DepartureQuery(origin: "dr5reg", destination: "f25dvk",
///                                date: CalendarDate("2016-07-29"),
///                                passengers: Passengers(adults: 1), currency: "CAD")
/// ```
public struct DepartureQuery: Hashable, Sendable, Codable {
    /// Provider place codes (Busbud geohashes such as `dr5reg`).
    public var origin: String
    /// Provider place code of where the rider wants to go.
    public var destination: String
    /// The day in the origin city's calendar, never derived from a UTC instant.
    public var date: CalendarDate
    /// Who travels; prices are quoted for all of them together.
    public var passengers: Passengers
    /// ISO 4217 code prices should be quoted in.
    public var currency: String?
    /// ISO 639-1 language for names and descriptions.
    public var language: String?

    /// Creates a query for one adult unless `passengers` says otherwise.
    public init(
        origin: String, destination: String, date: CalendarDate,
        passengers: Passengers = Passengers(adults: 1), currency: String? = nil,
        language: String? = nil
    ) {
        self.origin = origin
        self.destination = destination
        self.date = date
        self.passengers = passengers
        self.currency = currency
        self.language = language
    }
}

/// Who travels. At least one passenger is required by every search.
public struct Passengers: Hashable, Sendable, Codable {
    /// Adult travellers; the age limits are the operator's.
    public var adults: Int
    /// Child travellers; operators set the age limit and some sell them reduced fares.
    public var children: Int
    /// Senior travellers; operators set the age limit.
    public var seniors: Int

    /// Creates a passenger count; a search with no passenger at all is refused as `.invalidArgument`.
    public init(adults: Int = 1, children: Int = 0, seniors: Int = 0) {
        self.adults = adults
        self.children = children
        self.seniors = seniors
    }

    /// Everyone travelling; saturates at `Int.max` instead of trapping on absurd counts.
    public var total: Int {
        [adults, children, seniors].reduce(0) { sum, count in
            let (next, overflow) = sum.addingReportingOverflow(count)
            return overflow ? (count > 0 ? Int.max : Int.min) : next
        }
    }
}
