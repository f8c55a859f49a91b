import TransitKitCore

// The init and poll answers read straight from the bytes with the core's `JSONReader` (a
// `JSONReadable` conformance, which `JSONWireDecoder` — and so `HTTPClient.decodeJSON` — uses
// on its own): the same `BusbudWireResponse` the `Decodable` conformances build (they stay,
// as the reference the tests compare against), without a `Decoder` container per field. A
// 2021 poll holds 16 departures of 46 keys each, most of them skipped.
//
// JSONDecoder's rules are kept where they decide a value: the first of duplicate member names
// counts (a first `null` included); null is an absent optional; a rider fact that does not fit
// is `BusbudLenient.unreadable` with the reference decoder's reason. Whatever the reference
// would refuse, the direct read refuses too, and `JSONWireDecoder` then asks the `Decodable`
// path, which gives the error with its coding path.

extension BusbudWireResponse: JSONReadable {
    init(reading reader: inout JSONReader) throws(TransitError) {
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "origin_city_id" where seen.first(0): originCityID = try reader.readStringIfPresent()
            case "destination_city_id" where seen.first(1): destinationCityID = try reader.readStringIfPresent()
            case "cities" where seen.first(2): cities = try reader.readNull() ? nil : try [BusbudWireCity](reading: &reader)
            case "locations" where seen.first(3): locations = try reader.readNull() ? nil : try [BusbudWireLocation](reading: &reader)
            case "operators" where seen.first(4): operators = try reader.readNull() ? nil : try [BusbudWireOperator](reading: &reader)
            case "departures" where seen.first(5): departures = try reader.readNull() ? nil : try [BusbudWireDeparture](reading: &reader)
            case "complete" where seen.first(6): complete = try reader.readBoolIfPresent()
            case "ttl" where seen.first(7): ttl = try reader.readIntIfPresent()
            case "is_valid_route" where seen.first(8): isValidRoute = try reader.readBoolIfPresent()
            case "search_request_ids" where seen.first(9):
                searchRequestIDs =
                    try reader.readNull() ? nil : try reader.readArray { reader throws(TransitError) in try reader.readString() }
            case "metadata" where seen.first(10): metadata = try reader.readNull() ? nil : try BusbudWireMetadata(reading: &reader)
            default: try reader.skipValue()
            }
        }
    }
}
