/// A `getdirections` row: v2 sends `{"dir": "Eastbound"}`, v3 sends
/// `{"id": "Eastbound", "name": "Eastbound"}`. Both decode here; generic BusTime agencies use
/// ids that differ from names, so the id is never derived from the name on v3.
struct CTAWireDirection: Decodable, Hashable, Sendable {
    let id: String
    let name: String

    enum CodingKeys: String, CodingKey { case dir, id, name }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let dir = try container.decodeIfPresent(String.self, forKey: .dir) {
            id = dir
            name = dir
        } else {
            id = try container.decode(String.self, forKey: .id)
            name = try container.decodeIfPresent(String.self, forKey: .name) ?? id
        }
    }
}
