/// A coach operator. `id` is a UUID spelled with or without dashes depending on the era;
/// `logo_url` is a URI template, not a URL.
struct BusbudWireOperator: Decodable, Sendable, Equatable {
    var id: String
    var name: String?
    var displayName: String?
    var url: String?
    var logoURL: String?
    var source: String?

    enum CodingKeys: String, CodingKey {
        case id, name
        case displayName = "display_name"
        case url
        case logoURL = "logo_url"
        case source
    }
}
