import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// `FeatureCollection.encoded()` goes through the core's `JSONWriter`; these hold it to what
/// `JSONEncoder` writes for the same collection through the types' `Encodable` conformance,
/// byte for byte, compact and pretty.
@Suite struct GeoJSONWriterTests {
    static func encoder(pretty: Bool) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            pretty ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    static let tokyo = Coordinate(latitude: 35.5494, longitude: 139.7798)
    static let losAngeles = Coordinate(latitude: 33.9425, longitude: -118.4081)

    /// Every geometry kind, a cut line with its own bbox, a null geometry, and properties with
    /// every kind of value and text that needs escaping.
    static let collection: GeoJSON.FeatureCollection = {
        var features: [GeoJSON.Feature] = [
            GeoJSON.Feature(
                id: "cta/stop/1836", geometry: .point(Coordinate(latitude: 41.925437927246094, longitude: -87.65287017822266)),
                properties: [
                    "kind": .string("stop"), "name": .string("Fullerton & \"Ashland\" / 東 😀\n\t\u{1}"), "bearing": .double(271.5),
                    "routes": .array([.string("74"), .integer(8), .null]), "isDelayed": .bool(true), "count": .integer(-3),
                    "nested": .object(["b": .double(-0.0), "a": .object([:]), "c": .array([])]), "tiny": .double(1e-7),
                    "huge": .double(1.2345678901234568e17),
                ]),
            GeoJSON.Feature(id: "nowhere", geometry: nil),
        ]
        if let flight = GeoJSON.Geometry.line([tokyo, losAngeles]) {
            features.append(GeoJSON.Feature(id: "plan/leg/Tokyo/Los Angeles", geometry: flight, properties: ["kind": .string("leg")]))
        }
        if let area = GeoJSON.Geometry.polygon(exterior: [tokyo, losAngeles, Coordinate(latitude: 10, longitude: 170)]) {
            features.append(GeoJSON.Feature(id: "area", geometry: area))
        }
        features.append(GeoJSON.Feature(id: "line", geometry: .lineString([tokyo, Coordinate(latitude: 36, longitude: 140)])))
        features.append(GeoJSON.Feature(id: "points", geometry: .multiPoint([tokyo, losAngeles])))
        return GeoJSON.FeatureCollection(features)
    }()

    @Test(arguments: [false, true])
    func encodedIsWhatJSONEncoderWrites(pretty: Bool) throws {
        let written = try Self.collection.encoded(pretty: pretty)
        let reference = try Self.encoder(pretty: pretty).encode(Self.collection)
        #expect(
            written == reference,
            "writer:\n\(String(decoding: written, as: UTF8.self))\nJSONEncoder:\n\(String(decoding: reference, as: UTF8.self))")
        #expect(RFC7946Check.problems(in: written).isEmpty)
    }

    @Test func anEmptyCollectionHasNoBoundingBox() throws {
        #expect(try GeoJSON.FeatureCollection([]).encoded() == Data(#"{"features":[],"type":"FeatureCollection"}"#.utf8))
    }

    /// An app that puts a feature inside its own `Codable` type gets the writer's JSON.
    @Test func aFeatureInsideAnAppsCodableTypeEncodesAsTheWriterWrites() throws {
        struct Pin: Encodable { var feature: GeoJSON.Feature }
        let feature = Self.collection.features[0]
        let text = String(decoding: try Self.encoder(pretty: false).encode(Pin(feature: feature)), as: UTF8.self)
        let alone = String(decoding: try GeoJSON.FeatureCollection([feature]).encoded(), as: UTF8.self)
        let features = try #require(alone.range(of: #""features":["#))
        #expect(alone[features.upperBound...].hasPrefix(String(text.dropFirst(#"{"feature":"#.count).dropLast())))
    }
}
