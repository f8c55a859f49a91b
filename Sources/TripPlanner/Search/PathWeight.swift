/// What a search minimises. Generic so the cheapest and the fewest-legs searches share one
/// Dijkstra, specialised by the compiler for each.
protocol PathWeight: Comparable, Sendable {
    static var zero: Self { get }
    /// Self plus one edge of `price`, or nil on overflow (treated as unusable).
    func adding(_ price: Int64) -> Self?
}

/// Total price.
struct PriceWeight: PathWeight {
    var price: Int64
    static let zero = PriceWeight(price: 0)
    func adding(_ price: Int64) -> PriceWeight? {
        let (sum, overflow) = self.price.addingReportingOverflow(price)
        return overflow ? nil : PriceWeight(price: sum)
    }
    static func < (a: PriceWeight, b: PriceWeight) -> Bool { a.price < b.price }
}

/// Number of legs, then total price.
struct LegsThenPriceWeight: PathWeight {
    var legs: Int32
    var price: Int64
    static let zero = LegsThenPriceWeight(legs: 0, price: 0)
    func adding(_ price: Int64) -> LegsThenPriceWeight? {
        let (sum, overflow) = self.price.addingReportingOverflow(price)
        return overflow ? nil : LegsThenPriceWeight(legs: legs + 1, price: sum)
    }
    static func < (a: LegsThenPriceWeight, b: LegsThenPriceWeight) -> Bool {
        a.legs != b.legs ? a.legs < b.legs : a.price < b.price
    }
}
