import TransitKitCore

/// A departure's `details`: `{}` since 2020, `{"num_transfers": 2}` in 2017–2019 recordings,
/// where the top-level `num_transfers` was null.
struct BusbudWireDetails: Decodable, Sendable, Equatable {
    var numTransfers: Tolerant<Int>?

    enum CodingKeys: String, CodingKey {
        case numTransfers = "num_transfers"
    }
}
