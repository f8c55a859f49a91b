/// One `departures[]` entry. The object grew from 16 keys (2016) to 46 (2021) and most are
/// often null, so only the fields TransitKit maps are declared and all but the identity and
/// the times are optional; unknown keys are ignored.
struct WireDeparture: Decodable, Sendable {
    var id: String
    var busbudDepartureID: String?
    var operatorID: String?
    var originLocationID: Int?
    var destinationLocationID: Int?
    var sourceID: Int?
    var `class`: String?
    var className: String?
    var amenities: WireAmenities?
    var availableSeats: Int?
    var prices: WirePrices?
    var ticketTypes: [String]?
    /// Local wall-clock time, `yyyy-MM-ddTHH:mm:ss`, no offset: read it in `departureTimezone`.
    var departureTime: String
    var arrivalTime: String
    var departureTimezone: String?
    var arrivalTimezone: String?
    /// Minutes.
    var duration: Int?
    var links: WireLinks?
    /// A UTC instant with milliseconds, unlike the departure times.
    var fetchedAt: String?

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
    }
}

/// `links`: `deeplink` is a busbud.com URL that still holds `{utm_source}`-style variables.
struct WireLinks: Decodable, Sendable {
    var deeplink: String?
}

/// `prices`: every amount is an integer in minor units of `currency` (absent in 2016 data).
struct WirePrices: Decodable, Sendable {
    /// What the rider pays. Never recomputed from `breakdown`, which can differ by rounding.
    var total: Int?
    var currency: String?
    var breakdown: Breakdown?

    struct Breakdown: Decodable, Sendable {
        var base: Int?
        var fees: Int?
        var taxes: Int?
        var discount: Int?
    }
}

/// An amenity object: booleans keyed by amenity name plus a `display_name` string. New keys
/// appear over time, so it is read as a dictionary; values that are not booleans are skipped.
struct WireAmenities: Decodable, Sendable {
    var available: [String]
    var displayName: String?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyKey.self)
        var available: [String] = []
        for key in container.allKeys {
            if key.stringValue == "display_name" {
                displayName = try? container.decodeIfPresent(String.self, forKey: key)
            } else if (try? container.decodeIfPresent(Bool.self, forKey: key)) == true {
                available.append(key.stringValue)
            }
        }
        self.available = available.sorted()
    }
}

/// A coding key for dictionaries whose keys are data.
struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) {
        self.stringValue = String(intValue)
        self.intValue = intValue
    }
}
