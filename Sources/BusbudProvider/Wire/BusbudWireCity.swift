/// A city. Its `id` has the same two spellings as operator ids, and hand-made payloads carry
/// cities that do not match their own `origin_city_id`, so cities are never used to find a
/// departure's zone.
struct BusbudWireCity: Decodable, Sendable, Equatable {
    var id: String
    var name: String?
    var fullName: String?
    var geohash: String?
    var timezone: String?

    enum CodingKeys: String, CodingKey {
        case id, name
        case fullName = "full_name"
        case geohash, timezone
    }
}
