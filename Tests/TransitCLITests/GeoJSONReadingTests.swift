import Foundation
import Testing
import TransitKitCore

@testable import TransitCLI

/// `transit map geojson FILE` reads the file with the package's own `JSONReader`: what a
/// broken file gets is the reader's path and byte offset, never a `DecodingError` dump.
@Suite struct GeoJSONReadingTests {
    func failure(_ text: String) -> String? {
        do {
            _ = try GeoJSONReading.collection(Data(text.utf8))
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func aBrokenFileIsNamedByPathAndByte() throws {
        let broken = #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":}]}"#
        let message = try #require(failure(broken))
        #expect(message.hasPrefix("not GeoJSON: features[0].geometry: "), "\(message)")
        #expect(message.contains("(byte 69)"), "\(message)")
        #expect(!message.contains("dataCorrupted") && !message.contains("DecodingError"))
    }

    @Test func aBrokenLineOfAWatchIsNamedByItsLineNumber() throws {
        let good = #"{"type":"FeatureCollection","features":[]}"#
        let message = try #require(failure(good + "\n\n" + #"{"type":"FeatureCollection","features":[1,]}"# + "\n"))
        #expect(message.hasPrefix("not GeoJSON: line 3: features"), "\(message)")
        #expect(message.contains("(byte "), "\(message)")
    }

    /// What `--geojson` writes reads back as the same features, positions and properties.
    @Test func whatTheWriterWritesReadsBack() throws {
        let bus = GeoJSON.Feature(
            id: "mta/vehicle/MTA NYCT_7582", geometry: .point(Coordinate(latitude: 40.61, longitude: -74.01)),
            properties: ["kind": .string("vehicle"), "bearing": .double(271.5), "isDelayed": .bool(false)])
        let line = try #require(
            GeoJSON.Geometry.line([
                Coordinate(latitude: 35.5494, longitude: 139.7798), Coordinate(latitude: 33.9425, longitude: -118.4081),
            ]))
        let leg = GeoJSON.Feature(id: "plan/leg/Tokyo/Los Angeles", geometry: line, properties: ["kind": .string("leg")])
        let (collection, skipped) = try GeoJSONReading.collection(try GeoJSON.FeatureCollection([bus, leg]).encoded())
        #expect(skipped == 0)
        #expect(collection.features.map(\.id) == [bus.id, leg.id])
        #expect(collection.features.first == bus)
        // The cut point's latitude is interpolated, so it comes back rounded to six decimals.
        guard case .multiLineString(let parts)? = collection.features.last?.geometry else {
            Issue.record("the leg is not a MultiLineString: \(collection.features)")
            return
        }
        #expect(parts.count == 2 && parts[0].last?.longitude == 180 && parts[1].first?.longitude == -180)
    }

    /// Any RFC 7946 document with the model's geometry types: a lone Feature, integer ids,
    /// an altitude after a position, members in any order; what the model cannot draw (an
    /// unknown geometry type, a position of one number, a latitude past 90) is skipped and
    /// counted, and what is not a feature at all (a number in `features`) is ignored.
    @Test func otherWritersDocumentsAreRead() throws {
        let lone = #"{"geometry":{"coordinates":[-87.65,41.92,180.5],"type":"Point"},"id":7,"type":"Feature","properties":{"a":1}}"#
        let (one, none) = try GeoJSONReading.collection(Data(lone.utf8))
        #expect(none == 0)
        #expect(
            one.features == [
                GeoJSON.Feature(id: "7", geometry: .point(Coordinate(latitude: 41.92, longitude: -87.65)), properties: ["a": .integer(1)])
            ])

        let mixed = """
            {"features":[1,"x",
             {"type":"Feature","geometry":{"type":"GeometryCollection","geometries":[]}},
             {"type":"Feature","geometry":{"type":"Point","coordinates":[3]}},
             {"type":"Feature","geometry":{"type":"Point","coordinates":[3,95]}},
             {"type":"Feature","properties":null,"geometry":{"type":"LineString","coordinates":[[0,0],[1,1]]}},
             {"type":"Feature","geometry":{"type":"Polygon","coordinates":[[[0,0],[1,0],[1,1],[0,0]]]},"id":"p"}],
             "type":"FeatureCollection"}
            """
        let (collection, skipped) = try GeoJSONReading.collection(Data(mixed.utf8))
        #expect(skipped == 3)
        #expect(collection.features.map(\.id) == ["feature/0", "p"])
        #expect(collection.features.first?.properties == [:])
        #expect(collection.features.last?.geometry?.typeName == "Polygon")
    }

    /// A value the reader cannot hold (a number past `Double`) fails the file with its path,
    /// as `JSONDecoder` refused it.
    @Test func aNumberPastDoubleFailsWithItsPath() throws {
        let text = #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[1e400,0]}}]}"#
        let message = try #require(failure(text))
        #expect(message.hasPrefix("not GeoJSON: features[0].geometry.coordinates[0]: "), "\(message)")
    }
}
