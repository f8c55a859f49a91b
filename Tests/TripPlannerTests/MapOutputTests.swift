import Testing
import TransitKitCore

@testable import TripPlanner

@Suite("Map output")
struct MapOutputTests {
    @Test func routeCoordinatesAndPolylineRoundTrip() throws {
        let trip = try #require(try graph("connections-3.json").cheapestRoute(from: "London", to: "Sydney").itinerary)
        #expect(trip.hasAllCoordinates)
        // Each city's position is its first occurrence in the file (London and Tokyo as a
        // departure, Sydney as the arrival of Tokyo → Sydney).
        let connections = try dataset("connections-3.json").connections
        let firstSeen = ["London", "Tokyo", "Sydney"].map { name in
            connections.lazy.compactMap { $0.from == name ? $0.fromCoordinate : $0.to == name ? $0.toCoordinate : nil }.first
        }
        #expect(trip.coordinates.map(Optional.some) == firstSeen)
        #expect(
            trip.coordinates == [
                Coordinate(latitude: 51.5285582, longitude: -0.241681),
                Coordinate(latitude: 35.652832, longitude: 139.839478),
                Coordinate(latitude: -33.865143, longitude: 151.2099),
            ])
        let line = try trip.encodedPolyline()
        let decoded = try EncodedPolyline.decode(line)
        #expect(decoded.count == 3)
        for (a, b) in zip(decoded, trip.coordinates) {
            #expect(abs(a.latitude - b.latitude) < 1e-5 && abs(a.longitude - b.longitude) < 1e-5)
        }
        #expect(try trip.encodedPolyline(precision: 6) != line)
    }

    @Test func citiesWithoutCoordinatesAreSkippedAndSaidSo() throws {
        let data = try ConnectionDataset(connections: [
            Connection(from: "A", to: "B", price: eur(1), fromCoordinate: Coordinate(latitude: 1, longitude: 2)),
            Connection(from: "B", to: "C", price: eur(1), toCoordinate: Coordinate(latitude: 123, longitude: 321)),
        ])
        #expect(data.report.flaggedCoordinates.map(\.field) == ["connections[1].coordinates.to"])
        let trip = try #require(try ConnectionGraph(data).cheapestRoute(from: "A", to: "C").itinerary)
        #expect(trip.coordinates == [Coordinate(latitude: 1, longitude: 2)])
        #expect(!trip.hasAllCoordinates)
        #expect(trip.description == "A → B → C: 2.00 EUR")
    }
}
