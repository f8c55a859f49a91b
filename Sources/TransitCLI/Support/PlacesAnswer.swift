import Foundation
import TransitKitCore

extension Context {
    /// A `--geojson` answer. One with no feature is still printed (a valid, empty collection)
    /// but says so on stderr and returns ``CLI/emptyStatus``, so a script tells "nothing to
    /// draw" from a drawing.
    func places(_ collection: GeoJSON.FeatureCollection, emptyBecause reason: String) throws -> Int32 {
        try output.geoJSON(collection)
        guard collection.features.isEmpty else { return 0 }
        output.note("note: nothing to draw: \(reason)")
        return CLI.emptyStatus
    }
}
