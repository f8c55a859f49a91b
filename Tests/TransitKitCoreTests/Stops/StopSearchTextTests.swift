import Foundation
import Testing
import TransitKitCore

/// Places, radii and boxes as people type them: read when they are right, `.invalidArgument`
/// saying how to write them when not, before any request.
@Suite struct StopSearchTextTests {
    @Test func aPlaceIsLatitudeCommaLongitude() throws {
        let place = try StopSearch.coordinate(text: "41.9250, -87.6529", operation: "near")
        #expect(place == Coordinate(latitude: 41.925, longitude: -87.6529))
        for text in [nil, "", "abc", "41.9", "41.9,-87.6,1", "91,0", "nan,1", "41.9;-87.6"] {
            let error = #expect(throws: TransitError.self) { try StopSearch.coordinate(text: text, operation: "near") }
            #expect(error?.kind == .invalidArgument)
            #expect(error?.operation == "near")
        }
        let missing = #expect(throws: TransitError.self) { try StopSearch.coordinate(text: nil, operation: "near") }
        #expect(missing?.detail?.contains("LAT,LON") == true)
    }

    @Test func aRadiusIsMetresWithAWalkAsDefault() throws {
        #expect(try StopSearch.radius(text: nil, operation: "near") == 400)
        #expect(try StopSearch.radius(text: " 150 ", operation: "near") == 150)
        let error = #expect(throws: TransitError.self) { try StopSearch.radius(text: "far", operation: "near") }
        #expect(error?.detail == "radius: \"far\" is not a number of metres")
    }

    @Test func aBoxIsSouthWestNorthEast() throws {
        let box = try StopSearch.box(text: "40.70,-74.02, 40.80,-73.93", operation: "vehicles(in:)")
        #expect(box == CoverageArea.Box(south: 40.70, west: -74.02, north: 40.80, east: -73.93))
        for text in ["40.80,-74.02,40.70,-73.93", "40.7,-74.0,40.8", "91,0,92,1", "0,-181,1,0", "a,b,c,d", "inf,0,1,1"] {
            let error = #expect(throws: TransitError.self) { try StopSearch.box(text: text, operation: "vehicles(in:)") }
            #expect(error?.detail?.contains("SOUTH,WEST,NORTH,EAST") == true)
        }
    }
}
