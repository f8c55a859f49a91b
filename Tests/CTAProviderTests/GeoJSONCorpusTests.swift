import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import CTAProvider

/// The GeoJSON of every recorded CTA route shape, vehicle snapshot and trip passes the RFC 7946
/// check (Docs/Maps.md). A new `getpatterns-*`, `getvehicles-*` or `getpredictions-*` file is
/// picked up without code changes; one that is an error payload is skipped, as the corpus test
/// covers it.
@Suite struct GeoJSONCorpusTests {
    static func recorded(_ call: String) -> [String] {
        ((try? Fixtures.files("cta")) ?? []).map(\.lastPathComponent).filter { $0.hasPrefix(call + "-") }.sorted()
    }

    func check(_ collection: GeoJSON.FeatureCollection, _ name: String) throws {
        let problems = RFC7946Check.problems(in: try collection.encoded())
        #expect(problems.isEmpty, "\(name): \(problems.prefix(5))")
    }

    @Test(arguments: recorded("getpatterns"))
    func routeShape(_ name: String) async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getpatterns"), .fixture("cta", name))
        guard let shape = try? await makeClient(mock).shape(of: "74") else { return }
        let collection = GeoJSON.FeatureCollection(shape: shape, provider: "cta")
        // Every stop with a place and every path is on the map.
        #expect(collection.features.count == shape.stops.filter { $0.coordinate != nil }.count + shape.paths.filter { $0.count >= 2 }.count)
        try check(collection, name)
    }

    @Test(arguments: recorded("getvehicles"))
    func vehicleSnapshot(_ name: String) async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getvehicles"), .fixture("cta", name))
        guard let vehicles = try? await makeClient(mock).vehicles(on: ["74"]) else { return }
        let collection = GeoJSON.FeatureCollection(vehicles: vehicles, provider: "cta")
        #expect(collection.features.count == vehicles.filter(\.coordinate.isValid).count)
        try check(collection, name)
    }

    /// Each predictions recording read as bus 8164's trip, its stops placed by route 74's
    /// recorded patterns.
    @Test(arguments: recorded("getpredictions"))
    func trip(_ name: String) async throws {
        let mock = MockTransport()
        mock.on(.path(suffix: "/getpredictions"), .fixture("cta", name))
        mock.on(.path(suffix: "/getvehicles"), .fixture("cta", "getvehicles-handmade-8164.json"))
        mock.on(.path(suffix: "/getpatterns"), .fixture("cta", "getpatterns-4.json"))
        let client = try makeClient(mock)
        guard let trip = try? await client.trip(of: "8164") else { return }
        let stops = try await client.shape(of: "74").stops
        try check(GeoJSON.FeatureCollection(trip: trip, stops: stops, provider: "cta"), name)
    }
}
