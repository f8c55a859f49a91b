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
}
