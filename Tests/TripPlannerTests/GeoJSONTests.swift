import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

@testable import TripPlanner

/// A planned trip as GeoJSON, on the recorded connections data sets.
@Suite("Plan as GeoJSON")
struct PlanGeoJSONTests {
    func properties(_ feature: GeoJSON.Feature) -> [String: JSONValue] { feature.properties }

    @Test func londonToSydneyIsALinePerLegAndAPointPerCity() throws {
        let trip = try #require(try graph("connections-3.json").cheapestRoute(from: "London", to: "Sydney").itinerary)
        let collection = GeoJSON.FeatureCollection(itinerary: trip)
        #expect(
            collection.features.map(\.id) == [
                "plan/leg/London/Tokyo", "plan/leg/Tokyo/Sydney", "plan/city/London", "plan/city/Tokyo", "plan/city/Sydney",
            ])
        #expect(collection.features[0].geometry == .lineString([trip.cities[0].coordinate, trip.cities[1].coordinate].compactMap { $0 }))
        // Prices are the model's integer minor units and code, not "220.00 EUR".
        #expect(collection.features[0].properties["priceMinorUnits"] == .integer(trip.legs[0].price.minorUnits))
        #expect(collection.features[0].properties["currency"] == .string("EUR"))
        #expect(collection.features[4].properties["role"] == .string("destination"))
        #expect(collection.features[4].properties["totalMinorUnits"] == .integer(trip.total.minorUnits))
        #expect(RFC7946Check.problems(in: try collection.encoded()).isEmpty)
    }

    @Test func aFlightAcrossThePacificIsCutAtTheAntimeridian() throws {
        let tokyo = Coordinate(latitude: 35.652832, longitude: 139.839478)
        let losAngeles = Coordinate(latitude: 34.052235, longitude: -118.243683)
        let data = try ConnectionDataset(connections: [
            Connection(from: "Tokyo", to: "Los Angeles", price: eur(410), fromCoordinate: tokyo, toCoordinate: losAngeles)
        ])
        let trip = try #require(try ConnectionGraph(data).cheapestRoute(from: "Tokyo", to: "Los Angeles").itinerary)
        let collection = GeoJSON.FeatureCollection(itinerary: trip)
        guard case .multiLineString(let parts)? = collection.features.first?.geometry else {
            Issue.record("expected a MultiLineString, got \(String(describing: collection.features.first?.geometry))")
            return
        }
        #expect(parts.map { $0.last?.longitude } == [180, losAngeles.longitude])
        #expect(collection.boundingBox?.crossesAntimeridian == true)
        #expect(RFC7946Check.problems(in: try collection.encoded()).isEmpty)
    }

    /// Every recorded data set: the cheapest trip between every pair of its first cities
    /// passes the RFC 7946 check.
    @Test(arguments: [
        "connections-1.json", "connections-2.json", "connections-3.json", "connections-4.json", "connections-5.json", "connections-6.json",
        "connections-7.json",
    ])
    func everyRecordedPlanIsValidGeoJSON(file: String) throws {
        let graph = try graph(file)
        var checked = 0
        for from in graph.cities.prefix(8) {
            for to in graph.cities.prefix(8) where from != to {
                guard let trip = try graph.cheapestRoute(from: from.name, to: to.name).itinerary else { continue }
                let problems = RFC7946Check.problems(in: try GeoJSON.FeatureCollection(itinerary: trip).encoded())
                #expect(problems.isEmpty, "\(file) \(from.name) → \(to.name): \(problems)")
                checked += 1
            }
        }
        #expect(checked > 0 || graph.cities.count < 2)
    }
}
