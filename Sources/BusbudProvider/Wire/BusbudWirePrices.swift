/// `prices`: every amount is an integer in minor units of `currency` (absent in 2016 data).
struct BusbudWirePrices: Decodable, Sendable, Equatable {
    /// What the rider pays. Never recomputed from `breakdown`, which can differ by rounding.
    var total: Int?
    var currency: String?
    var breakdown: Breakdown?

    struct Breakdown: Decodable, Sendable, Equatable {
        var base: Int?
        var fees: Int?
        var taxes: Int?
        var discount: Int?
    }
}
