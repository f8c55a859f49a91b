import TransitKitCore

extension BusbudWirePrices: JSONReadable {
    /// `prices`: integer amounts in minor units, every field optional.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "total" where seen.first(0): total = try reader.readIntIfPresent()
            case "currency" where seen.first(1): currency = try reader.readStringIfPresent()
            case "breakdown" where seen.first(2): breakdown = try reader.readNull() ? nil : try Breakdown(reading: &reader)
            default: try reader.skipValue()
            }
        }
    }
}

extension BusbudWirePrices.Breakdown: JSONReadable {
    /// `prices.breakdown`: base, fees, taxes, discount.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "base" where seen.first(0): base = try reader.readIntIfPresent()
            case "fees" where seen.first(1): fees = try reader.readIntIfPresent()
            case "taxes" where seen.first(2): taxes = try reader.readIntIfPresent()
            case "discount" where seen.first(3): discount = try reader.readIntIfPresent()
            default: try reader.skipValue()
            }
        }
    }
}
