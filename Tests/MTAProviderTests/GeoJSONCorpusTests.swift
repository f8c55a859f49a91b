import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import MTAProvider

/// The GeoJSON of every recorded MTA route shape, vehicle snapshot (the 1,388-bus whole-city
/// one among them) and trip passes the RFC 7946 check (Docs/Maps.md). Error payloads are
/// skipped: the corpus test covers them.
@Suite struct GeoJSONCorpusTests {
    static func recorded(_ call: String) -> [String] {
        ((try? Fixtures.files("mta")) ?? []).map(\.lastPathComponent).filter { $0.hasPrefix(call + "-") && $0.hasSuffix(".json") }
            .sorted()
    }

    func check(_ collection: GeoJSON.FeatureCollection, _ name: String) throws {
        let problems = RFC7946Check.problems(in: try collection.encoded())
        #expect(problems.isEmpty, "\(name): \(problems.prefix(5))")
    }

    @Test(arguments: recorded("stops-for-route"))
    func routeShape(_ name: String) async throws {
        let mock = MockTransport()
        mock.on(.path(containing: "/stops-for-route/"), .fixture("mta", name))
        guard let shape = try? await makeClient(mock).shape(of: "MTA NYCT_B70") else { return }
        let collection = GeoJSON.FeatureCollection(shape: shape, provider: "mta")
        #expect(collection.features.count >= shape.stops.filter { $0.coordinate != nil }.count)
        try check(collection, name)
    }

    @Test(arguments: recorded("vehicle-monitoring"))
    func vehicleSnapshot(_ name: String) async throws {
        let mock = MockTransport()
        mock.on(.path(containing: "/vehicle-monitoring"), .fixture("mta", name))
        guard let vehicles = try? await makeClient(mock).vehicles(on: ["MTA NYCT_B70"]) else { return }
        let collection = GeoJSON.FeatureCollection(vehicles: vehicles, provider: "mta")
        #expect(collection.features.count == vehicles.filter(\.coordinate.isValid).count)
        #expect(Set(collection.features.map(\.id)).count == collection.features.count, "\(name): ids repeat")
        try check(collection, name)
    }

    /// The hand-made onward calls of bus 353 (vehicle-monitoring-5 and -6), placed by B70's
    /// recorded stops.
    @Test(arguments: ["vehicle-monitoring-5.json", "vehicle-monitoring-6.json"])
    func trip(_ name: String) async throws {
        let mock = MockTransport()
        mock.on(.query("VehicleRef", "MTA NYCT_353"), .fixture("mta", name))
        mock.on(.path(containing: "/stops-for-route/"), .fixture("mta", "stops-for-route-1.json"))
        let client = try makeClient(mock)
        let trip = try await client.trip(of: "MTA NYCT_353")
        let stops = try await client.shape(of: "MTA NYCT_B70").stops
        let collection = GeoJSON.FeatureCollection(trip: trip, stops: stops, provider: "mta")
        #expect(collection.features.filter { $0.properties["kind"] == .string("call") }.count == trip.calls.count)
        try check(collection, name)
    }
}
