extension GeoJSON.Feature {
    /// A vehicle as a Point with its route, direction, bearing (degrees clockwise from north),
    /// occupancy level, delay and realtime flags and the time it was recorded; nil when its
    /// coordinate is not valid. The id is the vehicle's, so a refresh moves the same feature.
    ///
    /// ```swift
    /// GeoJSON.Feature(vehicle: bus, provider: "mta")   // id "mta/vehicle/MTA NYCT_7582", properties.bearing 212.3
    /// ```
    public init?(vehicle: VehiclePosition, provider: ProviderID) {
        guard vehicle.coordinate.isValid else { return nil }
        self.init(
            id: "\(provider.rawValue)/vehicle/\(vehicle.id.rawValue)", geometry: .point(vehicle.coordinate),
            properties: [
                GeoJSON.FeatureKind.property: .kind(.vehicle), "provider": .string(provider.rawValue),
                "vehicleID": .string(vehicle.id.rawValue),
                "route": .string(vehicle.route.rawValue), "routeName": .text(vehicle.routeName),
                "direction": .text(vehicle.direction?.id.rawValue), "destination": .text(vehicle.destination),
                "bearing": .number(vehicle.heading), "recordedAt": .time(vehicle.recordedAt),
                "isDelayed": .bool(vehicle.isDelayed), "isRealtime": .bool(vehicle.isRealtime),
                "nextStop": .text(vehicle.nextStop?.rawValue), "tripID": .text(vehicle.tripID),
                "occupancy": .text(vehicle.occupancy?.level.rawValue),
                "passengerCount": vehicle.occupancy?.passengerCount.map { .integer(Int64($0)) } ?? .null,
                "providerStatus": .text(vehicle.statusText),
            ])
    }
}

extension GeoJSON.FeatureCollection {
    /// Vehicle positions as Points, in the order given; invalid positions are left out.
    public init(vehicles: [VehiclePosition], provider: ProviderID) {
        self.init(vehicles.compactMap { GeoJSON.Feature(vehicle: $0, provider: provider) })
    }
}
