extension GeoJSON.FeatureCollection {
    /// A vehicle's run: a line from where it is through its remaining stops in order, a Point
    /// per stop with its predicted and scheduled times, and the vehicle's own Point.
    ///
    /// Predictions name stops but carry no coordinates, so `stops` supplies them (the route's
    /// shape or the provider's stop catalogue); calls at stops it does not place are left off
    /// the map.
    ///
    /// ```swift
    /// let trip = try await cta.trip(of: "1402")
    /// let shape = try await cta.shape(of: "74")
    /// GeoJSON.FeatureCollection(trip: trip, stops: shape.stops, provider: "cta")
    /// ```
    public init(trip: VehicleTrip, stops: [Stop], provider: ProviderID) {
        let places = Dictionary(stops.compactMap { stop in stop.coordinate.map { (stop.id, $0) } }) { first, _ in first }
        let prefix = "\(provider.rawValue)/trip/\(trip.vehicle.rawValue)"
        var features: [GeoJSON.Feature] = []
        let placed = trip.calls.enumerated().compactMap { index, call in
            places[call.stopID].map { (index, call, $0) }
        }
        let start = trip.position.map { [$0.coordinate] } ?? []
        let common: [String: JSONValue] = [
            "provider": .string(provider.rawValue), "vehicleID": .string(trip.vehicle.rawValue),
            "route": .text(trip.route?.rawValue), "destination": .text(trip.destination),
        ]
        if let line = GeoJSON.Geometry.line(start + placed.map(\.2)) {
            features.append(
                GeoJSON.Feature(
                    id: "\(prefix)/line", geometry: line, properties: common.merging([GeoJSON.FeatureKind.property: .kind(.trip)]) { $1 }))
        }
        var visits: [Stop.ID: Int] = [:]
        for (index, call, coordinate) in placed {
            // The stop's id, not its place in the list: the next refresh has one call fewer and
            // the same stops keep their features. A loop route calls at a stop twice; the
            // second visit gets "/2".
            visits[call.stopID, default: 0] += 1
            let visit = visits[call.stopID, default: 1]
            features.append(
                GeoJSON.Feature(
                    id: "\(prefix)/call/\(call.stopID.rawValue)" + (visit > 1 ? "/\(visit)" : ""), geometry: .point(coordinate),
                    properties: common.merging([
                        GeoJSON.FeatureKind.property: .kind(.call), "stopID": .string(call.stopID.rawValue), "name": .text(call.stopName),
                        "sequence": .integer(Int64(index)), "time": .time(call.time),
                        "scheduledTime": .time(call.scheduledTime), "source": .string(call.source.rawValue),
                        "isDelayed": .bool(call.isDelayed), "isCancelled": .bool(call.isCancelled),
                    ]) { $1 }))
        }
        if let position = trip.position, let vehicle = GeoJSON.Feature(vehicle: position, provider: provider) {
            features.append(vehicle)
        }
        self.init(features)
    }
}
