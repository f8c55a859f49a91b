/// `coordinates: {from: {lat, long}, to: {lat, long}}`. Keys are `lat` and `long` (not
/// `lon`/`lng`); values are numbers, some written as integers (`123`).
struct WireCoordinates: Sendable, Hashable, Decodable {
    var from: WireField<WirePoint>
    var to: WireField<WirePoint>

    enum CodingKeys: String, CodingKey { case from, to }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        from = container.field(WirePoint.self, .from, expected: "an object with numbers lat and long")
        to = container.field(WirePoint.self, .to, expected: "an object with numbers lat and long")
    }
}

struct WirePoint: Sendable, Hashable, Decodable {
    var lat: Double
    var long: Double
}
