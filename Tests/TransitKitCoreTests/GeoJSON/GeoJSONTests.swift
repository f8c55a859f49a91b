import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// The RFC 7946 rules, each with the case that breaks a reader when it is got wrong.
@Suite struct GeoJSONTests {
    let tokyo = Coordinate(latitude: 35.5494, longitude: 139.7798)
    let losAngeles = Coordinate(latitude: 33.9425, longitude: -118.4081)

    /// The encoded document read back as plain JSON, with the RFC check run on it.
    func document(_ collection: GeoJSON.FeatureCollection) throws -> [String: Any] {
        let data = try collection.encoded()
        let problems = RFC7946Check.problems(in: data)
        #expect(problems.isEmpty, "\(problems)")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    func features(_ document: [String: Any]) -> [[String: Any]] { document["features"] as? [[String: Any]] ?? [] }

    func coordinates(_ feature: [String: Any]) -> Any? { (feature["geometry"] as? [String: Any])?["coordinates"] }

    @Test func positionsAreLongitudeThenLatitude() throws {
        let stop = Stop(id: "1836", name: "Clark & Belmont", coordinate: Coordinate(latitude: 41.939, longitude: -87.6417))
        let json = try document(GeoJSON.FeatureCollection(stops: [stop], provider: "cta"))
        #expect(coordinates(features(json)[0]) as? [Double] == [-87.6417, 41.939])
    }

    @Test func thereIsNoCRSMember() throws {
        let text = String(
            decoding: try GeoJSON.FeatureCollection(stops: [Stop(id: "1", name: "A", coordinate: tokyo)], provider: "x").encoded(),
            as: UTF8.self)
        #expect(!text.contains("crs"))
        #expect(text.hasPrefix(#"{"bbox":"#))
    }

    @Test func coordinatesAreRoundedToSixDecimals() throws {
        // A CTA getvehicles position, as the API sends it (float32 noise and all).
        let bus = VehiclePosition(
            id: "8146", route: "74", coordinate: Coordinate(latitude: 41.925437927246094, longitude: -87.65287017822266))
        let data = try GeoJSON.FeatureCollection(vehicles: [bus], provider: "cta").encoded()
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("[-87.65287,41.925438]"))
        #expect(!text.contains("41.9254379"))
        #expect(RFC7946Check.problems(in: data).isEmpty)
    }

    @Test func aLineAcrossTheAntimeridianIsCutIntoAMultiLineString() throws {
        let geometry = try #require(GeoJSON.Geometry.line([tokyo, losAngeles]))
        guard case .multiLineString(let parts) = geometry else {
            Issue.record("expected a MultiLineString, got \(geometry)")
            return
        }
        #expect(parts.count == 2)
        #expect(parts[0].first == tokyo && parts[0].last?.longitude == 180)
        #expect(parts[1].first?.longitude == -180 && parts[1].last == losAngeles)
        // Both halves meet at the same latitude, between the two cities'.
        let meet = try #require(parts[0].last?.latitude)
        #expect(parts[1].first?.latitude == meet)
        #expect(meet < tokyo.latitude && meet > losAngeles.latitude)
        // Westwards too: Los Angeles → Tokyo leaves at -180 and arrives from 180.
        guard case .multiLineString(let back)? = GeoJSON.Geometry.line([losAngeles, tokyo]) else {
            Issue.record("expected a MultiLineString")
            return
        }
        #expect(back[0].last?.longitude == -180 && back[1].first?.longitude == 180)
    }

    @Test func aLineThatDoesNotCrossStaysOneLineString() throws {
        let london = Coordinate(latitude: 51.47, longitude: -0.4543)
        #expect(GeoJSON.Geometry.line([london, tokyo]) == .lineString([london, tokyo]))
        #expect(GeoJSON.Geometry.line([london]) == nil)
    }

    @Test func exteriorRingsRunCounterClockwiseAndHolesClockwise() throws {
        let clockwise = [(0.0, 0.0), (1, 0), (1, 1), (0, 1)].map { Coordinate(latitude: $0.0, longitude: $0.1) }
        guard case .polygon(let rings)? = GeoJSON.Geometry.polygon(exterior: clockwise, holes: [clockwise.reversed()]) else {
            Issue.record("expected a polygon")
            return
        }
        #expect(rings[0].count == 5 && rings[0].first == rings[0].last)
        #expect(rings[0] == (clockwise + [clockwise[0]]).reversed())
        let feature = GeoJSON.Feature(id: "p", geometry: .polygon(rings))
        #expect(RFC7946Check.problems(in: try GeoJSON.FeatureCollection([feature]).encoded()).isEmpty)
        // The checker sees the wrong order, so the test above is not vacuous.
        let wrong = GeoJSON.Feature(id: "p", geometry: .polygon([clockwise + [clockwise[0]]]))
        #expect(RFC7946Check.problems(in: try GeoJSON.FeatureCollection([wrong]).encoded()).count == 1)
    }

    @Test func theBoundingBoxIsRightAcrossTheAntimeridian() throws {
        let flight = GeoJSON.Feature(id: "flight", geometry: GeoJSON.Geometry.line([tokyo, losAngeles]))
        let json = try document(GeoJSON.FeatureCollection([flight]))
        #expect(json["bbox"] as? [Double] == [139.7798, 33.9425, -118.4081, 35.5494])
        let box = try #require(GeoJSON.FeatureCollection([flight]).boundingBox)
        #expect(box.crossesAntimeridian)
        // A cut line carries its own box, so a reader knows which way round it goes.
        #expect(features(json)[0]["bbox"] as? [Double] == [139.7798, 33.9425, -118.4081, 35.5494])
        // Without a crossing, west ≤ east.
        let chicago = try #require(
            GeoJSON.BoundingBox(enclosing: [Coordinate(latitude: 41.9, longitude: -87.7), Coordinate(latitude: 41.8, longitude: -87.6)]))
        #expect(!chicago.crossesAntimeridian && chicago.west == -87.7 && chicago.east == -87.6)
    }

    @Test func coverageAcrossTheAntimeridianIsTwoCounterClockwisePolygons() throws {
        let fiji = CoverageArea(south: -19, west: 177, north: -16, east: -179)
        let json = try document(GeoJSON.FeatureCollection(coverage: fiji, provider: "fiji"))
        #expect(features(json).map { $0["id"] as? String } == ["fiji/coverage/0/0", "fiji/coverage/0/1"])
        #expect(json["bbox"] as? [Double] == [177, -19, -179, -16])
    }

    @Test func idsComeFromTheModelSoTheyAreStableAcrossRefreshes() throws {
        let first = [
            VehiclePosition(id: "7582", route: "B63", coordinate: Coordinate(latitude: 40.64, longitude: -74.02)),
            VehiclePosition(id: "7590", route: "B63", coordinate: Coordinate(latitude: 40.66, longitude: -73.99)),
        ]
        var second = Array(first.reversed())
        second[0].coordinate.latitude += 0.002 // moved, and listed in another order
        let ids = { (vehicles: [VehiclePosition]) in
            Set(GeoJSON.FeatureCollection(vehicles: vehicles, provider: "mta").features.map(\.id))
        }
        #expect(ids(first) == ids(second))
        #expect(ids(first) == ["mta/vehicle/7582", "mta/vehicle/7590"])
    }

    @Test func propertiesAreTheModelsValuesNotDisplayText() throws {
        let recorded = Date(timeIntervalSince1970: 1_700_000_000)
        let bus = VehiclePosition(
            id: "7582", route: "MTA NYCT_B63", coordinate: Coordinate(latitude: 40.64, longitude: -74.02), heading: 212.5,
            recordedAt: recorded, isDelayed: true, occupancy: Occupancy(level: .standingRoomOnly, passengerCount: 41))
        let json = try document(GeoJSON.FeatureCollection(vehicles: [bus], provider: "mta"))
        let properties = try #require(features(json)[0]["properties"] as? [String: Any])
        #expect(properties["bearing"] as? Double == 212.5)
        #expect(properties["recordedAt"] as? String == "2023-11-14T22:13:20Z")
        #expect(properties["occupancy"] as? String == "standingRoomOnly")
        #expect(properties["passengerCount"] as? Int == 41)
        #expect(properties["isDelayed"] as? Bool == true)
        #expect(properties["route"] as? String == "MTA NYCT_B63")
        // Nothing unknown is written as null or "": the member is absent.
        #expect(properties["destination"] == nil && properties["direction"] == nil)
    }

    @Test func nearbyStopsCarryTheirDistanceInMetres() throws {
        let near = [NearbyStop(stop: Stop(id: "1", name: "A", coordinate: tokyo, wheelchairBoarding: .accessible), distance: 212.4)]
        let properties = try #require(
            features(try document(GeoJSON.FeatureCollection(nearby: near, provider: "x")))[0]["properties"] as? [String: Any])
        #expect(properties["distance"] as? Double == 212.4)
        #expect(properties["wheelchairBoarding"] as? String == "accessible")
        #expect(properties["provider"] as? String == "x")
    }

    @Test func aTripIsALineThroughItsRemainingStopsWithTimedPoints() throws {
        let stops = (0..<3).map {
            Stop(
                id: Stop.ID(rawValue: "s\($0)"), name: "Stop \($0)",
                coordinate: Coordinate(latitude: 41.9 + Double($0) / 100, longitude: -87.6))
        }
        let at = Date(timeIntervalSince1970: 1_700_000_000)
        let calls = stops.map { Prediction(stopID: $0.id, route: "74", time: at, source: .realtime, timeZone: .gmt) }
        let position = VehiclePosition(id: "1402", route: "74", coordinate: Coordinate(latitude: 41.89, longitude: -87.6))
        let trip = VehicleTrip(vehicle: "1402", route: "74", position: position, calls: calls)
        let collection = GeoJSON.FeatureCollection(trip: trip, stops: stops, provider: "cta")
        let json = try document(collection)
        #expect((coordinates(features(json)[0]) as? [Any])?.count == 4) // the bus, then three stops
        #expect(
            features(json).compactMap { ($0["properties"] as? [String: Any])?["kind"] as? String } == [
                "trip", "call", "call", "call", "vehicle",
            ])
        // One call later the remaining stops keep their ids.
        let later = GeoJSON.FeatureCollection(
            trip: VehicleTrip(vehicle: "1402", calls: Array(calls.dropFirst())), stops: stops, provider: "cta")
        #expect(Set(later.features.map(\.id)).isSubset(of: Set(collection.features.map(\.id))))
    }

    @Test func theCheckerCatchesEachBrokenRule() throws {
        func problems(_ text: String) -> [String] { RFC7946Check.problems(in: Data(text.utf8)) }
        let feature = { (geometry: String) in #"{"type":"Feature","id":"a","properties":{},"geometry":\#(geometry)}"# }
        #expect(problems(feature(#"{"type":"Point","coordinates":[-87.6,41.9]}"#)).isEmpty)
        #expect(problems(feature(#"{"type":"Point","coordinates":[41.9,-187.6]}"#)).count == 1) // latitude first
        #expect(problems(feature(#"{"type":"Point","coordinates":[-87.61234567,41.9]}"#)).count == 1)
        #expect(problems(feature(#"{"type":"LineString","coordinates":[[179,0],[-179,0]]}"#)).count == 1)
        #expect(problems(#"{"type":"FeatureCollection","crs":{},"features":[]}"#).count == 1)
        #expect(
            problems(
                #"{"type":"FeatureCollection","bbox":[-179,0,179,1],"features":[\#(feature(#"{"type":"Point","coordinates":[-180,0.5]}"#))]}"#
            ).count == 1)
    }
}

extension GeoJSONTests {
    /// London → Tokyo → Los Angeles: the cities alone would give a box across the Pacific
    /// (west 139.8, east -0.5) that leaves out the London → Tokyo leg over Asia.
    @Test func theBoundingBoxHoldsTheLinesNotOnlyTheirEnds() throws {
        let london = Coordinate(latitude: 51.47, longitude: -0.4543)
        let trip = GeoJSON.Feature(id: "trip", geometry: GeoJSON.Geometry.line([london, tokyo, losAngeles]))
        let box = try #require(GeoJSON.FeatureCollection([trip]).boundingBox)
        #expect(box.west == -0.4543 && box.east == -118.4081) // over Europe, Asia and the Pacific
        #expect(RFC7946Check.problems(in: try GeoJSON.FeatureCollection([trip]).encoded()).isEmpty)
        // The checker rejects the vertex-only box.
        let wrong =
            #"{"type":"FeatureCollection","bbox":[139.7798,33.9425,-0.4543,51.47],"features":[{"type":"Feature","id":"t","properties":{},"geometry":{"type":"LineString","coordinates":[[-0.4543,51.47],[139.7798,35.5494]]}}]}"#
        #expect(RFC7946Check.problems(in: Data(wrong.utf8)).count == 1)
    }
}
