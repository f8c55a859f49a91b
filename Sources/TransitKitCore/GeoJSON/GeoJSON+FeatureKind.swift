import Foundation

extension GeoJSON {
    /// What a feature is: the `kind` property every GeoJSON conversion of the library puts on
    /// its features, so a map (or an app's own layer styling) switches over cases, not strings.
    ///
    /// The raw value is the text written in the file (`"kind": "vehicle"`).
    ///
    /// ```swift
    /// let collection = GeoJSON.FeatureCollection(vehicles: buses, provider: "mta")
    /// for feature in collection.features where feature.kind == .vehicle {
    ///     print(feature.id)   // "mta/vehicle/MTA NYCT_7582"
    /// }
    /// ```
    ///
    /// Which conversion writes which kind: ``stop`` (`Feature(stop:provider:)`), ``vehicle``
    /// (`Feature(vehicle:provider:)`), ``path`` (`FeatureCollection(shape:provider:)`), ``trip``
    /// and ``call`` (`FeatureCollection(trip:stops:provider:)`), ``coverage``
    /// (`FeatureCollection(coverage:provider:)`), ``leg`` and ``city`` (TripPlanner's
    /// itineraries), ``start`` and ``end`` (SavedRoutes' saved routes), ``place`` (a place a
    /// rider asked about, such as the centre of a nearby-stops search).
    public enum FeatureKind: String, CaseIterable, Hashable, Sendable {
        /// A stop or station, a Point.
        case stop
        /// A vehicle where it was last seen, a Point with its bearing.
        case vehicle
        /// A route's line, a LineString (a MultiLineString across the antimeridian).
        case path
        /// The way a vehicle has ahead of it, through its next stops.
        case trip
        /// One of a vehicle's next stops, with its predicted time.
        case call
        /// The area a provider serves, a Polygon.
        case coverage
        /// One leg of a planned journey between two cities.
        case leg
        /// A city a planned journey starts at, changes at or ends at.
        case city
        /// Where a saved route starts.
        case start
        /// Where a saved route ends.
        case end
        /// A place a rider asked about: the centre of a nearby-stops search.
        case place

        /// The feature property that holds the kind: `"kind"`.
        ///
        /// ```swift
        /// let text = feature.properties[GeoJSON.FeatureKind.property]   // .string("stop")
        /// ```
        public static let property = "kind"
    }
}

extension GeoJSON.Feature {
    /// What the feature is, read from its `kind` property: nil when it has none or one that is
    /// not a ``GeoJSON/FeatureKind`` (another writer's file). Setting it writes the property;
    /// setting nil removes it.
    ///
    /// ```swift
    /// var pin = GeoJSON.Feature(coordinate: here, id: "app/pin/home")
    /// pin.kind = .place   // properties["kind"] == .string("place")
    /// ```
    public var kind: GeoJSON.FeatureKind? {
        get {
            guard case .string(let text)? = properties[GeoJSON.FeatureKind.property] else { return nil }
            return GeoJSON.FeatureKind(rawValue: text)
        }
        set { properties[GeoJSON.FeatureKind.property] = newValue.map { .kind($0) } }
    }
}

extension JSONValue {
    /// `kind` as a feature property's value: its raw value as a string.
    package static func kind(_ kind: GeoJSON.FeatureKind) -> JSONValue { .string(kind.rawValue) }
}
