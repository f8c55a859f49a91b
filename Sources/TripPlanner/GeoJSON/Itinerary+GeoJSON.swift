import TransitKitCore

extension GeoJSON.FeatureCollection {
    /// A planned trip: each leg a line between its cities (cut at the antimeridian, RFC 7946
    /// §3.1.9 — Tokyo → Los Angeles crosses it), then each city a Point, in travel order. Prices
    /// are the model's: integer minor units and the ISO 4217 code. A leg or city without a
    /// coordinate is left off the map.
    ///
    /// ```swift
    /// let trip = try graph.cheapestRoute(from: london, to: sydney).itinerary
    /// let collection = GeoJSON.FeatureCollection(itinerary: trip)
    /// ```
    ///
    /// Ids are the cities' names ("plan/leg/London/Singapore"): a city's ``City/ID`` is an
    /// index into one graph, so a reload of the data set could renumber it.
    public init(itinerary: Itinerary) {
        var features: [GeoJSON.Feature] = []
        for (index, leg) in itinerary.legs.enumerated() {
            guard let from = leg.from.coordinate, let to = leg.to.coordinate, let line = GeoJSON.Geometry.line([from, to])
            else { continue }
            features.append(
                GeoJSON.Feature(
                    id: "plan/leg/\(leg.from.name)/\(leg.to.name)", geometry: line,
                    properties: [
                        GeoJSON.FeatureKind.property: .kind(.leg), "sequence": .integer(Int64(index)), "from": .string(leg.from.name),
                        "to": .string(leg.to.name), "priceMinorUnits": .integer(leg.price.minorUnits),
                        "currency": .string(leg.price.currency),
                    ]))
        }
        for (index, city) in itinerary.cities.enumerated() {
            guard let coordinate = city.coordinate else { continue }
            let role = index == 0 ? "origin" : index == itinerary.cities.count - 1 ? "destination" : "stopover"
            features.append(
                GeoJSON.Feature(
                    coordinate: coordinate, id: "plan/city/\(city.name)",
                    properties: [
                        GeoJSON.FeatureKind.property: .kind(.city), "name": .string(city.name), "role": .string(role),
                        "sequence": .integer(Int64(index)),
                        // The trip's total on the destination, so one feature answers "how much".
                        "totalMinorUnits": role == "destination" ? .integer(itinerary.total.minorUnits) : .null,
                        "currency": role == "destination" ? .string(itinerary.total.currency) : .null,
                    ]))
        }
        self.init(features)
    }
}
