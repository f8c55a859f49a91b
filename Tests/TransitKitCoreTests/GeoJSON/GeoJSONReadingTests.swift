import Foundation
import Testing
import TransitKitCore

/// `GeoJSON.Document(reading:)` reads with the package's own JSON reader: what a broken file
/// gets is the reader's path and byte offset in a typed error, never a `DecodingError` dump.
@Suite struct GeoJSONReadingTests {
    /// The error reading `text` threw, or nil when it read.
    func failure(_ text: String) -> TransitError? {
        do throws(TransitError) {
            _ = try GeoJSON.Document(reading: Data(text.utf8))
            return nil
        } catch {
            return error
        }
    }

    @Test func aBrokenFileIsNamedByPathAndByte() throws {
        let broken = #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":}]}"#
        let error = try #require(failure(broken))
        #expect(error.kind == .decoding)
        let detail = try #require(error.detail)
        #expect(detail == "features[0].geometry: expected a value, found '}' (byte 69)", "\(detail)")
        #expect(detail.hasSuffix("(byte 69)"), "\(detail)")
        #expect(!error.description.contains("dataCorrupted") && !error.description.contains("DecodingError"))
    }

    @Test func aBrokenLineOfAWatchIsNamedByItsLineNumber() throws {
        let good = #"{"type":"FeatureCollection","features":[]}"#
        let error = try #require(failure(good + "\n\n" + #"{"type":"FeatureCollection","features":[1,]}"# + "\n"))
        #expect(error.kind == .decoding)
        let detail = try #require(error.detail)
        #expect(detail.hasPrefix("line 3: features"), "\(detail)")
        #expect(detail.contains("(byte "), "\(detail)")
        #expect(error.underlying is TransitError)
    }

    /// One broken document on one line is its own error, not a "line 1" one.
    @Test func aSingleLineIsNotReadAsJSONLines() throws {
        let error = try #require(failure(#"{"type":"FeatureCollection","features":[}"#))
        #expect(error.detail?.hasPrefix("features") == true, "\(String(describing: error.detail))")
        #expect(try #require(failure("")).kind == .decoding)
    }

    /// What the writer writes reads back as the same features, positions and properties.
    @Test func whatTheWriterWritesReadsBack() throws {
        let bus = GeoJSON.Feature(
            id: "mta/vehicle/MTA NYCT_7582", geometry: .point(Coordinate(latitude: 40.61, longitude: -74.01)),
            properties: ["kind": .string("vehicle"), "bearing": .double(271.5), "isDelayed": .bool(false)])
        let line = try #require(
            GeoJSON.Geometry.line([
                Coordinate(latitude: 35.5494, longitude: 139.7798), Coordinate(latitude: 33.9425, longitude: -118.4081),
            ]))
        let leg = GeoJSON.Feature(id: "plan/leg/Tokyo/Los Angeles", geometry: line, properties: ["kind": .string("leg")])
        let document = try GeoJSON.Document(reading: try GeoJSON.FeatureCollection([bus, leg]).encoded())
        #expect(document.skipped == 0)
        let collection = document.collection
        #expect(collection.features.map(\.id) == [bus.id, leg.id])
        #expect(collection.features.first == bus)
        #expect(collection.features.map(\.kind) == [.vehicle, .leg])
        // The cut point's latitude is interpolated, so it comes back rounded to six decimals.
        guard case .multiLineString(let parts)? = collection.features.last?.geometry else {
            Issue.record("the leg is not a MultiLineString: \(collection.features)")
            return
        }
        #expect(parts.count == 2 && parts[0].last?.longitude == 180 && parts[1].first?.longitude == -180)
        // The collection initializer reads the same features.
        #expect(try GeoJSON.FeatureCollection(reading: try collection.encoded(pretty: true)) == collection)
    }

    /// Any RFC 7946 document with the model's geometry types: a lone Feature, integer ids,
    /// an altitude after a position, members in any order; what the model cannot draw (an
    /// unknown geometry type, a position of one number, a latitude past 90) is skipped and
    /// counted, and what is not a feature at all (a number in `features`) is ignored.
    @Test func otherWritersDocumentsAreRead() throws {
        let lone = #"{"geometry":{"coordinates":[-87.65,41.92,180.5],"type":"Point"},"id":7,"type":"Feature","properties":{"a":1}}"#
        let one = try GeoJSON.Document(reading: Data(lone.utf8))
        #expect(one.skipped == 0)
        #expect(
            one.collection.features == [
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
        let document = try GeoJSON.Document(reading: Data(mixed.utf8))
        #expect(document.skipped == 3)
        #expect(document.collection.features.map(\.id) == ["feature/0", "p"])
        #expect(document.collection.features.first?.properties == [:])
        #expect(document.collection.features.last?.geometry?.typeName == "Polygon")
        // Not GeoJSON at all, but JSON: nothing to read, nothing skipped.
        #expect(try GeoJSON.Document(reading: Data("[1,2]".utf8)) == GeoJSON.Document(collection: GeoJSON.FeatureCollection([])))
    }

    /// A value the reader cannot hold (a number past `Double`) fails the file with its path,
    /// as `JSONDecoder` refused it.
    @Test func aNumberPastDoubleFailsWithItsPath() throws {
        let text = #"{"type":"FeatureCollection","features":[{"type":"Feature","geometry":{"type":"Point","coordinates":[1e400,0]}}]}"#
        let error = try #require(failure(text))
        #expect(error.kind == .decoding)
        #expect(error.detail?.hasPrefix("features[0].geometry.coordinates[0]: ") == true, "\(String(describing: error.detail))")
    }

    /// An app appending each refresh as a line of JSON (`routes watch --geojson` does) reads
    /// back the newest of each feature: a bus that moved is there once, where it is now, in
    /// the place it first had.
    @Test func jsonLinesAreReadNewestWins() throws {
        let first =
            #"{"type":"FeatureCollection","features":[{"type":"Feature","id":"mta/vehicle/1","properties":{"kind":"vehicle"},"geometry":{"type":"Point","coordinates":[-74.0,40.6]}},{"type":"Feature","id":"mta/vehicle/2","properties":{"kind":"vehicle"},"geometry":{"type":"Point","coordinates":[-74.1,40.7]}}]}"#
        let second =
            #"{"type":"FeatureCollection","features":[{"type":"Feature","id":"mta/vehicle/1","properties":{"kind":"vehicle"},"geometry":{"type":"Point","coordinates":[-74.01,40.61]}},{"type":"Feature","id":"x","properties":null,"geometry":{"type":"GeometryCollection","geometries":[]}}]}"#
        let document = try GeoJSON.Document(reading: Data((first + "\r\n \n" + second + "\n").utf8))
        #expect(document.collection.features.map(\.id) == ["mta/vehicle/1", "mta/vehicle/2"])
        #expect(document.collection.features.first?.geometry == .point(Coordinate(latitude: 40.61, longitude: -74.01)))
        #expect(document.skipped == 1)
    }
}
