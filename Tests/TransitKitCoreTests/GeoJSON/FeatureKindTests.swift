import Foundation
import Testing
import TransitKitCore

/// A map feature's `kind` is an enum (issue 36): every conversion of the core writes a case,
/// the text in the file is the case's raw value, and `Feature.kind` reads and writes it.
@Suite struct FeatureKindTests {
    /// The words in the files: renaming a case would change every file the library writes.
    @Test func theRawValuesAreTheWordsInTheFiles() {
        #expect(
            GeoJSON.FeatureKind.allCases.map(\.rawValue) == [
                "stop", "vehicle", "path", "trip", "call", "coverage", "leg", "city", "start", "end", "place",
            ])
        #expect(GeoJSON.FeatureKind.property == "kind")
    }

    @Test func everyCoreConversionWritesAKind() throws {
        let here = Coordinate(latitude: 41.92, longitude: -87.65)
        let stops = (0..<2).map {
            Stop(
                id: Stop.ID(rawValue: "s\($0)"), name: "Stop \($0)",
                coordinate: Coordinate(latitude: 41.9 + Double($0) / 100, longitude: -87.6))
        }
        let bus = VehiclePosition(id: "1402", route: "74", coordinate: here)
        let calls = stops.map {
            Prediction(stopID: $0.id, route: "74", time: Date(timeIntervalSince1970: 0), source: .realtime, timeZone: .gmt)
        }
        let shape = RouteShape(route: "74", paths: [stops.compactMap(\.coordinate)], branches: [])
        let collections: [(GeoJSON.FeatureCollection, Set<GeoJSON.FeatureKind>)] = [
            (GeoJSON.FeatureCollection(stops: stops, provider: "cta"), [.stop]),
            (GeoJSON.FeatureCollection(vehicles: [bus], provider: "cta"), [.vehicle]),
            (GeoJSON.FeatureCollection(shape: shape, provider: "cta"), [.path]),
            (
                GeoJSON.FeatureCollection(
                    trip: VehicleTrip(vehicle: "1402", route: "74", position: bus, calls: calls), stops: stops, provider: "cta"),
                [.trip, .call, .vehicle]
            ),
            (GeoJSON.FeatureCollection(coverage: CoverageArea(south: 41, west: -88, north: 42, east: -87), provider: "cta"), [.coverage]),
        ]
        for (collection, kinds) in collections {
            #expect(!collection.features.isEmpty)
            #expect(Set(collection.features.compactMap(\.kind)) == kinds)
            #expect(collection.features.allSatisfy { $0.kind != nil }, "\(collection.features.map(\.properties))")
        }
        // Written as the plain word, byte for byte what the string literals wrote.
        let text = String(decoding: try GeoJSON.FeatureCollection(vehicles: [bus], provider: "cta").encoded(), as: UTF8.self)
        #expect(text.contains(#""kind":"vehicle""#))
    }

    @Test func theAccessorReadsAndWritesTheProperty() {
        var feature = GeoJSON.Feature(coordinate: Coordinate(latitude: 1, longitude: 2), id: "pin")
        #expect(feature.kind == nil)
        feature.kind = .place
        #expect(feature.properties["kind"] == .string("place"))
        #expect(feature.kind == .place)
        // Another writer's word, or not a string: no kind, and the property is kept as it is.
        feature.properties["kind"] = .string("teleport")
        #expect(feature.kind == nil && feature.properties["kind"] == .string("teleport"))
        feature.properties["kind"] = .integer(3)
        #expect(feature.kind == nil)
        feature.kind = nil
        #expect(feature.properties["kind"] == nil)
    }
}
