import Foundation
import Testing
import TransitKitCore
import TransitKitTesting

/// "What leaves near here" on a map: the place, then each stop with departures once, nearest
/// first, with its distance — valid RFC 7946.
@Suite struct NearbyDeparturesGeoJSONTests {
    @Test func thePlaceThenEachStopOnceNearestFirst() throws {
        let here = Coordinate(latitude: 41.9250, longitude: -87.6529)
        let near = Stop(id: "6597", name: "Fullerton & Sheffield", coordinate: Coordinate(latitude: 41.9252, longitude: -87.6527))
        let far = Stop(id: "6601", name: "Fullerton & Halsted", coordinate: Coordinate(latitude: 41.9254, longitude: -87.6490))
        func row(_ stop: Stop, _ distance: Double, minutes: Double) -> NearbyDepartures.Row {
            let prediction = Prediction(
                stopID: stop.id, route: "74", time: Date(timeIntervalSince1970: minutes * 60), source: .realtime, timeZone: .gmt)
            return NearbyDepartures.Row(provider: "cta", stop: stop, distance: distance, prediction: prediction)
        }
        // The far stop's bus comes first: the map still lists the near stop first, and once.
        let board = NearbyDepartures(rows: [row(far, 330, minutes: 1), row(near, 27, minutes: 4), row(near, 27, minutes: 9)])
        let collection = GeoJSON.FeatureCollection(departures: board, near: here)
        #expect(collection.features.map(\.id) == ["near/place", "cta/stop/6597", "cta/stop/6601"])
        #expect(collection.features.first?.kind == .place)
        #expect(collection.features[1].properties["distance"] == .double(27))
        #expect(RFC7946Check.problems(in: try collection.encoded()).isEmpty)
    }
}
