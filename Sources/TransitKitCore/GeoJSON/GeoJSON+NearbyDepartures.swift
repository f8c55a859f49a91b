extension GeoJSON.FeatureCollection {
    /// A "what leaves near here" answer on a map: the place asked about (`kind` `place`, id
    /// `near/place`), then each stop that has departures once, nearest first, with its provider
    /// and `distance` in metres.
    ///
    /// ```swift
    /// let board = try await registry.departures(near: here, radius: 400, limit: 20)
    /// let map = GeoJSON.FeatureCollection(departures: board, near: here)
    /// ```
    public init(departures board: NearbyDepartures, near place: Coordinate) {
        var seen = Set<String>()
        let stops = board.rows.sorted { $0.distance < $1.distance }.compactMap { row -> GeoJSON.Feature? in
            let feature = GeoJSON.Feature(stop: row.stop, provider: row.provider, properties: ["distance": .double(row.distance)])
            return feature.flatMap { seen.insert($0.id).inserted ? $0 : nil }
        }
        let origin = GeoJSON.Feature(coordinate: place, id: "near/place", properties: [GeoJSON.FeatureKind.property: .kind(.place)])
        self.init([origin] + stops)
    }
}
