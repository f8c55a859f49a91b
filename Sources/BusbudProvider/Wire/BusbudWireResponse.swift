/// The body of `GET /x-departures/{o}/{d}/{date}` and of its `/poll`, as the API sends it.
///
/// One type for both: init adds `cities`, the city ids and `is_valid_route`; polls sometimes
/// add `locations` and (2021) `metadata`. Everything outside `departures` and `complete` is
/// optional because the recorded payloads disagree on it.
struct BusbudWireResponse: Decodable, Sendable, Equatable {
    var originCityID: String?
    var destinationCityID: String?
    var cities: [BusbudWireCity]?
    var locations: [BusbudWireLocation]?
    var operators: [BusbudWireOperator]?
    var departures: [BusbudWireDeparture]?
    /// False means "poll again"; a cached search can be complete on the first call.
    var complete: Bool?
    /// Seconds the cached search stays valid (900 fresh, less when older).
    var ttl: Int?
    /// Absent from some old payloads; `false` means Busbud does not serve the city pair.
    var isValidRoute: Bool?
    var searchRequestIDs: [String]?
    var metadata: BusbudWireMetadata?
    /// Busbud's error member, decoded with the rest so an error inside a 2xx is found by the one
    /// decode (``BusbudDecoder/decode(_:for:)``).
    var error: BusbudWireErrorBody.WireError?

    enum CodingKeys: String, CodingKey {
        case originCityID = "origin_city_id"
        case destinationCityID = "destination_city_id"
        case cities, locations, operators, departures, complete, ttl
        case isValidRoute = "is_valid_route"
        case searchRequestIDs = "search_request_ids"
        case metadata, error
    }
}
