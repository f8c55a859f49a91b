/// One `trip_stops` entry (2020+): `{arrival_time, departure_time, duration,
/// departure_operator_id, location_id, geohash, name, transfer}`. The run's first entry has no
/// arrival and its last no departure. Times are local wall clock with no zone of their own.
/// `duration` (dwell minutes), `departure_operator_id` and `service_*` are not mapped, so not
/// declared: a drift there cannot make the entry unreadable.
struct BusbudWireTripStop: Decodable, Sendable, Equatable {
    /// Joins `locations[].id`; often absent from `locations` for stops between the ends.
    var locationID: Int?
    var name: String?
    /// 9 characters: the stop's place when `locations` does not hold it.
    var geohash: String?
    /// `yyyy-MM-ddTHH:mm:ss`, no offset; null at the run's first stop.
    var arrivalTime: String?
    /// Null at the run's last stop.
    var departureTime: String?
    /// True where riders change vehicle.
    var transfer: Bool?

    enum CodingKeys: String, CodingKey {
        case locationID = "location_id"
        case name, geohash
        case arrivalTime = "arrival_time"
        case departureTime = "departure_time"
        case transfer
    }
}
