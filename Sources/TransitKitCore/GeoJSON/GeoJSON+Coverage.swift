extension GeoJSON.FeatureCollection {
    /// A provider's coverage as Polygons, one per box (counter-clockwise, §3.1.6). A box across
    /// the antimeridian becomes two polygons that meet at ±180°, since a polygon edge from
    /// 170° to -170° would run the long way round (§3.1.9).
    ///
    /// ```swift
    /// if let coverage = cta.descriptor.coverage {
    ///     let areas = GeoJSON.FeatureCollection(coverage: coverage, provider: cta.descriptor.id)
    /// }
    /// ```
    public init(coverage: CoverageArea, provider: ProviderID) {
        var features: [GeoJSON.Feature] = []
        for (index, box) in coverage.boxes.enumerated() {
            let id = "\(provider.rawValue)/coverage/\(index)"
            let properties: [String: JSONValue] = [GeoJSON.FeatureKind.property: .kind(.coverage), "provider": .string(provider.rawValue)]
            let spans = box.west <= box.east ? [(box.west, box.east)] : [(box.west, 180.0), (-180.0, box.east)]
            for (part, span) in spans.enumerated() {
                features.append(
                    GeoJSON.Feature(
                        id: spans.count == 1 ? id : "\(id)/\(part)",
                        geometry: .rectangle(south: box.south, west: span.0, north: box.north, east: span.1),
                        properties: properties))
            }
        }
        self.init(features)
    }
}
