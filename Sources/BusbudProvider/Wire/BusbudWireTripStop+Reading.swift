import TransitKitCore

extension BusbudWireTripStop {
    /// One `trip_stops` entry, lenient as `BusbudLenient` reads it: an entry that is not an
    /// object, or whose field has the wrong type, is `.unreadable` with the reason of the field
    /// the synthesized `init(from:)` would fail on first (declaration order, not document order).
    static func readLenient(_ reader: inout JSONReader) throws(TransitError) -> BusbudLenient<BusbudWireTripStop> {
        let kind = try reader.peek()
        guard kind == .object else {
            try reader.skipValue()
            return .mismatch(BusbudReading.dictionaryName, found: kind)
        }
        var stop = BusbudWireTripStop()
        // The first failing field by declaration order: (order, field, reason).
        var failure: (order: Int, field: String, reason: String)?
        func fail(_ order: Int, _ field: String, _ reason: BusbudReading.Failure) {
            if failure.map({ order < $0.order }) ?? true { failure = (order, field, reason.reason) }
        }
        let object = try reader.beginObject()
        var seen = JSONSeenMembers()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "location_id" where seen.first(0):
                guard try !reader.readNull() else { continue }
                switch try BusbudReading.int(&reader) {
                case .success(let value): stop.locationID = value
                case .failure(let reason): fail(0, "location_id", reason)
                }
            case "name" where seen.first(1):
                guard try !reader.readNull() else { continue }
                switch try BusbudReading.string(&reader) {
                case .success(let value): stop.name = value
                case .failure(let reason): fail(1, "name", reason)
                }
            case "geohash" where seen.first(2):
                guard try !reader.readNull() else { continue }
                switch try BusbudReading.string(&reader) {
                case .success(let value): stop.geohash = value
                case .failure(let reason): fail(2, "geohash", reason)
                }
            case "arrival_time" where seen.first(3):
                guard try !reader.readNull() else { continue }
                switch try BusbudReading.string(&reader) {
                case .success(let value): stop.arrivalTime = value
                case .failure(let reason): fail(3, "arrival_time", reason)
                }
            case "departure_time" where seen.first(4):
                guard try !reader.readNull() else { continue }
                switch try BusbudReading.string(&reader) {
                case .success(let value): stop.departureTime = value
                case .failure(let reason): fail(4, "departure_time", reason)
                }
            case "transfer" where seen.first(5):
                guard try !reader.readNull() else { continue }
                switch try BusbudReading.bool(&reader) {
                case .success(let value): stop.transfer = value
                case .failure(let reason): fail(5, "transfer", reason)
                }
            default:
                try reader.skipValue()
            }
        }
        if let failure { return .unreadable(field: failure.field, reason: failure.reason) }
        return .value(stop)
    }
}
