/// One element of the connections array, decoded without ever throwing: an element that is
/// not an object, or a field of the wrong type, is kept as a finding for the load report.
struct WireEntry: Sendable, Hashable, Decodable {
    var isObject: Bool
    var from: WireField<String>
    var to: WireField<String>
    var price: WireField<WirePrice>
    var coordinates: WireField<WireCoordinates>

    enum CodingKeys: String, CodingKey { case from, to, price, coordinates }

    /// An element that is not an object: a finding, with no fields.
    static let notAnObject = WireEntry(isObject: false, from: .missing, to: .missing, price: .missing, coordinates: .missing)

    init(
        isObject: Bool, from: WireField<String>, to: WireField<String>, price: WireField<WirePrice>,
        coordinates: WireField<WireCoordinates>
    ) {
        self.isObject = isObject
        self.from = from
        self.to = to
        self.price = price
        self.coordinates = coordinates
    }

    init(from decoder: any Decoder) throws {
        guard let container = try? decoder.container(keyedBy: CodingKeys.self) else {
            self = .notAnObject
            return
        }
        isObject = true
        from = container.field(String.self, .from, expected: "a string")
        to = container.field(String.self, .to, expected: "a string")
        price = container.field(WirePrice.self, .price, expected: "a number")
        coordinates = container.field(WireCoordinates.self, .coordinates, expected: "an object with from and to")
    }
}
