import TransitKitCore

/// One `departures[]` entry. The object grew from 16 keys (2016) to 46 (2021) and most are
/// often null, so only the fields TransitKit maps are declared and all but the identity and
/// the times are optional; unknown keys are ignored. Rider facts (transfers, `trip_stops`,
/// `ticket_types`) are ``Tolerant``: a drifted one is left out, never fatal.
struct BusbudWireDeparture: Decodable, Sendable, Equatable {
    var id: String
    var busbudDepartureID: String?
    var operatorID: String?
    var originLocationID: Int?
    var destinationLocationID: Int?
    var sourceID: Int?
    var `class`: String?
    var className: String?
    var amenities: BusbudWireAmenities?
    var availableSeats: Int?
    var prices: BusbudWirePrices?
    /// `print`, `eticket`, `claim`…, as Busbud names them.
    var ticketTypes: Tolerant<[Tolerant<String>]>?
    /// Local wall-clock time, `yyyy-MM-ddTHH:mm:ss`, no offset: read it in `departureTimezone`.
    var departureTime: String
    var arrivalTime: String
    var departureTimezone: String?
    var arrivalTimezone: String?
    /// Minutes.
    var duration: Int?
    var links: BusbudWireLinks?
    /// A UTC instant with milliseconds, unlike the departure times.
    var fetchedAt: String?
    /// False for a direct trip; true with no count in 2017–2019 data (see `details`).
    var hasTransfers: Tolerant<Bool>?
    /// 0 on every direct 2020+ departure; null when `has_transfers` is true in older data.
    var numTransfers: Tolerant<Int>?
    var details: Tolerant<BusbudWireDetails>?
    /// The coach's stops in order, its ends included; null or `[]` when not given.
    var tripStops: Tolerant<[Tolerant<BusbudWireTripStop>]>?

    enum CodingKeys: String, CodingKey {
        case id
        case busbudDepartureID = "busbud_departure_id"
        case operatorID = "operator_id"
        case originLocationID = "origin_location_id"
        case destinationLocationID = "destination_location_id"
        case sourceID = "source_id"
        case `class`
        case className = "class_name"
        case amenities
        case availableSeats = "available_seats"
        case prices
        case ticketTypes = "ticket_types"
        case departureTime = "departure_time"
        case arrivalTime = "arrival_time"
        case departureTimezone = "departure_timezone"
        case arrivalTimezone = "arrival_timezone"
        case duration, links
        case fetchedAt = "fetched_at"
        case hasTransfers = "has_transfers"
        case numTransfers = "num_transfers"
        case details
        case tripStops = "trip_stops"
    }
}
