import Foundation
import Testing
import TransitKitCore

/// The in-memory index over real recorded stop lists: "near" must agree with looking at every
/// stop, names rank like autocomplete, ids follow the short/qualified rule, and stops listed
/// by several routes are one stop.
@Suite struct IndexedStopsTests {
    static func near(_ index: IndexedStops, _ center: Coordinate, _ radius: Double, limit: Int? = nil) throws -> [NearbyStop] {
        index.near(try StopSearch.near(center, radius: radius, limit: limit))
    }

    @Test func nearAgreesWithLookingAtEveryStop() throws {
        let stops = try StopFixtures.chicago()
        let index = IndexedStops(stops)
        #expect(index.count == 260)
        // Every stop's own place, and points between and beyond them, at radii from one cell to the whole city.
        var centers = stops.compactMap(\.coordinate)
        centers += [
            Coordinate(latitude: 41.8789, longitude: -87.6359), Coordinate(latitude: 41.95, longitude: -87.75),
            Coordinate(latitude: 41.70, longitude: -87.60), Coordinate(latitude: 42.5, longitude: -88.5),
        ]
        for center in centers {
            for radius in [25.0, 300, 1_000, 4_000, 50_000] {
                let found = try Self.near(index, center, radius)
                #expect(found.map(\.stop.id) == StopFixtures.bruteForce(stops, center, radius), "at \(center) within \(radius) m")
                #expect(found.allSatisfy { $0.stop.coordinate.map(center.distance(to:)) == $0.distance })
            }
        }
    }

    @Test func nearestFirstAndLimited() throws {
        let index = IndexedStops(try StopFixtures.chicago())
        let here = Coordinate(latitude: 41.881383249235, longitude: -87.668550968956) // 1633 W Madison, stop 4727
        let found = try Self.near(index, here, 800)
        #expect(found.first?.stop.id == "4727")
        #expect(found.first?.distance == 0)
        #expect(zip(found, found.dropFirst()).allSatisfy { $0.distance <= $1.distance })
        #expect(try Self.near(index, here, 800, limit: 3) == Array(found.prefix(3)))
        #expect(try Self.near(index, Coordinate(latitude: 40.7, longitude: -74), 5_000).isEmpty) // New York: none
    }

    /// Taveuni (Fiji) lies on the 180th meridian: a circle there holds stops on both sides.
    @Test func nearCrossesTheAntimeridianAndWorksNearThePole() throws {
        let stops = [
            Stop(id: "east", name: "East", coordinate: Coordinate(latitude: -16.80, longitude: 179.9990)),
            Stop(id: "west", name: "West", coordinate: Coordinate(latitude: -16.80, longitude: -179.9980)),
            Stop(id: "far", name: "Far", coordinate: Coordinate(latitude: -16.80, longitude: -179.90)),
            Stop(id: "pole-a", name: "Pole A", coordinate: Coordinate(latitude: 89.995, longitude: 0)),
            Stop(id: "pole-b", name: "Pole B", coordinate: Coordinate(latitude: 89.995, longitude: 179)),
            Stop(id: "pole-c", name: "Pole C", coordinate: Coordinate(latitude: 89.995, longitude: -91)),
        ]
        let index = IndexedStops(stops)
        for (center, radius) in [
            (Coordinate(latitude: -16.80, longitude: 180), 500.0),
            (Coordinate(latitude: -16.80, longitude: -180), 500),
            (Coordinate(latitude: -16.80, longitude: 179.95), 20_000),
            (Coordinate(latitude: 90, longitude: 0), 1_000),
            (Coordinate(latitude: 89.99, longitude: 90), 2_000),
        ] {
            #expect(try Self.near(index, center, radius).map(\.stop.id) == StopFixtures.bruteForce(stops, center, radius))
        }
        #expect(try Self.near(index, Coordinate(latitude: -16.80, longitude: 180), 500).map(\.stop.id) == ["east", "west"])
    }

    @Test func stopsWithoutAValidPlaceAreFoundByIdAndNameOnly() throws {
        let index = IndexedStops([
            Stop(id: "1", name: "Nowhere", coordinate: nil),
            Stop(id: "2", name: "Broken", coordinate: Coordinate(latitude: .nan, longitude: 10)),
            Stop(id: "3", name: "Somewhere", coordinate: Coordinate(latitude: 0.001, longitude: 0.001)),
        ])
        #expect(index.stop("2")?.coordinate == nil)
        #expect(try Self.near(index, Coordinate(latitude: 0, longitude: 0), 50_000).map(\.stop.id) == ["3"])
        #expect(index.matching(try StopSearch.name("broken", limit: nil)).map(\.id) == ["2"])
    }

    @Test func namesRankLikeAutocompleteIgnoringCaseAccentsAndSpaces() throws {
        let index = IndexedStops(try StopFixtures.chicago())
        func names(_ text: String, _ limit: Int? = nil) throws -> [String] {
            index.matching(try StopSearch.name(text, limit: limit)).map(\.name)
        }
        let madison = try names("madison")
        // 52 "Madison & …" (prefix), then the three with "Madison" as a later word, alphabetical.
        #expect(madison.count == 55)
        #expect(madison.prefix(2) == ["Madison & Aberdeen ", "Madison & Albany "])
        #expect(madison.suffix(3) == ["1633 W Madison", "Halsted & Madison", "Michigan & Madison"])
        #expect(madison.prefix(52).allSatisfy { $0.hasPrefix("Madison & ") })
        // The whole name first, whatever the case, accents and spacing typed.
        #expect(try names("  MÁDISON   &  ÁBERDEEN ", 1) == ["Madison & Aberdeen "])
        #expect(
            try names("cottage grove", 3) == [
                "Cottage Grove & 100th Street", "Cottage Grove & 101st Street",
                "Cottage Grove & 103rd Street",
            ])
        // "Grove" is never first: every match is a word prefix, alphabetical by key (digits first).
        #expect(
            try names("grove", 4) == [
                "10200 S Cottage Grove", "11000 S Cottage Grove", "35th Street & Cottage Grove",
                "7000 S Cottage Grove",
            ])
        #expect(try names("grove").count == 81)
        #expect(try names("zzz").isEmpty)
    }

    @Test func idsAreExactOrShortOrQualifiedNeverAnotherAgencys() throws {
        let index = IndexedStops(try StopFixtures.newYork() + StopFixtures.chicago())
        #expect(index.stop("MTA_300407")?.name == "BAY RIDGE PY/7 AV")
        #expect(index.stop("mta_300407")?.id == "MTA_300407")
        #expect(index.stop("300407")?.id == "MTA_300407")
        #expect(index.stop("XYZ_300407") == nil)
        #expect(index.stop("4727")?.name == "1633 W Madison")
        #expect(index.stop("CTA_4727")?.id == "4727")
        #expect(index.stop("472") == nil)
    }

    @Test func aStopOnSeveralRoutesIsOneStop() throws {
        let chicago = try StopFixtures.chicago()
        let madison = try #require(chicago.first { $0.id == "4727" })
        var onAnotherRoute = madison
        onAnotherRoute.routeIDs = ["X20", "20"]
        onAnotherRoute.name = "Another spelling"
        var withDirection = madison
        withDirection.direction = Direction(id: "Eastbound", name: "Eastbound")
        let index = IndexedStops(chicago + [onAnotherRoute])
        #expect(index.count == 260)
        let merged = try #require(index.stop("4727"))
        #expect(merged.routeIDs == ["20", "X20"])
        #expect(merged.name == "1633 W Madison")
        #expect(index.matching(try StopSearch.name("another spelling", limit: nil)).isEmpty)
        // Directions: kept when every listing agrees, dropped when they differ.
        #expect(IndexedStops([withDirection, withDirection]).stop("4727")?.direction?.id == "Eastbound")
        #expect(IndexedStops([withDirection, madison]).stop("4727")?.direction == nil)
    }

    @Test func coverageEnclosesTheStops() throws {
        let stops = try StopFixtures.chicago()
        let area = try #require(IndexedStops(stops).coverage(margin: 500))
        #expect(stops.compactMap(\.coordinate).allSatisfy { area.contains($0) })
        #expect(area.contains(Coordinate(latitude: 41.8789, longitude: -87.6359)))
        #expect(!area.contains(Coordinate(latitude: 40.7128, longitude: -74.0060)))
    }
}
