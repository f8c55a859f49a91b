import Foundation
import TransitKitCore
import TransitMaps

extension FuzzTarget {
    /// `GeoJSON.Document(reading:)`, the core's hand-written GeoJSON reader (one document, or
    /// JSON Lines), then `SVGMap` drawing what it read. A refusal is a `.decoding` (or
    /// `.tooLarge`) `TransitError` with a detail. What it accepts holds only features with a
    /// geometry whose every position is a valid coordinate, under distinct ids; the library's
    /// writer writes it, and reading that back loses no feature and is stable from then on
    /// (write → read → write → read gives the same collection). The drawing is one `<svg>`
    /// document.
    static let geojsonRead = FuzzTarget(name: "geojson-read", corpus: "geojson-read") { data in
        let document: GeoJSON.Document
        do {
            document = try GeoJSON.Document(reading: data)
        } catch {
            checkError(error, allowed: [.decoding, .tooLarge], "GeoJSON.Document(reading:)")
            return
        }
        let features = document.collection.features
        guard document.skipped >= 0 else { violated("skipped \(document.skipped)") }
        guard Set(features.map(\.id)).count == features.count else { violated("two features share an id: \(features.map(\.id))") }
        for feature in features {
            guard let geometry = feature.geometry else { violated("\(feature.id): kept without a geometry") }
            guard !geometry.positions.isEmpty, geometry.positions.allSatisfy(\.isValid) else {
                violated("\(feature.id): kept with an invalid or no position: \(geometry)")
            }
        }
        func roundTrip(_ collection: GeoJSON.FeatureCollection, _ step: String) -> GeoJSON.Document {
            let written: Data
            switch Result(catching: { try collection.encoded() }) {
            case .success(let data): written = data
            case .failure(let error): violated("\(step): what was read cannot be written: \(error)")
            }
            do {
                return try GeoJSON.Document(reading: written)
            } catch {
                violated("\(step): what the writer wrote cannot be read: \(error)")
            }
        }
        let once = roundTrip(document.collection, "first write")
        guard once.skipped == 0, once.collection.features.map(\.id) == features.map(\.id) else {
            violated("written and read back, features were lost or reordered: \(features.map(\.id)) → \(once.collection.features.map(\.id))")
        }
        let twice = roundTrip(once.collection, "second write")
        guard twice == once else { violated("not stable after one write: \(once.collection) → \(twice.collection)") }
        let svg = SVGMap(title: "fuzz", subtitle: "", collection: document.collection).render()
        guard svg.hasPrefix("<svg "), svg.hasSuffix("</svg>\n") else { violated("the drawing is not one SVG document") }
    }
}
