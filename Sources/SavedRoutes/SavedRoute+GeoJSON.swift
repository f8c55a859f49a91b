import TransitKitCore

extension GeoJSON.FeatureCollection {
    /// A saved route as its app drew it: the lines' shapes and stops, the live buses, and the
    /// start and end markers, each line and bus (and the markers) with its service status and that
    /// status's colour name (``TransitKitCore/ServiceStatus/colorName``).
    ///
    /// `shapes` are the lines' route shapes (``TransitKitCore/RouteShapeSource``); `update` is
    /// the monitor's latest refresh, nil before the first one. Places without a coordinate are
    /// left off the map.
    ///
    /// ```swift
    /// let update = await monitor.refresh()
    /// var shapes: [RouteShape] = []
    /// for line in route.lines { shapes.append(try await mta.shape(of: line.route)) }
    /// let collection = GeoJSON.FeatureCollection(savedRoute: route, shapes: shapes, update: update)
    /// ```
    public init(savedRoute route: SavedRoute, shapes: [RouteShape] = [], update: RouteUpdate? = nil) {
        let provider = route.provider
        let status = update?.status ?? .unknown
        func statusProperties(_ status: ServiceStatus) -> [String: JSONValue] {
            ["status": .string(status.description), "statusColor": .string(status.colorName)]
        }
        var features: [GeoJSON.Feature] = []
        for shape in shapes {
            let lineStatus = update?.lines.first { $0.route == shape.route }?.status ?? .unknown
            features += GeoJSON.FeatureCollection(shape: shape, provider: provider).features.map { feature in
                var feature = feature
                feature.properties.merge(statusProperties(lineStatus)) { $1 }
                feature.properties["savedRoute"] = .string(route.id.rawValue)
                return feature
            }
        }
        // A stop two lines share is one feature: the first line's.
        var seen = Set<String>()
        features = features.filter { seen.insert($0.id).inserted }
        // Buses take their line's colour, as the app painted them.
        for vehicle in update?.vehicles ?? [] {
            guard var feature = GeoJSON.Feature(vehicle: vehicle, provider: provider) else { continue }
            let lineStatus = update?.lines.first { $0.route == vehicle.route }?.status ?? .unknown
            feature.properties.merge(statusProperties(lineStatus)) { $1 }
            features.append(feature)
        }
        for (kind, place) in [(GeoJSON.FeatureKind.start, route.start), (.end, route.end)] {
            guard let coordinate = place.coordinate else { continue }
            features.append(
                GeoJSON.Feature(
                    coordinate: coordinate, id: "\(provider.rawValue)/saved/\(route.id.rawValue)/\(kind.rawValue)",
                    properties: statusProperties(status).merging([
                        GeoJSON.FeatureKind.property: .kind(kind), "label": .string(place.label), "savedRoute": .string(route.id.rawValue),
                        "name": .string(route.name), "provider": .string(provider.rawValue),
                    ]) { $1 }))
        }
        self.init(features)
    }
}
