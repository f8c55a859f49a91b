import TransitKitCore

extension GeoJSON.FeatureCollection {
    /// Several planned trips in one collection, cheapest first: one trip is
    /// ``init(itinerary:)`` as is; with more, each feature's id and its `alternative` property
    /// (1, 2, …) say which trip it belongs to, so two trips through one city stay two features.
    ///
    /// ```swift
    /// let trips = try graph.alternatives(from: london, to: capeTown, k: 3)
    /// let collection = GeoJSON.FeatureCollection(itineraries: trips)   // "plan/2/leg/London/New York", …
    /// ```
    public init(itineraries: [Itinerary]) {
        guard itineraries.count > 1 else {
            self = itineraries.first.map { GeoJSON.FeatureCollection(itinerary: $0) } ?? GeoJSON.FeatureCollection([])
            return
        }
        self.init(
            itineraries.enumerated().flatMap { number, itinerary in
                GeoJSON.FeatureCollection(itinerary: itinerary).features.map { feature in
                    var feature = feature
                    feature.id = "plan/\(number + 1)/" + feature.id.dropFirst("plan/".count)
                    feature.properties["alternative"] = .integer(Int64(number + 1))
                    return feature
                }
            })
    }
}
