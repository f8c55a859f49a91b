/// The whole file: `{"connections": [...]}` upstream, or a bare array (one solution's test
/// fixture drops the wrapper). Anything else is a decoding error naming the shape found.
struct WireDocument: Sendable, Decodable {
    var entries: [WireEntry]
    /// Prefix for field paths in the report: `"connections"` or `""` for a bare array.
    var arrayPath: String

    enum CodingKeys: String, CodingKey { case connections }

    init(from decoder: any Decoder) throws {
        if let object = try? decoder.container(keyedBy: CodingKeys.self) {
            entries = try object.decode([WireEntry].self, forKey: .connections)
            arrayPath = "connections"
        } else {
            entries = try decoder.singleValueContainer().decode([WireEntry].self)
            arrayPath = ""
        }
    }
}
