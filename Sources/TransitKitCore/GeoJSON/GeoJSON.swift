import Foundation

/// GeoJSON (RFC 7946) out of the model: what a web map, `MKGeoJSONDecoder` or `geojson.io`
/// reads as is.
///
/// Build a ``FeatureCollection`` from what a provider returned and encode it:
///
/// ```swift
/// let shape = try await mta.shape(of: "MTA NYCT_B63")
/// let collection = GeoJSON.FeatureCollection(shape: shape, provider: "mta")
/// let data = try collection.encoded()   // {"bbox":[-74.03,40.63,-73.97,40.69],"features":[…],"type":"FeatureCollection"}
/// ```
///
/// The encoding follows the RFC's rules that readers trip on (Docs/Maps.md has each with its
/// test): positions are `[longitude, latitude]`; there is no `crs` member (§4: WGS 84 only);
/// coordinates are rounded to ``precision`` decimals; a line that crosses the antimeridian is
/// cut into a `MultiLineString` (§3.1.9); exterior polygon rings run counter-clockwise and holes
/// clockwise (§3.1.6); a `bbox` whose area crosses the antimeridian has its west edge greater
/// than its east edge (§5.2). Feature ids come from the model's ids, so they are the same on
/// every refresh, and properties hold the model's values (numbers, ISO 8601 times, enum raw
/// values), never display text.
public enum GeoJSON {
    /// Decimal places kept in every coordinate: 6 is about 0.1 m, finer than any provider's
    /// data, and keeps files small (RFC 7946 §11.2).
    public static let precision = 6

    /// `value` rounded to ``precision`` decimals.
    static func rounded(_ value: Double) -> Double {
        let scale = 1_000_000.0
        let result = (value * scale).rounded() / scale
        // -0 would print as "-0": the same place, but a diff between two refreshes.
        return result == 0 ? 0 : result
    }
}
