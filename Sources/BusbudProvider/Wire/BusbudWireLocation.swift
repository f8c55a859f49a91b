/// A station or stop. Its `id` is an Int (unlike city and operator ids); `lat`/`lon` and
/// `geohash` can be null.
struct BusbudWireLocation: Decodable, Sendable, Equatable {
    var id: Int
    var cityID: String?
    var name: String?
    /// Two or three address lines.
    var address: [String]?
    /// `bus_station`, `bus_stop`, `train_station`, `airport`… — an open set.
    var type: String?
    var lat: Double?
    var lon: Double?
    var geohash: String?

    enum CodingKeys: String, CodingKey {
        case id
        case cityID = "city_id"
        case name, address, type, lat, lon, geohash
    }
}
