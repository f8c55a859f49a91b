import Foundation
import TransitKitCore

extension Output {
    /// The places of a command's result as GeoJSON (RFC 7946) on one line, keys sorted: paste
    /// it into geojson.io, QGIS or a MapKit app and it lands where it belongs. Compact, unlike
    /// `--json`, because a pretty-printed position takes four lines and a route shape thousands
    /// of them (`jq .` pretty-prints it); and so that `routes watch --geojson` writes one
    /// collection per line like every streaming `--json` (JSON Lines).
    public func geoJSON(_ collection: GeoJSON.FeatureCollection) throws {
        line(String(decoding: try collection.encoded(), as: UTF8.self))
    }
}
