import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import SavedRoutes

/// A saved route as its app's map: markers, the lines' shapes and live buses, status colours.
@Suite struct SavedRouteGeoJSONTests {
    let saved = SavedRoute(
        id: "home", name: "Home", provider: "fake",
        start: .init(label: "Bay Ridge", coordinate: Coordinate(latitude: 40.6343, longitude: -74.0235)),
        end: .init(label: "Atlantic Terminal"), lines: [.init(route: "B63"), .init(route: "B70")])

    func refreshed() async throws -> RouteUpdate {
        let mock = MockTransport()
        mock.on(.path("/alerts/B63"), .json(#"[{"id":"detour-1","effect":"detour"}]"#))
        mock.on(.path("/alerts/B70"), .json("[]"))
        mock.on(.path("/vehicles/B63"), .json(#"[{"id":"bus-1","lat":40.64,"lon":-74.02}]"#))
        mock.on(.path("/vehicles/B70"), .json(#"[{"id":"bus-2","lat":40.62,"lon":-74.03}]"#))
        let monitor = try RouteMonitor(
            route: saved, provider: FakeProvider(http: HTTPClient(provider: "fake", transport: mock)),
            clock: AnyClock(ImmediateClock()))
        return await monitor.refresh()
    }

    @Test func markersLinesAndBusesCarryTheStatusColour() async throws {
        let update = try await refreshed()
        let shared = Stop(id: "s1", name: "86 St", coordinate: Coordinate(latitude: 40.62, longitude: -74.03))
        let shapes = [
            RouteShape(
                route: "B63", paths: [[Coordinate(latitude: 40.63, longitude: -74.02), Coordinate(latitude: 40.68, longitude: -73.98)]],
                branches: [.init(direction: nil, stops: [shared])]),
            RouteShape(
                route: "B70", paths: [[Coordinate(latitude: 40.61, longitude: -74.03), Coordinate(latitude: 40.62, longitude: -74.03)]],
                branches: [.init(direction: nil, stops: [shared])]),
        ]
        let collection = GeoJSON.FeatureCollection(savedRoute: saved, shapes: shapes, update: update)
        let byID = Dictionary(uniqueKeysWithValues: collection.features.map { ($0.id, $0) })
        // B63 has a detour: yellow; B70 none: green; the route as a whole is its worst line.
        #expect(byID["fake/route/B63/path/0"]?.properties["statusColor"] == .string("yellow"))
        #expect(byID["fake/route/B70/path/0"]?.properties["statusColor"] == .string("green"))
        #expect(byID["fake/saved/home/start"]?.properties["statusColor"] == .string("yellow"))
        #expect(byID["fake/saved/home/start"]?.properties["label"] == .string("Bay Ridge"))
        // The end has no coordinate: no marker rather than one at (0, 0).
        #expect(byID["fake/saved/home/end"] == nil)
        // Buses are painted with their own line's status.
        #expect(byID["fake/vehicle/bus-1"]?.properties["statusColor"] == .string("yellow"))
        #expect(byID["fake/vehicle/bus-2"]?.properties["statusColor"] == .string("green"))
        // A stop both lines share is one feature, so ids stay unique.
        #expect(collection.features.filter { $0.id == "fake/stop/s1" }.count == 1)
        #expect(RFC7946Check.problems(in: try collection.encoded()).isEmpty)
    }

    @Test func beforeTheFirstRefreshTheMarkersAreUnknownGrey() throws {
        let collection = GeoJSON.FeatureCollection(savedRoute: saved)
        #expect(collection.features.map(\.id) == ["fake/saved/home/start"])
        #expect(collection.features[0].properties["statusColor"] == .string("grey"))
    }
}
