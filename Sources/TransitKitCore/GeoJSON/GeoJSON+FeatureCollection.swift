import Foundation

extension GeoJSON {
    /// A GeoJSON `FeatureCollection` (RFC 7946 §3.3) with its `bbox` (§5): what every
    /// conversion from the model returns and what a map reads.
    ///
    /// ```swift
    /// let collection = GeoJSON.FeatureCollection(vehicles: buses, provider: "mta")
    /// try FileManager.default.createFile(atPath: "b63.geojson", contents: collection.encoded())
    /// ```
    public struct FeatureCollection: Hashable, Sendable {
        /// The features, in the order the model gave them.
        public var features: [Feature]

        /// A collection of `features`.
        public init(_ features: [Feature]) { self.features = features }

        /// The box around every feature as drawn, right across the antimeridian (RFC 7946 §5.2);
        /// nil when no feature has a position.
        public var boundingBox: BoundingBox? {
            BoundingBox(enclosing: features.compactMap(\.geometry))
        }

        /// Both collections' features, `other`'s after these.
        public func merging(_ other: FeatureCollection) -> FeatureCollection {
            FeatureCollection(features + other.features)
        }

        /// UTF-8 JSON with sorted keys, so two refreshes of the same data are byte-equal; one
        /// line unless `pretty` (`JSONEncoder`'s pretty layout).
        ///
        /// Written by the core's one JSON writer, straight to bytes: the bytes `JSONEncoder`
        /// with `.sortedKeys` and `.withoutEscapingSlashes` wrote for this type, four times
        /// faster (Docs/Maps.md). A position that is NaN or infinite throws
        /// `TransitError(.invalidArgument)`: JSON has no such number and no map can place it.
        public func encoded(pretty: Bool = false) throws -> Data {
            // About 510 bytes a feature for MTA buses: one reservation instead of a dozen regrowths.
            var writer = JSONWriter(layout: pretty ? .encoderPretty : .compact, capacity: 512 * features.count + 64)
            try write(to: &writer)
            return Data(writer.bytes)
        }
    }
}

extension GeoJSON.FeatureCollection: Encodable {
    /// Encodes what ``encoded(pretty:)`` writes, through the same writer; `encoded()` is the
    /// fast way to the bytes.
    public func encode(to encoder: any Encoder) throws {
        try GeoJSON.encode(to: encoder) { writer throws(TransitError) in try write(to: &writer) }
    }
}
