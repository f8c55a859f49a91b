import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// Coverage boxes: built from OneBusAway's recorded agencies-with-coverage spans and from stop
/// lists, with margins, unions, the antimeridian and bad numbers.
@Suite struct CoverageAreaTests {
    struct Span: Decodable {
        let lat: Double
        let lon: Double
        let latSpan: Double
        let lonSpan: Double
    }

    /// MTA's v1 answer (agencies-with-coverage-1.json): MTA NYCT, MTA (all zero), MTABC.
    static func mta() throws -> CoverageArea {
        struct Envelope: Decodable { let data: [Span] }
        let spans = try JSONDecoder().decode(Envelope.self, from: Fixtures.data("mta", "agencies-with-coverage-1.json")).data
        return CoverageArea(
            spans.map {
                .init(center: Coordinate(latitude: $0.lat, longitude: $0.lon), latitudeSpan: $0.latSpan, longitudeSpan: $0.lonSpan)
            })
    }

    @Test func agenciesWithCoverageHoldTheirStopsAndTheAllZeroBoxIsDropped() throws {
        let area = try Self.mta()
        #expect(area.boxes.count == 2)
        #expect(try StopFixtures.newYork().compactMap(\.coordinate).allSatisfy { area.contains($0) })
        #expect(!area.contains(Coordinate(latitude: 0, longitude: 0)))
        #expect(!area.contains(Coordinate(latitude: 41.8789, longitude: -87.6359))) // Chicago
    }

    @Test func enclosingStopsWithAMarginAndUnion() throws {
        let seattle = try StopFixtures.seattle().compactMap(\.coordinate)
        let tight = try #require(CoverageArea(enclosing: seattle))
        let padded = try #require(CoverageArea(enclosing: seattle, margin: 2_000))
        let box = try #require(tight.boxes.first)
        let justNorth = Coordinate(latitude: box.north + 0.01, longitude: box.west) // ~1.1 km beyond
        #expect(seattle.allSatisfy { tight.contains($0) })
        #expect(!tight.contains(justNorth))
        #expect(padded.contains(justNorth))
        #expect(tight.contains(justNorth, margin: 1_200))
        #expect(!tight.contains(justNorth, margin: 1_000))
        let both = tight.union(try Self.mta())
        #expect(both.boxes.count == 3)
        #expect(both.contains(seattle[0]) && both.contains(Coordinate(latitude: 40.626591, longitude: -74.01767)))
        #expect(CoverageArea(enclosing: [Coordinate(latitude: .nan, longitude: 1), Coordinate(latitude: 100, longitude: 0)]) == nil)
    }

    @Test func boxesAcrossTheAntimeridianAndOddInput() {
        let fiji = CoverageArea(south: -21, west: 176, north: -12, east: -178)
        #expect(fiji.contains(Coordinate(latitude: -16.8, longitude: 179.9)))
        #expect(fiji.contains(Coordinate(latitude: -16.8, longitude: -179.9)))
        #expect(!fiji.contains(Coordinate(latitude: -16.8, longitude: 170)))
        #expect(!fiji.contains(Coordinate(latitude: -16.8, longitude: -170)))
        // Padding a box at the edge of the map reaches across it.
        let edge = CoverageArea(south: 0, west: 179.99, north: 1, east: 180)
        #expect(edge.contains(Coordinate(latitude: 0.5, longitude: -179.995), margin: 2_000))
        #expect(!edge.contains(Coordinate(latitude: 0.5, longitude: -179.9), margin: 2_000))
        // Edges are inside; NaN boxes and NaN points are not areas.
        let chicago = CoverageArea(south: 41.64, west: -87.94, north: 42.07, east: -87.52)
        #expect(chicago.contains(Coordinate(latitude: 41.64, longitude: -87.52)))
        #expect(!chicago.contains(Coordinate(latitude: .nan, longitude: -87.6)))
        #expect(CoverageArea(south: .nan, west: 0, north: 1, east: 1).boxes.isEmpty)
        // Swapped edges, longitudes past ±180 and the whole world.
        #expect(CoverageArea(south: 42.07, west: -87.94, north: 41.64, east: -87.52) == chicago)
        #expect(CoverageArea(south: 0, west: 190, north: 1, east: 191).contains(Coordinate(latitude: 0.5, longitude: -169.5)))
        #expect(CoverageArea(south: -90, west: -180, north: 90, east: 180).contains(Coordinate(latitude: 12, longitude: 34)))
        #expect(chicago.description == "41.6400…42.0700, -87.9400…-87.5200")
    }
}
