/// A city. Its `id` has the same two spellings as operator ids, and hand-made payloads carry
/// cities that do not match their own `origin_city_id`, so cities are never used to find a
/// departure's zone.
struct BusbudWireCity: Decodable, Sendable, Equatable {
    var id: String
    var name: String?
    var fullName: String?
    var geohash: String?
    var timezone: String?
    /// A picture of the city: an imgix template (`https://busbud.imgix.net/city-hires/…jpg?h={height}&w={width}&…`,
    /// 2021) or a path on Busbud's image host (`/images/promos/city-blocks/new-york.jpg`,
    /// the README and 2018); null when there is none.
    var imageURL: String?

    enum CodingKeys: String, CodingKey {
        case id, name
        case fullName = "full_name"
        case geohash, timezone
        case imageURL = "image_url"
    }
}
