import Foundation

extension GeoJSON {
    /// A GeoJSON `Feature` (RFC 7946 §3.2): a geometry, an id and properties.
    ///
    /// ```swift
    /// let here = Coordinate(latitude: 41.9399, longitude: -87.6537)
    /// let feature = GeoJSON.Feature(id: "app/pin/home", geometry: .point(here),
    ///                               properties: ["kind": .string("pin"), "name": .string("Home")])
    /// ```
    public struct Feature: Hashable, Sendable, Identifiable {
        /// Built from the model's ids ("cta/stop/1836", "mta/vehicle/MTA NYCT_7582"), never from
        /// a position in a list, so a map can match a feature with its previous refresh.
        public var id: String
        /// Where the feature is; nil is written `null` (a feature with no known place).
        public var geometry: Geometry?
        /// The model's values: numbers, `true`/`false`, ISO 8601 times, enum raw values.
        public var properties: [String: JSONValue]

        /// A feature; `properties` members that are `.null` are left out of the output.
        public init(id: String, geometry: Geometry?, properties: [String: JSONValue] = [:]) {
            self.id = id
            self.geometry = geometry
            self.properties = properties.filter { $0.value != .null }
        }
    }
}

extension GeoJSON.Feature: Encodable {
    /// Encodes what ``GeoJSON/FeatureCollection/encoded(pretty:)`` writes for this feature (the
    /// core's writer is the one definition), for a feature inside an app's own `Codable` type.
    public func encode(to encoder: any Encoder) throws {
        try GeoJSON.encode(to: encoder) { writer throws(TransitError) in try write(to: &writer) }
    }
}

extension JSONValue {
    /// `.string(text)`, or `.null` (left out of a feature's properties) when there is none.
    static func text(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }

    /// A finite number, or `.null`: JSON has no NaN.
    static func number(_ value: Double?) -> JSONValue {
        guard let value, value.isFinite else { return .null }
        return .double(value)
    }

    /// An instant as ISO 8601 in UTC ("2026-02-03T14:05:00Z"), or `.null`.
    static func time(_ date: Date?) -> JSONValue {
        date.map { .string($0.formatted(.iso8601)) } ?? .null
    }
}
