import TransitKitCore

extension BusbudWireDeparture: JSONReadable {
    /// One `departures[]` entry: `id` and both times required, every other field null or
    /// absent as nil, rider facts lenient as `BusbudLenient` reads them. Of the 46 keys a 2021
    /// departure carries, the 23 declared ones are read and the others skipped unread.
    init(reading reader: inout JSONReader) throws(TransitError) {
        var id: String?
        var departureTime: String?
        var arrivalTime: String?
        var seen = JSONSeenMembers()
        let object = try reader.beginObject()
        while let key = try reader.nextKey(in: object) {
            switch key {
            case "id" where seen.first(0): id = try reader.readString()
            case "busbud_departure_id" where seen.first(1): busbudDepartureID = try reader.readStringIfPresent()
            case "operator_id" where seen.first(2): operatorID = try reader.readStringIfPresent()
            case "origin_location_id" where seen.first(3): originLocationID = try reader.readIntIfPresent()
            case "destination_location_id" where seen.first(4): destinationLocationID = try reader.readIntIfPresent()
            case "source_id" where seen.first(5): sourceID = try reader.readIntIfPresent()
            case "class" where seen.first(6): `class` = try reader.readStringIfPresent()
            case "class_name" where seen.first(7): className = try reader.readStringIfPresent()
            case "amenities" where seen.first(8):
                amenities = try reader.readNull() ? nil : try BusbudWireAmenities(reading: &reader)
            case "available_seats" where seen.first(9): availableSeats = try reader.readIntIfPresent()
            case "prices" where seen.first(10): prices = try reader.readNull() ? nil : try BusbudWirePrices(reading: &reader)
            case "ticket_types" where seen.first(11):
                ticketTypes = try reader.readNull() ? nil : try BusbudReading.lenientArray(&reader, BusbudReading.lenientString)
            case "departure_time" where seen.first(12): departureTime = try reader.readString()
            case "arrival_time" where seen.first(13): arrivalTime = try reader.readString()
            case "departure_timezone" where seen.first(14): departureTimezone = try reader.readStringIfPresent()
            case "arrival_timezone" where seen.first(15): arrivalTimezone = try reader.readStringIfPresent()
            case "duration" where seen.first(16): duration = try reader.readIntIfPresent()
            case "links" where seen.first(17): links = try reader.readNull() ? nil : try BusbudWireLinks(reading: &reader)
            case "fetched_at" where seen.first(18): fetchedAt = try reader.readStringIfPresent()
            case "has_transfers" where seen.first(19):
                hasTransfers = try reader.readNull() ? nil : try BusbudReading.lenientBool(&reader)
            case "num_transfers" where seen.first(20):
                numTransfers = try reader.readNull() ? nil : try BusbudReading.lenientInt(&reader)
            case "details" where seen.first(21):
                details = try reader.readNull() ? nil : try BusbudWireDetails.readLenient(&reader)
            case "trip_stops" where seen.first(22):
                tripStops = try reader.readNull() ? nil : try BusbudReading.lenientArray(&reader, BusbudWireTripStop.readLenient)
            default: try reader.skipValue()
            }
        }
        guard let id else { throw reader.error("no member \"id\"") }
        guard let departureTime else { throw reader.error("no member \"departure_time\"") }
        guard let arrivalTime else { throw reader.error("no member \"arrival_time\"") }
        self.id = id
        self.departureTime = departureTime
        self.arrivalTime = arrivalTime
    }
}
