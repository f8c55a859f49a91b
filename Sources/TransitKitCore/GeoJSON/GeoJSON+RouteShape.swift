extension GeoJSON.FeatureCollection {
    /// A route's shape: a LineString (or, across the antimeridian, MultiLineString) per
    /// polyline, with its direction when the provider groups paths by direction, then a Point
    /// per distinct stop.
    ///
    /// ```swift
    /// let shape = try await cta.shape(of: "74")
    /// GeoJSON.FeatureCollection(shape: shape, provider: "cta")   // 2 lines, 112 stops
    /// ```
    public init(shape: RouteShape, provider: ProviderID) {
        let route = shape.route.rawValue
        let prefix = "\(provider.rawValue)/route/\(route)"
        var features: [GeoJSON.Feature] = []
        let branchPaths = shape.branches.contains { !$0.paths.isEmpty }
        // Paths per branch when the provider gives them (they carry a direction); the route's
        // own list otherwise — never both, which would draw every line twice.
        if branchPaths {
            for (branchIndex, branch) in shape.branches.enumerated() {
                for (index, path) in branch.paths.enumerated() {
                    guard let line = GeoJSON.Geometry.line(path) else { continue }
                    features.append(
                        GeoJSON.Feature(
                            // By branch, not direction: CTA 74 has two Westbound patterns.
                            id: "\(prefix)/branch/\(branchIndex)/path/\(index)", geometry: line,
                            properties: [
                                GeoJSON.FeatureKind.property: .kind(.path), "provider": .string(provider.rawValue), "route": .string(route),
                                "direction": .text(branch.direction?.id.rawValue),
                                "directionName": .text(branch.direction?.name),
                            ]))
                }
            }
        } else {
            for (index, path) in shape.paths.enumerated() {
                guard let line = GeoJSON.Geometry.line(path) else { continue }
                features.append(
                    GeoJSON.Feature(
                        id: "\(prefix)/path/\(index)", geometry: line,
                        properties: [
                            GeoJSON.FeatureKind.property: .kind(.path), "provider": .string(provider.rawValue), "route": .string(route),
                        ]))
            }
        }
        features += shape.stops.compactMap {
            GeoJSON.Feature(stop: $0, provider: provider, properties: ["route": .string(route)])
        }
        self.init(features)
    }
}
