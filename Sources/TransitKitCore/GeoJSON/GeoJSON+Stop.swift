extension GeoJSON.Feature {
    /// A stop as a Point with its id, name, code, provider, routes, direction and wheelchair
    /// boarding; nil when the provider gave no valid coordinate.
    ///
    /// ```swift
    /// GeoJSON.Feature(stop: stop, provider: "cta")   // id "cta/stop/1836", properties.name "Clark & Belmont"
    /// ```
    public init?(stop: Stop, provider: ProviderID, properties extra: [String: JSONValue] = [:]) {
        guard let coordinate = stop.coordinate, coordinate.isValid else { return nil }
        let properties: [String: JSONValue] = [
            GeoJSON.FeatureKind.property: .kind(.stop), "provider": .string(provider.rawValue), "stopID": .string(stop.id.rawValue),
            "name": .string(stop.name), "code": .text(stop.code),
            "routes": stop.routeIDs.isEmpty ? .null : .array(stop.routeIDs.map { .string($0.rawValue) }),
            "direction": .text(stop.direction?.id.rawValue), "directionName": .text(stop.direction?.name),
            "wheelchairBoarding": .text(stop.wheelchairBoarding?.rawValue),
        ]
        self.init(
            id: "\(provider.rawValue)/stop/\(stop.id.rawValue)", geometry: .point(coordinate),
            properties: properties.merging(extra) { _, new in new })
    }

    /// A bare position as a Point, for a place a rider typed or a map pin.
    public init(coordinate: Coordinate, id: String, properties: [String: JSONValue] = [:]) {
        self.init(id: id, geometry: coordinate.isValid ? .point(coordinate) : nil, properties: properties)
    }
}

extension GeoJSON.FeatureCollection {
    /// Stops as Points (stop search, a route's stops); stops without a coordinate are left out.
    public init(stops: [Stop], provider: ProviderID) {
        self.init(stops.compactMap { GeoJSON.Feature(stop: $0, provider: provider) })
    }

    /// Stops near a place as Points with their `distance` in metres, nearest first as given.
    ///
    /// ```swift
    /// let near = try await cta.stops(near: here, within: 400)
    /// GeoJSON.FeatureCollection(nearby: near, provider: "cta")   // properties.distance 212.4
    /// ```
    public init(nearby: [NearbyStop], provider: ProviderID) {
        self.init(
            nearby.compactMap {
                GeoJSON.Feature(stop: $0.stop, provider: provider, properties: ["distance": .number($0.distance)])
            })
    }
}
