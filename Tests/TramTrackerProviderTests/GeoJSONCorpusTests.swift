import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TramTrackerProvider

/// The GeoJSON of the recorded tramTRACKER stop lists passes the RFC 7946 check
/// (Docs/Maps.md), every stop with a place on the map.
@Suite struct GeoJSONCorpusTests {
    @Test(arguments: [
        ("GetRouteStopsByRoute/", "GetRouteStopsByRoute-hand-1.json"), ("GetRouteStopsByRoute/", "GetRouteStopsByRoute-hand-2.json"),
        ("GetListOfStopsByRouteNoAndDirection/", "GetListOfStopsByRouteNoAndDirection-hand-1.json"),
    ])
    func stops(_ call: String, _ name: String) async throws {
        let mock = MockTransport()
        mock.on(.path(containing: call), .fixture("tramtracker", name))
        let client = try TT.client(mock)
        let stops = call.hasPrefix("GetList") ? try await client.stops(on: "78", direction: "up") : try await client.stops(on: "78")
        let collection = GeoJSON.FeatureCollection(stops: stops, provider: "tramtracker")
        #expect(!collection.features.isEmpty)
        #expect(collection.features.count == stops.filter { $0.coordinate != nil }.count)
        let problems = RFC7946Check.problems(in: try collection.encoded())
        #expect(problems.isEmpty, "\(name): \(problems.prefix(5))")
    }
}
